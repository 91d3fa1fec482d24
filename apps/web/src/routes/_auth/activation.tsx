import { useMutation } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Button } from '@tessera/ui/button';
import { Spinner } from '@tessera/ui/spinner';
import { CircleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/use-page-title';
import { SIGN_IN_PATH } from '../../lib/sign-in';
import { messageOf } from '../../lib/app-error';
import { formMeta, useServices } from '../../lib/services';
import { useTRPC } from '../../lib/trpc';
import { AuthHeading } from '../../components/auth-heading';

export const Route = createFileRoute('/_auth/activation')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: ActivationPage,
});

function ActivationPage() {
  const trpc = useTRPC();
  const { t } = useTranslation();
  usePageTitle(t('auth:activation.title'));
  const { token } = Route.useSearch();
  const services = useServices();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(token ? null : t('errors:TOKEN_INVALID'));
  const activate = useMutation(trpc.auth.activate.mutationOptions({ meta: formMeta }));
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    activate.mutate(
      { token },
      {
        onSuccess: (result) => {
          services.signIn(result.token, result.user);
          void navigate({ to: '/' });
        },
        onError: (e) => setError(messageOf(e)),
      },
    );
  }, [token, activate, services, navigate]);

  if (error) {
    return (
      <div data-testid="activation-error">
        <div className="mb-5 flex size-11 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <CircleAlert className="size-5" />
        </div>
        <AuthHeading title={t('common:authError')} description={error} />
        <Button asChild className="w-full">
          <a href={SIGN_IN_PATH}>{t('auth:register.login')}</a>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-sm text-muted-foreground">
      <Spinner className="size-6 text-primary" />
      {t('auth:activation.pending')}
    </div>
  );
}
