import type { Services } from '../../lib/services';
import type { SharedViz } from './shared-viz';

type Settled = { ok: true; share: SharedViz } | { ok: false; error: unknown };

const early = new Map<string, Promise<Settled>>();

/**
 * Starts a share page's bootstrap from the route's loader, while the page's own chunks are still loading
 * (otherwise it would wait for them to mount). Kept settled — a failure is handed to the page, which shows
 * it — and taken once: a later open (after a code, a sign-in) asks again. For a board (`board`, known from
 * the address) the code that plans its opening queries loads alongside the bootstrap, ahead of the page's
 * other chunks, so those queries start the moment the bootstrap answers.
 */
export function prefetchShare(trpcClient: Services['trpcClient'], id: string, board = false): void {
  if (early.has(id)) return;
  const loadBoardCode = () => import('./shared-board');
  const boardCode = board ? loadBoardCode() : null;
  // Not reported here: if it failed, the page's own (retried) chunk load shows it.
  boardCode?.catch(() => undefined);
  early.set(
    id,
    trpcClient.share.open.mutate({ id, authenticationMode: null, authenticationCode: null }).then(
      (share): Settled => {
        // A board's opening queries start now, not once its page has loaded and rendered.
        if (share.vizType === 'DASHBOARD')
          (boardCode ?? loadBoardCode()).then(
            (m) => m.startOpeningQueries(trpcClient, share),
            () => undefined,
          );
        return { ok: true, share };
      },
      (error: unknown): Settled => ({ ok: false, error }),
    ),
  );
}

/** The bootstrap started by `prefetchShare` for this id, if any (and forgets it). */
export function takePrefetchedShare(id: string): Promise<Settled> | undefined {
  const settled = early.get(id);
  early.delete(id);
  return settled;
}
