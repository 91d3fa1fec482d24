import { useNavigate } from '@tanstack/react-router';
import { Button } from '@tessera/ui/button';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { Spinner } from '@tessera/ui/spinner';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Brand } from '../components/brand';
import { errorText } from '../lib/error-text';
import { useServices } from '../lib/services';
import { ShareLostContext } from './share-lost';
import { useShare, type SharedViz } from './use-share';
import { ShareGeoMaps } from '../components/geo/geo-source';

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

function CodeForm({
  wrong,
  limited,
  onSubmit,
}: {
  wrong: boolean;
  limited: boolean;
  onSubmit: (code: string) => void;
}) {
  const { t } = useTranslation();
  const form = useForm({ defaultValues: { code: '' } });
  const error = limited ? t('shares:page.limited') : wrong ? t('shares:page.wrongCode') : undefined;
  return (
    <form noValidate className="grid gap-3" onSubmit={form.handleSubmit((v) => onSubmit(v.code.trim()))}>
      <h1 className="text-lg font-semibold">{t('shares:page.codeTitle')}</h1>
      <p className="text-sm text-muted-foreground">{t('shares:page.codeHint')}</p>
      <FormField id="share-code" label={t('shares:page.code')} error={error}>
        <Input
          id="share-code"
          autoFocus
          autoComplete="off"
          maxLength={64}
          {...form.register('code', { required: true })}
        />
      </FormField>
      <Button type="submit" data-testid="share-code-submit">
        {t('shares:page.open')}
      </Button>
    </form>
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
  const navigate = useNavigate();
  const { state, submitCode, lost } = useShare(id, mode);
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
          <CodeForm wrong={state.wrong} limited={state.limited} onSubmit={submitCode} />
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
              void navigate({ to: '/login' });
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
            {children(state.share)}
          </ShareGeoMaps>
        </ShareLostContext.Provider>
      );
  }
}
