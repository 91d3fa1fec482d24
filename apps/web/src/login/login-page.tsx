import { Alert } from '@tessera/ui/alert';
import { Avatar } from '@tessera/ui/avatar';
import { Button } from '@tessera/ui/button';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { Separator } from '@tessera/ui/separator';
import { KeyRound, LogIn } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AuthFrame } from '../components/auth-frame';
import { usePageTitle } from '../hooks/use-page-title';
import { appErrorOf } from '../lib/app-error';
import type { AuthStore } from '../lib/auth-store';
import { applyServerError, useFieldErrors } from '../lib/form-errors';
import { useReportError } from '../lib/report-error';
import { avatarUrl, displayName } from '../lib/user';
import { AuthHeading } from '../components/auth-heading';
import type { LoginClient, SystemInfo } from './login-client';

interface LoginPageProps {
  client: LoginClient;
  auth: AuthStore;
  info: SystemInfo;
}

/** Where signing in leads: the page asked for before it (same-app paths only), with a page load. */
const enterApp = (auth: AuthStore) => window.location.assign(auth.consumeRedirect());

export function LoginPage({ client, auth, info }: LoginPageProps) {
  const { t } = useTranslation();
  usePageTitle(t('auth:login.title'));
  const signedIn = useSyncExternalStore(
    auth.subscribe,
    () => auth.getToken() !== null && auth.getUser() !== null,
  );
  return (
    <AuthFrame version={info.version}>
      {signedIn ? (
        <AlreadySignedIn client={client} auth={auth} />
      ) : (
        <LoginForm client={client} auth={auth} info={info} />
      )}
    </AuthFrame>
  );
}

function AlreadySignedIn({ client, auth }: Omit<LoginPageProps, 'info'>) {
  const { t } = useTranslation();
  const user = auth.getUser()!;
  const report = useReportError();
  const [leaving, setLeaving] = useState(false);
  // Whatever the server answers, this browser forgets the session (as the app's sign-out does).
  const switchAccount = () => {
    setLeaving(true);
    void client.auth.logout
      .mutate()
      .catch(report)
      .finally(() => auth.clear());
  };
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
        <Button onClick={() => enterApp(auth)}>
          <LogIn />
          {t('auth:login.signedIn.enter')}
        </Button>
        <Button variant="outline" loading={leaving} onClick={switchAccount}>
          {t('auth:login.signedIn.switch')}
        </Button>
      </div>
    </div>
  );
}

interface Credentials {
  username: string;
  password: string;
}

/** The server's sign-in schema asks for both fields; it still decides (its errors land on the fields). */
const filled = (value: string) => value.trim() !== '' || 'required';

function LoginForm({ client, auth, info }: LoginPageProps) {
  const { t } = useTranslation();
  const report = useReportError();
  const oauth = useOauthClients(client);
  const [inactive, setInactive] = useState(false);
  const [entering, setEntering] = useState(false);
  const form = useForm<Credentials>({ defaultValues: { username: '', password: '' } });
  const errorOf = useFieldErrors(form.formState.errors);

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await client.auth.login.mutate(values);
      if (result.token) auth.setToken(result.token);
      auth.setUser(result.user);
      setEntering(true);
      enterApp(auth);
    } catch (error) {
      setInactive(appErrorOf(error)?.code === 'USER_INACTIVE');
      if (!applyServerError(form, error, t)) report(error);
    }
  });
  // Busy from the press until the app's page replaces this one (or the server says no).
  const busy = form.formState.isSubmitting || entering;

  return (
    <div>
      <AuthHeading title={t('auth:login.heading')} description={t('auth:login.subtitle')} />
      {inactive && (
        <Alert variant="warning" className="mb-4">
          {t('errors:USER_INACTIVE')}
        </Alert>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
        <FormField
          id="username"
          label={t('fields:usernameOrEmail')}
          error={errorOf('username', 'fields:usernameOrEmail')}
        >
          <Input autoComplete="username" autoFocus {...form.register('username', { validate: filled })} />
        </FormField>
        <FormField
          id="password"
          label={t('fields:password')}
          error={errorOf('password', 'fields:password')}
          aside={
            <a href="/forgetPassword" className="text-xs font-medium text-primary hover:underline">
              {t('auth:login.forgot')}
            </a>
          }
        >
          <Input
            type="password"
            autoComplete="current-password"
            {...form.register('password', { validate: filled })}
          />
        </FormField>
        <Button type="submit" loading={busy} className="mt-1 w-full">
          {t('auth:login.submit')}
        </Button>
      </form>
      {oauth.length > 0 && (
        <>
          <div className="my-5 flex items-center gap-3 text-xs text-muted-foreground">
            <Separator className="flex-1" />
            {t('auth:login.or')}
            <Separator className="flex-1" />
          </div>
          <div className="grid gap-2">
            {oauth.map((provider) => (
              <Button key={provider.id} variant="outline" asChild>
                <a href={provider.url}>
                  <KeyRound />
                  {t('auth:login.oauth', { name: provider.name })}
                </a>
              </Button>
            ))}
          </div>
        </>
      )}
      {info.registerEnable && (
        <p className="mt-6 text-center text-sm text-muted-foreground">
          {t('auth:login.noAccount')}{' '}
          <a href="/register" className="font-medium text-primary hover:underline">
            {t('auth:login.register')}
          </a>
        </p>
      )}
    </div>
  );
}

type OauthClients = Awaited<ReturnType<LoginClient['auth']['oauthClients']['query']>>;

/** The OAuth providers the server offers (none until it answers, or when it fails: the failure is reported). */
function useOauthClients(client: LoginClient): OauthClients {
  const report = useReportError();
  const [clients, setClients] = useState<OauthClients>([]);
  useEffect(() => {
    let live = true;
    client.auth.oauthClients.query().then((found) => live && setClients(found), report);
    return () => {
      live = false;
    };
  }, [client, report]);
  return clients;
}
