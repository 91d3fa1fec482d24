import { useMutation } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Button } from '@tessera/ui/button';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { ArrowRight, CircleCheck, Sparkles } from 'lucide-react';
import { accountsSchemas } from '@tessera/core/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/use-page-title';
import { SIGN_IN_PATH } from '../../lib/sign-in';
import { formMeta, useServices } from '../../lib/services';
import { useTRPC } from '../../lib/trpc';
import { applyServerError, useFieldErrors, useSchemaForm } from '../../lib/forms';
import { AuthHeading } from '../../components/auth-heading';

export const Route = createFileRoute('/_auth/setup')({ component: SetupPage });

type Step = 'welcome' | 'form' | 'done';

function SetupPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth:setup.title'));
  const [step, setStep] = useState<Step>('welcome');
  return (
    <div>
      <StepDots step={step} />
      {step === 'welcome' && <Welcome onNext={() => setStep('form')} />}
      {step === 'form' && <FirstUserForm onDone={() => setStep('done')} />}
      {step === 'done' && <Done />}
    </div>
  );
}

function StepDots({ step }: { step: Step }) {
  const steps: Step[] = ['welcome', 'form', 'done'];
  const at = steps.indexOf(step);
  return (
    <div className="mb-6 flex gap-1.5" aria-hidden>
      {steps.map((s, i) => (
        <span key={s} className={`h-1 flex-1 rounded-full ${i <= at ? 'bg-primary' : 'bg-muted'}`} />
      ))}
    </div>
  );
}

function Welcome({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation();
  return (
    <div>
      <div className="mb-5 flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Sparkles className="size-5" />
      </div>
      <AuthHeading title={t('auth:setup.welcomeTitle')} description={t('auth:setup.welcomeDescription')} />
      <Button className="w-full" onClick={onNext}>
        {t('auth:setup.start')}
        <ArrowRight />
      </Button>
    </div>
  );
}

function FirstUserForm({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const services = useServices();
  const form = useSchemaForm(accountsSchemas.setupInputSchema.shape.user, {
    defaultValues: { username: '', email: '', password: '', name: '' },
  });
  const errorOf = useFieldErrors(form.formState.errors);
  const setup = useMutation(
    trpc.system.setup.mutationOptions({
      meta: formMeta,
      onSuccess: () => {
        services.queryClient.setQueryData(services.trpc.system.info.queryKey(), (info) =>
          info ? { ...info, initialized: true } : info,
        );
        onDone();
      },
      onError: (error) => {
        if (!applyServerError(form, error, t)) services.reporter.report(error);
      },
    }),
  );
  const submit = form.handleSubmit((user) => setup.mutate({ user }));
  return (
    <div>
      <AuthHeading title={t('auth:setup.formTitle')} description={t('auth:setup.formDescription')} />
      <form onSubmit={submit} noValidate className="grid gap-4">
        <FormField id="username" label={t('fields:username')} error={errorOf('username', 'fields:username')}>
          <Input autoComplete="username" autoFocus {...form.register('username')} />
        </FormField>
        <FormField id="email" label={t('fields:email')} error={errorOf('email', 'fields:email')}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
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
          id="name"
          label={t('fields:name')}
          error={errorOf('name', 'fields:name')}
          hint={t('common:optional')}
        >
          <Input autoComplete="name" {...form.register('name')} />
        </FormField>
        <Button type="submit" loading={setup.isPending} className="mt-1 w-full">
          {t('auth:setup.submit')}
        </Button>
      </form>
    </div>
  );
}

function Done() {
  const { t } = useTranslation();
  return (
    <div data-testid="setup-done">
      <div className="mb-5 flex size-11 items-center justify-center rounded-full bg-success/15 text-success">
        <CircleCheck className="size-5" />
      </div>
      <AuthHeading title={t('auth:setup.doneTitle')} description={t('auth:setup.doneDescription')} />
      <Button asChild className="w-full">
        <a href={SIGN_IN_PATH}>{t('auth:setup.goToLogin')}</a>
      </Button>
    </div>
  );
}
