import { Button } from '@tessera/ui/button';
import { Spinner } from '@tessera/ui/spinner';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../components/brand';
import { errorText } from '../../lib/error-text';
import { goToSignIn } from '../../lib/sign-in';
import { useServices } from '../../lib/services';
import { ShareLostContext } from './share-lost';
import { useShare } from './use-share';
import type { SharedViz } from './shared-viz';
import { ShareGeoMaps } from '../../components/geo/geo-source';
import { SharePluginCharts } from '../../components/charts/plugin/share-plugin-charts';

const loadCodeForm = () => import('./share-code-form');
const CodeForm = lazy(() => loadCodeForm().then((m) => ({ default: m.CodeForm })));

/** The card of a share's gate; it is the page's main landmark, so everything on it is inside one. */
function Frame({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <div className="flex min-h-svh items-center justify-center bg-muted/40 p-6" data-testid={testId}>
      <main className="w-full max-w-sm space-y-4 rounded-xl border border-border bg-card p-6 shadow-sm">
        <Brand />
        {children}
      </main>
    </div>
  );
}

/**
 * The share page's gate: code, sign-in, expired / deleted / refused, then the shared viz. Everything shown
 * comes from the server's answer; nothing of the workspace is loaded.
 */
export function ShareGate({
  id,
  mode,
  children,
}: {
  id: string;
  mode: string | undefined;
  children: (share: SharedViz) => ReactNode;
}) {
  const { t } = useTranslation();
  const services = useServices();
  const { state, submitCode, lost } = useShare(id, mode);
  // A link that says it asks for a code fetches the form while the share's bootstrap is on its way.
  if (mode === 'CODE') void loadCodeForm();
  switch (state.kind) {
    case 'loading':
      return (
        <div className="flex min-h-svh items-center justify-center">
          <Spinner />
        </div>
      );
    case 'code':
      return (
        <Frame testId="share-code-page">
          <h1 className="text-lg font-semibold">{t('shares:page.codeTitle')}</h1>
          <p className="text-sm text-muted-foreground">{t('shares:page.codeHint')}</p>
          <Suspense fallback={<Spinner />}>
            <CodeForm wrong={state.wrong} limited={state.limited} onSubmit={submitCode} />
          </Suspense>
        </Frame>
      );
    case 'login':
      return (
        <Frame testId="share-login-page">
          <h1 className="text-lg font-semibold">{t('shares:page.loginTitle')}</h1>
          <p className="text-sm text-muted-foreground">{t('shares:page.loginHint')}</p>
          <Button
            className="w-full"
            onClick={() => {
              // Sign-in honours same-app paths only: come back to this link, its code and filters.
              services.auth.setRedirect(window.location.pathname + window.location.search);
              goToSignIn();
            }}
          >
            {t('shares:page.signIn')}
          </Button>
        </Frame>
      );
    case 'gone':
      return (
        <Frame testId="share-gone-page">
          <h1 className="text-lg font-semibold">{t(`shares:page.${state.reason}`)}</h1>
          <p className="text-sm text-muted-foreground">{t('shares:page.goneHint')}</p>
        </Frame>
      );
    case 'error':
      return (
        <Frame testId="share-error-page">
          <h1 className="text-lg font-semibold">{t('shares:page.failed')}</h1>
          <p className="text-sm text-muted-foreground">{errorText(t, state.error)}</p>
        </Frame>
      );
    case 'ready':
      return (
        <ShareLostContext.Provider value={lost}>
          <ShareGeoMaps shareToken={state.share.shareToken.authorizedToken}>
            <SharePluginCharts
              shareToken={state.share.shareToken.authorizedToken}
              vizDetail={state.share.vizDetail}
            >
              {children(state.share)}
            </SharePluginCharts>
          </ShareGeoMaps>
        </ShareLostContext.Provider>
      );
  }
}
