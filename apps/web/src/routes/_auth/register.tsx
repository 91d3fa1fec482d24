import { createFileRoute, Link } from '@tanstack/react-router';
import { Alert } from '@tessera/ui/alert';
import { Button } from '@tessera/ui/button';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { toast } from '@tessera/ui/toast';
import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../hooks/use-form';
import { usePageTitle } from '../../hooks/use-page-title';
import { formMeta, useServices } from '../../lib/services';
import { api } from '../../lib/trpc';
import { email, matches, password, username } from '../../lib/validation';
import { AuthHeading } from './-components/auth-heading';

export const Route = createFileRoute('/_auth/register')({ component: RegisterPage });

interface Sent {
  username: string;
  email: string;
  activationRequired: boolean;
  mailSent: boolean;
}

function RegisterPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth:register.title'));
  const [sent, setSent] = useState<Sent | null>(null);
  return sent ? <ConfirmationStep sent={sent} /> : <RegisterForm onDone={setSent} />;
}

function RegisterForm({ onDone }: { onDone: (s: Sent) => void }) {
  const { t } = useTranslation();
  const services = useServices();
  const { systemInfo } = Route.useRouteContext();
  const initial = { username: '', email: '', password: '', confirmPassword: '' };
  const form = useForm({
    initial,
    schema: {
      username: [username],
      email: [email],
      password: [password],
      confirmPassword: [matches<typeof initial>('password')],
    },
    labels: {
      username: 'fields:username',
      email: 'fields:email',
      password: 'fields:password',
      confirmPassword: 'fields:confirmPassword',
    },
  });
  const register = api.auth.register.useMutation({
    meta: formMeta,
    onError: (error) => {
      if (!form.applyServerError(error)) services.reporter.report(error);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.check()) return;
    const { username: name, email: mail, password: pw } = form.values;
    register.mutate(
      { username: name.trim(), email: mail.trim(), password: pw },
      {
        onSuccess: (r) =>
          onDone({
            username: name.trim(),
            email: mail.trim(),
            activationRequired: r.activationRequired,
            mailSent: r.mailSent,
          }),
      },
    );
  };

  if (!systemInfo.registerEnable) {
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
      <AuthHeading title={t('auth:register.heading')} description={t('auth:register.subtitle')} />
      <form onSubmit={submit} noValidate className="grid gap-4">
        <FormField id="username" label={t('fields:username')} error={form.errorText('username')}>
          <Input autoComplete="username" autoFocus {...form.field('username')} />
        </FormField>
        <FormField id="email" label={t('fields:email')} error={form.errorText('email')}>
          <Input type="email" autoComplete="email" {...form.field('email')} />
        </FormField>
        <FormField
          id="password"
          label={t('fields:password')}
          error={form.errorText('password')}
          hint={t('auth:passwordHint')}
        >
          <Input type="password" autoComplete="new-password" {...form.field('password')} />
        </FormField>
        <FormField
          id="confirmPassword"
          label={t('fields:confirmPassword')}
          error={form.errorText('confirmPassword')}
        >
          <Input type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
        </FormField>
        <Button type="submit" loading={register.isPending} className="mt-1 w-full">
          {t('auth:register.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {t('auth:register.haveAccount')}{' '}
        <Link to="/login" className="font-medium text-primary hover:underline">
          {t('auth:register.login')}
        </Link>
      </p>
    </div>
  );
}

function ConfirmationStep({ sent }: { sent: Sent }) {
  const { t } = useTranslation();
  const resend = api.auth.resendActivation.useMutation({
    onSuccess: () => toast.success(t('auth:register.resent')),
  });
  if (!sent.activationRequired) {
    return (
      <div>
        <AuthHeading title={t('auth:register.doneTitle')} description={t('auth:register.doneDescription')} />
        <Button asChild className="w-full">
          <Link to="/login">{t('auth:register.login')}</Link>
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
          <Link to="/login">{t('auth:register.login')}</Link>
        </Button>
      </div>
    </div>
  );
}

function BackToLogin() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline" className="mt-4 w-full">
      <Link to="/login">{t('auth:register.login')}</Link>
    </Button>
  );
}
