import { Toaster, toast } from '@tessera/ui/toast';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { StatusPage } from '../components/status-page';
import { useApplyTheme } from '../hooks/use-theme';
import { describeError, messageOf } from '../lib/app-error';
import { createAuthStore } from '../lib/auth-store';
import { createErrorReporter } from '../lib/error-reporter';
import { acceptLanguage, createI18n, startNamespaces } from '../lib/i18n';
import { leaveNotice, SESSION_EXPIRED, showLeftNotice } from '../lib/notices';
import { ReportErrorProvider } from '../lib/report-error';
import { createLoginClient, type SystemInfo } from './login-client';
import { LoginPage } from './login-page';
import '../styles.css';

// The sign-in page is an entry of its own (login.html, which the server answers for /login): a cold visit
// loads React, i18next, react-hook-form and the tRPC client, none of the workspace's router, queries or
// schemas. Signing in hands over to the app with a page load (decision D-login-1).
const auth = createAuthStore();
const i18n = createI18n();
const client = createLoginClient({ auth, acceptLanguage: () => acceptLanguage(i18n) });
const reporter = createErrorReporter({
  showError: (message, options) => toast.error(message, options),
  unauthorizedMessage: () => i18n.t('errors:UNAUTHENTICATED'),
  describe: (error) => describeError(i18n, error),
  onUnauthorized: () => auth.clear(),
});
window.addEventListener('unhandledrejection', (event) => reporter.report(event.reason));

const root = createRoot(document.getElementById('root')!);
const render = (page: React.ReactNode) =>
  root.render(
    <StrictMode>
      <ReportErrorProvider value={reporter.report}>
        <I18nextProvider i18n={i18n}>
          <Root>{page}</Root>
        </I18nextProvider>
      </ReportErrorProvider>
    </StrictMode>,
  );

// Spec §2, as in the app's root: nothing renders until the system information (and the texts) are known.
Promise.all([client.system.info.query(), i18n.loadNamespaces([...startNamespaces])]).then(
  ([info]) => start(info),
  (error: unknown) => render(<InitError error={error} />),
);

function start(info: SystemInfo) {
  if (!info.initialized) return window.location.replace('/setup');
  auth.setTokenTimeout(Number(info.tokenTimeout));
  if (auth.sessionState() === 'expired') {
    leaveNotice(SESSION_EXPIRED);
    auth.clear();
  }
  showLeftNotice(i18n);
  render(<LoginPage client={client} auth={auth} info={info} />);
}

function Root({ children }: { children: React.ReactNode }) {
  useApplyTheme();
  const { t } = useTranslation();
  return (
    <>
      {children}
      <Toaster closeLabel={t('common:actions.close')} />
    </>
  );
}

function InitError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="!"
      title={t('common:init.error')}
      detail={messageOf(error)}
      action={{ label: t('common:actions.refresh'), onClick: () => window.location.reload() }}
    />
  );
}
