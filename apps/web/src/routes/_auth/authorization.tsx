import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Button } from '@tessera/ui/button';
import { Spinner } from '@tessera/ui/spinner';
import { CircleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/use-page-title';
import { SIGN_IN_PATH } from '../../lib/sign-in';
import { messageOf } from '../../lib/app-error';
import { useServices } from '../../lib/services';
import { AuthHeading } from '../../components/auth-heading';

interface AuthorizationSearch {
  authorization_token?: string;
  error_message?: string;
}

export const Route = createFileRoute('/_auth/authorization')({
  validateSearch: (search: Record<string, unknown>): AuthorizationSearch => ({
    ...(typeof search.authorization_token === 'string'
      ? { authorization_token: search.authorization_token }
      : {}),
    ...(typeof search.error_message === 'string' ? { error_message: search.error_message } : {}),
  }),
  component: AuthorizationPage,
});

/** The end of a third-party sign-in: the server redirects here with a token or an error. */
function AuthorizationPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth:authorization.title'));
  const search = Route.useSearch();
  const services = useServices();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(
    search.error_message ?? (search.authorization_token ? null : t('common:authError')),
  );
  const started = useRef(false);

  useEffect(() => {
    const token = search.authorization_token;
    if (!token || started.current) return;
    started.current = true;
    services.auth.setToken(token);
    // The token must not stay in the address bar or the history.
    window.history.replaceState(null, '', '/authorization');
    services.queryClient
      .fetchQuery(services.trpc.user.me.queryOptions())
      .then((user) => {
        services.signIn(null, user);
        void navigate({ href: services.auth.consumeRedirect() });
      })
      .catch((e: unknown) => {
        services.auth.setToken(null);
        setError(messageOf(e));
      });
  }, [search.authorization_token, services, navigate]);

  if (error) {
    return (
      <div data-testid="authorization-error">
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
      {t('auth:authorization.pending')}
    </div>
  );
}
