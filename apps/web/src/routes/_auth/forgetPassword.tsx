import { useMutation } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Button } from '@tessera/ui/button';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { Tabs, TabsList, TabsTrigger } from '@tessera/ui/tabs';
import { toast } from '@tessera/ui/toast';
import { ArrowLeft } from 'lucide-react';
import { accountsSchemas } from '@tessera/core/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/use-page-title';
import { goToSignIn, SIGN_IN_PATH } from '../../lib/sign-in';
import { leaveNotice } from '../../lib/notices';
import { formMeta, useServices } from '../../lib/services';
import { useTRPC } from '../../lib/trpc';
import { applyServerError, useFieldErrors, useSchemaForm } from '../../lib/forms';
import { AuthHeading } from '../../components/auth-heading';

export const Route = createFileRoute('/_auth/forgetPassword')({ component: ForgetPasswordPage });

type PrincipalType = 'EMAIL' | 'USERNAME';

function ForgetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth:forgot.title'));
  // The reset token lives in memory only: it pairs the mailed code with this browser tab.
  const [request, setRequest] = useState<{ token: string; principal: string } | null>(null);
  return (
    <div>
      {request ? (
        <ResetStep token={request.token} principal={request.principal} onBack={() => setRequest(null)} />
      ) : (
        <RequestStep onSent={setRequest} />
      )}
      <p className="mt-6 text-center text-sm">
        <a
          href={SIGN_IN_PATH}
          className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
        >
          <ArrowLeft className="size-3.5" />
          {t('auth:forgot.backToLogin')}
        </a>
      </p>
    </div>
  );
}

function RequestStep({ onSent }: { onSent: (r: { token: string; principal: string }) => void }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const services = useServices();
  const [type, setType] = useState<PrincipalType>('EMAIL');
  const form = useSchemaForm(accountsSchemas.forgotPasswordInputSchema, {
    defaultValues: { type: 'EMAIL', principal: '' },
  });
  const errorOf = useFieldErrors(form.formState.errors);
  const forgot = useMutation(
    trpc.auth.forgotPassword.mutationOptions({
      meta: formMeta,
      onError: (error) => {
        if (!applyServerError(form, error, t)) services.reporter.report(error);
      },
    }),
  );
  const submit = form.handleSubmit(({ principal }) =>
    forgot.mutate(
      { type, principal },
      {
        onSuccess: ({ token }) => {
          toast.success(t('auth:forgot.codeSent'));
          onSent({ token, principal });
        },
      },
    ),
  );
  return (
    <>
      <AuthHeading title={t('auth:forgot.heading')} description={t('auth:forgot.subtitle')} />
      <form onSubmit={submit} noValidate className="grid gap-4">
        <Tabs
          value={type}
          onValueChange={(v) => {
            setType(v as PrincipalType);
            form.setValue('type', v as PrincipalType);
            form.clearErrors();
          }}
        >
          <TabsList className="w-full">
            <TabsTrigger value="EMAIL">{t('auth:forgot.byEmail')}</TabsTrigger>
            <TabsTrigger value="USERNAME">{t('auth:forgot.byUsername')}</TabsTrigger>
          </TabsList>
        </Tabs>
        <FormField
          id="principal"
          label={type === 'EMAIL' ? t('fields:email') : t('fields:username')}
          error={errorOf('principal', type === 'EMAIL' ? 'fields:email' : 'fields:username')}
        >
          <Input type={type === 'EMAIL' ? 'email' : 'text'} autoFocus {...form.register('principal')} />
        </FormField>
        <Button type="submit" loading={forgot.isPending} className="w-full">
          {t('auth:forgot.sendCode')}
        </Button>
      </form>
    </>
  );
}

/** The server's rules; the form also asks for the confirmation, which Datart's client checks itself. */
const resetFormSchema = accountsSchemas.resetPasswordInputSchema.superRefine((v, c) => {
  if (!v.confirmPassword) c.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'required' });
});

function ResetStep({ token, principal, onBack }: { token: string; principal: string; onBack: () => void }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const services = useServices();
  const form = useSchemaForm(resetFormSchema, {
    defaultValues: { token, newPassword: '', confirmPassword: '', verifyCode: '' },
  });
  const errorOf = useFieldErrors(form.formState.errors);
  const reset = useMutation(
    trpc.auth.resetPassword.mutationOptions({
      meta: formMeta,
      onSuccess: () => {
        // The sign-in page is a page load away: it shows the notice (decision D-login-1).
        leaveNotice({ kind: 'success', text: 'auth:forgot.done', key: 'password-reset' });
        goToSignIn();
      },
      onError: (error) => {
        if (!applyServerError(form, error, t)) services.reporter.report(error);
      },
    }),
  );
  const submit = form.handleSubmit((values) => reset.mutate(values));
  return (
    <>
      <AuthHeading
        title={t('auth:forgot.resetHeading')}
        description={t('auth:forgot.resetSubtitle', { principal })}
      />
      <form onSubmit={submit} noValidate className="grid gap-4">
        <FormField
          id="verifyCode"
          label={t('fields:verifyCode')}
          error={errorOf('verifyCode', 'fields:verifyCode')}
        >
          <Input autoComplete="one-time-code" inputMode="text" autoFocus {...form.register('verifyCode')} />
        </FormField>
        <FormField
          id="newPassword"
          label={t('fields:newPassword')}
          error={errorOf('newPassword', 'fields:newPassword')}
          hint={t('auth:passwordHint')}
        >
          <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
        </FormField>
        <FormField
          id="confirmPassword"
          label={t('fields:confirmPassword')}
          error={errorOf('confirmPassword', 'fields:confirmPassword')}
        >
          <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <Button type="submit" loading={reset.isPending} className="w-full">
          {t('auth:forgot.reset')}
        </Button>
        <Button type="button" variant="ghost" onClick={onBack}>
          {t('auth:forgot.resend')}
        </Button>
      </form>
    </>
  );
}
