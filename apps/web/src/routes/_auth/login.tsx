import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { Alert } from '@tessera/ui/alert';
import { Avatar } from '@tessera/ui/avatar';
import { Button } from '@tessera/ui/button';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { Separator } from '@tessera/ui/separator';
import { KeyRound, LogIn } from 'lucide-react';
import { accountsSchemas } from '@tessera/core/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoredUser, useToken } from '../../hooks/use-auth-user';
import { usePageTitle } from '../../hooks/use-page-title';
import { avatarUrl, displayName } from '../../lib/user';
import { formMeta, useServices } from '../../lib/services';
import { api } from '../../lib/trpc';
import { applyServerError, useFieldErrors, useSchemaForm } from '../../lib/forms';
import { AuthHeading } from './-components/auth-heading';

export const Route = createFileRoute('/_auth/login')({ component: LoginPage });

function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth:login.title'));
  const token = useToken();
  const user = useStoredUser();
  return token && user ? <AlreadySignedIn /> : <LoginForm />;
}

function AlreadySignedIn() {
  const { t } = useTranslation();
  const user = useStoredUser()!;
  const navigate = useNavigate();
  const services = useServices();
  const logout = api.auth.logout.useMutation({ meta: formMeta, onSettled: () => services.forgetSession() });
  return (
    <div data-testid="already-signed-in">
      <AuthHeading
        title={t('auth:login.signedIn.title')}
        description={t('auth:login.signedIn.description')}
      />
      <div className="mb-6 flex items-center gap-3 rounded-lg border border-border bg-card p-4">
        <Avatar src={avatarUrl(user.avatar)} name={displayName(user)} className="size-10" />
        <div className="min-w-0">
          <p className="truncate font-medium">{displayName(user)}</p>
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
        </div>
      </div>
      <div className="grid gap-2">
        <Button onClick={() => void navigate({ href: services.auth.consumeRedirect() })}>
          <LogIn />
          {t('auth:login.signedIn.enter')}
        </Button>
        <Button variant="outline" loading={logout.isPending} onClick={() => logout.mutate()}>
          {t('auth:login.signedIn.switch')}
        </Button>
      </div>
    </div>
  );
}

function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const services = useServices();
  const { systemInfo } = Route.useRouteContext();
  const oauth = api.auth.oauthClients.useQuery();
  const [inactive, setInactive] = useState(false);
  const form = useSchemaForm(accountsSchemas.loginInputSchema, {
    defaultValues: { username: '', password: '' },
  });
  const errorOf = useFieldErrors(form.formState.errors);
  const login = api.auth.login.useMutation({
    meta: formMeta,
    onSuccess: (result) => {
      services.signIn(result.token, result.user);
      void navigate({ href: services.auth.consumeRedirect() });
    },
    onError: (error) => {
      setInactive(
        (error as { data?: { appError?: { code?: string } } }).data?.appError?.code === 'USER_INACTIVE',
      );
      if (!applyServerError(form, error, t)) services.reporter.report(error);
    },
  });

  const submit = form.handleSubmit((values) => login.mutate(values));

  return (
    <div>
      <AuthHeading title={t('auth:login.heading')} description={t('auth:login.subtitle')} />
      {inactive && (
        <Alert variant="warning" className="mb-4">
          {t('errors:USER_INACTIVE')}
        </Alert>
      )}
      <form onSubmit={submit} noValidate className="grid gap-4">
        <FormField
          id="username"
          label={t('fields:usernameOrEmail')}
          error={errorOf('username', 'fields:usernameOrEmail')}
        >
          <Input autoComplete="username" autoFocus {...form.register('username')} />
        </FormField>
        <FormField
          id="password"
          label={t('fields:password')}
          error={errorOf('password', 'fields:password')}
          aside={
            <Link to="/forgetPassword" className="text-xs font-medium text-primary hover:underline">
              {t('auth:login.forgot')}
            </Link>
          }
        >
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <Button type="submit" loading={login.isPending} className="mt-1 w-full">
          {t('auth:login.submit')}
        </Button>
      </form>
      {oauth.data && oauth.data.length > 0 && (
        <>
          <div className="my-5 flex items-center gap-3 text-xs text-muted-foreground">
            <Separator className="flex-1" />
            {t('auth:login.or')}
            <Separator className="flex-1" />
          </div>
          <div className="grid gap-2">
            {oauth.data.map((client) => (
              <Button key={client.id} variant="outline" asChild>
                <a href={client.url}>
                  <KeyRound />
                  {t('auth:login.oauth', { name: client.name })}
                </a>
              </Button>
            ))}
          </div>
        </>
      )}
      {systemInfo.registerEnable && (
        <p className="mt-6 text-center text-sm text-muted-foreground">
          {t('auth:login.noAccount')}{' '}
          <Link to="/register" className="font-medium text-primary hover:underline">
            {t('auth:login.register')}
          </Link>
        </p>
      )}
    </div>
  );
}
