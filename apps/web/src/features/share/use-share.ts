import { useCallback, useEffect, useRef, useState } from 'react';
import { appErrorOf } from '../../lib/app-error';
import { useServices } from '../../lib/services';
import { takePrefetchedShare } from './share-prefetch';
import { goneReasonOf, type GoneReason } from './share-lost';
import type { SharedViz } from './shared-viz';

export type ShareState =
  | { kind: 'loading' }
  | { kind: 'code'; wrong: boolean; limited: boolean }
  | { kind: 'login' }
  | { kind: 'gone'; reason: GoneReason }
  | { kind: 'error'; error: unknown }
  | { kind: 'ready'; share: SharedViz };

/**
 * The share page's bootstrap (`share.open`): asks for the code of a CODE link, for a sign-in on a LOGIN link,
 * and says plainly when a link is expired, deleted or not for this visitor.
 */
export function useShare(id: string, mode: string | undefined) {
  const { trpcClient } = useServices();
  const [state, setState] = useState<ShareState>(
    mode === 'CODE' ? { kind: 'code', wrong: false, limited: false } : { kind: 'loading' },
  );
  const open = useCallback(
    async (code?: string) => {
      setState({ kind: 'loading' });
      try {
        const early = code === undefined ? await takePrefetchedShare(id) : undefined;
        if (early && !early.ok) throw early.error;
        const share =
          early?.share ??
          (await trpcClient.share.open.mutate({
            id,
            authenticationMode: code === undefined ? null : 'CODE',
            authenticationCode: code ?? null,
          }));
        setState({ kind: 'ready', share });
      } catch (e) {
        const code_ = appErrorOf(e)?.code;
        const gone = goneReasonOf(e);
        if (code_ === 'SHARE_CODE_INVALID')
          setState({ kind: 'code', wrong: code !== undefined, limited: false });
        else if (code_ === 'RATE_LIMITED') setState({ kind: 'code', wrong: false, limited: true });
        else if (code_ === 'SHARE_LOGIN_REQUIRED' || code_ === 'UNAUTHENTICATED') setState({ kind: 'login' });
        else if (gone) setState({ kind: 'gone', reason: gone });
        // A malformed id is a link that does not exist.
        else if (code_ === 'NOT_FOUND' || code_ === 'INVALID_INPUT')
          setState({ kind: 'gone', reason: 'missing' });
        else setState({ kind: 'error', error: e });
      }
    },
    [id, trpcClient],
  );
  useEffect(() => {
    if (mode !== 'CODE') void open();
  }, [mode, open]);
  const reopening = useRef(false);
  /**
   * A later call (execute) found the link expired or deleted: the page stops, whatever it showed. When
   * the owner changed the link (its code, mode or lists), the session ended: the page opens the link
   * again, which asks a CODE link's code anew (once, however many widgets were refused).
   */
  const lost = useCallback(
    (e: unknown) => {
      if (appErrorOf(e)?.code === 'SHARE_SESSION_ENDED') {
        if (reopening.current) return;
        reopening.current = true;
        void open().finally(() => {
          reopening.current = false;
        });
        return;
      }
      const gone = goneReasonOf(e);
      if (gone) setState({ kind: 'gone', reason: gone });
    },
    [open],
  );
  return { state, submitCode: (code: string) => void open(code), lost };
}
