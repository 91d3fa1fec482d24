import type { WidgetQuery } from '@tessera/charts';
import type { BoardLoader, WidgetLine } from './board-data';
import { readLines, widgetLine, type Line } from './loaders';

interface Started {
  /** Lines that arrived before the board claimed the stream. */
  lines: WidgetLine[];
  /** The board's own line handler, once it has claimed the stream. */
  listener: ((line: WidgetLine) => void) | null;
  finished: Promise<void>;
  abort: AbortController;
}

const started = new Map<string, Started>();
/**
 * Queries a board asked for itself before its route could start them (it drew first): the route's late start
 * is then skipped, once, rather than sent twice.
 */
const askedFirst = new Set<string>();
const keyOf = (boardId: string, queries: WidgetQuery[]) => `${boardId}\n${JSON.stringify(queries)}`;
/** A stream nobody claimed (the person went elsewhere before the board drew) is cancelled after this. */
const UNCLAIMED_MS = 30_000;

/**
 * Starts a board's opening queries before the board is drawn (its route's loader, as soon as the board's
 * detail is in), so its data is on its way while the page's chunks load and render. The board claims the
 * stream once, through `claimingLoader`, when it asks for exactly these queries.
 */
export function startBoardStream(loader: BoardLoader, boardId: string, queries: WidgetQuery[]): void {
  if (queries.length === 0) return;
  const key = keyOf(boardId, queries);
  if (askedFirst.delete(key)) return;
  started.get(key)?.abort.abort();
  const abort = new AbortController();
  const stream: Started = { lines: [], listener: null, abort, finished: Promise.resolve() };
  stream.finished = loader(
    queries,
    (line) => {
      if (stream.listener) stream.listener(line);
      else stream.lines.push(line);
    },
    abort.signal,
  );
  // Rethrown to the board that claims it (which reports it); an unclaimed stream's failure is nobody's.
  stream.finished.catch(() => undefined);
  started.set(key, stream);
  setTimeout(() => {
    if (started.get(key) !== stream) return;
    started.delete(key);
    abort.abort();
  }, UNCLAIMED_MS);
}

/** `loader`, except that queries a route already started for this board come from that stream, once. */
export function claimingLoader(loader: BoardLoader, boardId: string): BoardLoader {
  return async (queries, onLine, signal) => {
    const key = keyOf(boardId, queries);
    const stream = started.get(key);
    if (!stream) {
      askedFirst.add(key);
      setTimeout(() => askedFirst.delete(key), UNCLAIMED_MS);
      return loader(queries, onLine, signal);
    }
    started.delete(key);
    const cancel = () => stream.abort.abort();
    signal.addEventListener('abort', cancel);
    for (const line of stream.lines.splice(0)) onLine(line);
    stream.listener = onLine;
    try {
      await stream.finished;
    } finally {
      signal.removeEventListener('abort', cancel);
    }
  };
}

/** The board data `public/early-fetch.js` asked for as a dashboard's page loaded (the server's own plan). */
export interface EarlyBoard {
  id: string;
  response: Promise<Response>;
}

function takeEarlyBoard(): EarlyBoard | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as { __tesseraEarlyBoard?: EarlyBoard };
  const early = w.__tesseraEarlyBoard;
  delete w.__tesseraEarlyBoard;
  return early;
}

/**
 * Takes the board data the page asked for before its scripts ran (decision D-dash-5: the server plans the
 * board's opening queries and names them in its first line) as this board's opening stream, when the server
 * planned exactly `queries`. On another plan, or when that answer failed before naming its plan, `fallback`
 * asks for `queries` itself. Answers whether there was such an answer for this board (taken once).
 */
export function adoptEarlyStream(
  boardId: string,
  queries: WidgetQuery[],
  fallback: BoardLoader,
  onResponse: (res: Response) => void = () => undefined,
  early: EarlyBoard | undefined = takeEarlyBoard(),
): boolean {
  if (!early || early.id !== boardId || queries.length === 0) return false;
  const planned = JSON.stringify(queries);
  const adopted: BoardLoader = async (asked, onLine, signal) => {
    let same = false;
    try {
      const res = await early.response;
      onResponse(res);
      await readLines(res, (o) => {
        if (signal.aborted) return false;
        if (!same) {
          same = JSON.stringify((o as { queries?: unknown }).queries) === planned;
          return same;
        }
        onLine(widgetLine(o as Line));
      });
    } catch (error) {
      // Once the plan matched, a failure is this stream's (the board reports it); before, the board asks itself.
      if (same) throw error;
    }
    if (!same && !signal.aborted) await fallback(asked, onLine, signal);
  };
  startBoardStream(adopted, boardId, queries);
  return true;
}
