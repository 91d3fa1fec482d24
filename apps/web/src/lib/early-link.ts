import type { TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '@tessera/api';
import { clientTransformer } from '@tessera/sdk/transport';

/** A call `public/early-fetch.js` started before the app's scripts ran. */
interface EarlyCall {
  /** The share id, for `share.open`; the dashboard id, for `dashboard.byId`. */
  id?: string;
  response: Promise<Response>;
}

type EarlyCalls = Partial<Record<string, EarlyCall>>;

/** Whether an operation asks exactly what the early call asked, so its answer may stand in. */
function sameCall(path: string, call: EarlyCall, input: unknown): boolean {
  if (path === 'system.info') return true;
  // The signed-in user and their settings: asked with no input, under the token the page started with.
  if (path === 'user.me' || path === 'settings.user') return input === undefined;
  // A dashboard's page: the same board, under that token too.
  if (path === 'dashboard.byId') return (input as { id?: unknown } | null)?.id === call.id;
  if (path !== 'share.open') return false;
  const open = input as { id?: unknown; authenticationMode?: unknown; authenticationCode?: unknown } | null;
  return open?.id === call.id && open?.authenticationMode == null && open?.authenticationCode == null;
}

/** The early answer's data, or null when it failed in any way (the caller then asks the server itself). */
async function earlyData(response: Promise<Response>): Promise<{ data: unknown } | null> {
  try {
    const res = await response;
    if (!res.ok) return null;
    const body = (await res.json()) as [{ result?: { data?: unknown } }] | unknown;
    const item = Array.isArray(body) ? (body[0] as { result?: { data?: unknown } } | undefined) : undefined;
    if (!item?.result || !('data' in item.result)) return null;
    return { data: clientTransformer.deserialize(item.result.data as never) };
  } catch {
    return null;
  }
}

/**
 * Hands the app's first `system.info`, `user.me` and `settings.user`, a dashboard page's `dashboard.byId` and a
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
        void earlyData(call.response).then((answer) => {
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
