import type { TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '@tessera/api';
import { clientTransformer } from '@tessera/sdk/transport';

/** A call `public/early-fetch.js` started before the app's scripts ran. */
interface EarlyCall {
  /** The input it was asked with (none for the user, their settings and the system information). */
  input?: unknown;
  /** Its item of the batch's answer (`{ result }` or `{ error }`), or null when the request failed. */
  answer: Promise<unknown>;
}

type EarlyCalls = Partial<Record<string, EarlyCall>>;

/** Whether an operation asks exactly what the early call asked, so its answer may stand in. */
function sameCall(path: string, call: EarlyCall, input: unknown): boolean {
  if (path === 'system.info') return true;
  if (path === 'share.open') {
    // The app names "no authentication" with null or leaves it out.
    const open = input as { id?: unknown; authenticationMode?: unknown; authenticationCode?: unknown } | null;
    return (
      open?.id === (call.input as { id?: unknown }).id &&
      open?.authenticationMode == null &&
      open?.authenticationCode == null
    );
  }
  // Everything else under the token the page started with, with the very same input.
  return JSON.stringify(input ?? null) === JSON.stringify(call.input ?? null);
}

/** The early answer's data, or null when it failed in any way (the caller then asks the server itself). */
async function earlyData(answer: Promise<unknown>): Promise<{ data: unknown } | null> {
  try {
    const item = (await answer) as { result?: { data?: unknown } } | null | undefined;
    if (!item?.result || !('data' in item.result)) return null;
    return { data: clientTransformer.deserialize(item.result.data as never) };
  } catch {
    return null;
  }
}

/**
 * Hands the app's first `system.info`, `user.me` and `settings.user`, an organisation page's `permission.mine`
 * (and the Vizs section's `viz.folders` and `storyboard.list`), a dashboard page's `dashboard.byId` and a
 * public share's first `share.open` the answers that `public/early-fetch.js` fetched while the scripts were
 * loading, each taken once. Anything else, and any early call that failed, goes on to the network as usual,
 * so errors read exactly as they always do.
 */
export function earlyLink(calls: EarlyCalls | undefined = readEarlyCalls()): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        const call = calls?.[op.path];
        if (!call || !sameCall(op.path, call, op.input)) return next(op).subscribe(observer);
        delete calls![op.path];
        let closed = false;
        let forwarded: { unsubscribe: () => void } | undefined;
        void earlyData(call.answer).then((answer) => {
          if (closed) return;
          if (!answer) {
            forwarded = next(op).subscribe(observer);
            return;
          }
          observer.next({ result: { type: 'data', data: answer.data } });
          observer.complete();
        });
        return () => {
          closed = true;
          forwarded?.unsubscribe();
        };
      });
}

function readEarlyCalls(): EarlyCalls | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as { __tesseraEarly?: EarlyCalls }).__tesseraEarly;
}
