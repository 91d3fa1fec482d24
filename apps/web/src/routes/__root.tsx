import { createRootRouteWithContext, Outlet, type ErrorComponentProps } from '@tanstack/react-router';
import { Toaster } from '@tessera/ui/toast';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../components/not-found-page';
import { StatusPage } from '../components/status-page';
import { useApplyTheme } from '../hooks/use-theme';
import { leaveNotice, SESSION_EXPIRED, showLeftNotice } from '../lib/notices';
import { useServices } from '../lib/services';
import type { RouterContext } from '../lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Spec §2: nothing renders until the system information is known.
  beforeLoad: async ({ context }) => {
    const systemInfo = await context.queryClient.ensureQueryData(context.trpc.system.info.queryOptions());
    context.auth.setTokenTimeout(Number(systemInfo.tokenTimeout));
    if (context.auth.sessionState() === 'expired') {
      // Shown by the page this navigation ends on: this app's, or the sign-in page's (a page load away).
      leaveNotice(SESSION_EXPIRED);
      context.services.forgetSession();
    }
    return { systemInfo };
  },
  component: RootComponent,
  notFoundComponent: NotFoundPage,
  errorComponent: InitError,
});

function RootComponent() {
  useApplyTheme();
  const { t } = useTranslation();
  const { i18n } = useServices();
  useEffect(() => showLeftNotice(i18n), [i18n]);
  return (
    <>
      <Outlet />
      <Toaster closeLabel={t('common:actions.close')} />
    </>
  );
}

function InitError({ error }: ErrorComponentProps) {
  useApplyTheme();
  const { t } = useTranslation();
  return (
    <StatusPage
      code="!"
      title={t('common:init.error')}
      detail={error instanceof Error ? error.message : String(error)}
      action={{ label: t('common:actions.refresh'), onClick: () => window.location.reload() }}
    />
  );
}
