import { useQuery, useMutation } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Alert } from '@tessera/ui/alert';
import { Button } from '@tessera/ui/button';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { toast } from '@tessera/ui/toast';
import { MailCheck } from 'lucide-react';
import { accountsSchemas } from '@tessera/core/schemas';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/use-page-title';
import { SIGN_IN_PATH } from '../../lib/sign-in';
import { formMeta, useServices } from '../../lib/services';
import { useTRPC } from '../../lib/trpc';
import { applyServerError, useFieldErrors, useSchemaForm } from '../../lib/forms';
import { AuthHeading } from '../../components/auth-heading';

interface RegisterSearch {
  /** Token of the organisation invitation whose mailed link opened the page. */
  invitation?: string;
}

export const Route = createFileRoute('/_auth/register')({
  validateSearch: (search: Record<string, unknown>): RegisterSearch => ({
    invitation: typeof search.invitation === 'string' && search.invitation ? search.invitation : undefined,
  }),
  component: RegisterPage,
});

interface Sent {
  username: string;
  email: string;
  activationRequired: boolean;
  mailSent: boolean;
  /** Registered through an invitation: the account is active and already a member. */
  invited: boolean;
}

function RegisterPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth:register.title'));
  const { invitation } = Route.useSearch();
  const [sent, setSent] = useState<Sent | null>(null);
  return sent ? <ConfirmationStep sent={sent} /> : <RegisterForm onDone={setSent} invitation={invitation} />;
}

/** The registration form's rules: the server's, plus the confirmation the form alone asks for. */
const registerFormSchema = accountsSchemas.registerInputSchema
  .extend({ confirmPassword: z.string() })
  .superRefine((v, c) => {
    if (!v.confirmPassword) c.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'required' });
    else if (v.confirmPassword !== v.password)
      c.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'passwordMismatch' });
  });

function RegisterForm({ onDone, invitation }: { onDone: (s: Sent) => void; invitation?: string }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const services = useServices();
  const { systemInfo } = Route.useRouteContext();
  const invited = useQuery(
    trpc.auth.invitation.queryOptions({ token: invitation ?? '' }, { enabled: !!invitation, retry: false }),
  );
  const form = useSchemaForm(registerFormSchema, {
    defaultValues: { username: '', email: '', password: '', confirmPassword: '', invitation },
  });
  const errorOf = useFieldErrors(form.formState.errors);
  const invitedEmail = invited.data?.email;
  useEffect(() => {
    if (invitedEmail) form.setValue('email', invitedEmail);
  }, [form, invitedEmail]);
  const register = useMutation(
    trpc.auth.register.mutationOptions({
      meta: formMeta,
      onError: (error) => {
        if (!applyServerError(form, error, t)) services.reporter.report(error);
      },
    }),
  );

  const submit = form.handleSubmit(({ username, email, password }) =>
    register.mutate(
      { username, email, password, ...(invitation ? { invitation } : {}) },
      {
        onSuccess: (r) =>
          onDone({
            username,
            email,
            activationRequired: r.activationRequired,
            mailSent: r.mailSent,
            invited: !!r.joinedOrgId,
          }),
      },
    ),
  );

  if (invitation && invited.isError) {
    return (
      <div>
        <AuthHeading title={t('auth:register.heading')} />
        <Alert variant="destructive" data-testid="invitation-invalid">
          {t('errors:TOKEN_INVALID')}
        </Alert>
        <BackToLogin />
      </div>
    );
  }
  if (!systemInfo.registerEnable && !invitation) {
    return (
      <div>
        <AuthHeading title={t('auth:register.heading')} />
        <Alert variant="warning">{t('errors:REGISTER_DISABLED')}</Alert>
        <BackToLogin />
      </div>
    );
  }

  return (
    <div>
      <AuthHeading
        title={t('auth:register.heading')}
        description={
          invited.data
            ? t('auth:register.invited', { org: invited.data.orgName })
            : t('auth:register.subtitle')
        }
      />
      <form onSubmit={submit} noValidate className="grid gap-4">
        <FormField id="username" label={t('fields:username')} error={errorOf('username', 'fields:username')}>
          <Input autoComplete="username" autoFocus {...form.register('username')} />
        </FormField>
        <FormField id="email" label={t('fields:email')} error={errorOf('email', 'fields:email')}>
          <Input type="email" autoComplete="email" readOnly={!!invitedEmail} {...form.register('email')} />
        </FormField>
        <FormField
          id="password"
          label={t('fields:password')}
          error={errorOf('password', 'fields:password')}
          hint={t('auth:passwordHint')}
        >
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField
          id="confirmPassword"
          label={t('fields:confirmPassword')}
          error={errorOf('confirmPassword', 'fields:confirmPassword')}
        >
          <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <Button type="submit" loading={register.isPending} className="mt-1 w-full">
          {t('auth:register.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {t('auth:register.haveAccount')}{' '}
        <a href={SIGN_IN_PATH} className="font-medium text-primary hover:underline">
          {t('auth:register.login')}
        </a>
      </p>
    </div>
  );
}

function ConfirmationStep({ sent }: { sent: Sent }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const resend = useMutation(
    trpc.auth.resendActivation.mutationOptions({
      onSuccess: () => toast.success(t('auth:register.resent')),
    }),
  );
  if (!sent.activationRequired) {
    return (
      <div>
        <AuthHeading
          title={t('auth:register.doneTitle')}
          description={t(sent.invited ? 'auth:register.doneInvited' : 'auth:register.doneDescription')}
        />
        <Button asChild className="w-full">
          <a href={SIGN_IN_PATH}>{t('auth:register.login')}</a>
        </Button>
      </div>
    );
  }
  return (
    <div data-testid="register-sent">
      <div className="mb-5 flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary">
        <MailCheck className="size-5" />
      </div>
      <AuthHeading
        title={t('auth:register.sentTitle')}
        description={t('auth:register.sentDescription', { email: sent.email })}
      />
      {!sent.mailSent && (
        <Alert variant="warning" className="mb-4">
          {t('auth:register.mailNotSent')}
        </Alert>
      )}
      <div className="grid gap-2">
        <Button
          variant="outline"
          loading={resend.isPending}
          onClick={() => resend.mutate({ usernameOrEmail: sent.username })}
        >
          {t('auth:register.resend')}
        </Button>
        <Button asChild variant="ghost">
          <a href={SIGN_IN_PATH}>{t('auth:register.login')}</a>
        </Button>
      </div>
    </div>
  );
}

function BackToLogin() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline" className="mt-4 w-full">
      <a href={SIGN_IN_PATH}>{t('auth:register.login')}</a>
    </Button>
  );
}
