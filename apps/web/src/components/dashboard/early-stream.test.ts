import type { WidgetQuery } from '@tessera/charts';
import { describe, expect, it, vi } from 'vitest';
import type { BoardLoader, WidgetLine } from './board-data';
import { claimingLoader, startBoardStream } from './early-stream';

const query = (widgetId: string, pageSize = 100) =>
  ({ widgetId, request: { viewId: 'v1', pageInfo: { pageNo: 1, pageSize } } }) as unknown as WidgetQuery;
const line = (widgetId: string): WidgetLine => ({ widgetId, error: `answer of ${widgetId}` });

/** A loader whose answers the test releases by hand, counting the requests it was asked for. */
function manualLoader() {
  const calls: {
    queries: WidgetQuery[];
    onLine: (l: WidgetLine) => void;
    signal: AbortSignal;
    end: () => void;
  }[] = [];
  const loader: BoardLoader = (queries, onLine, signal) =>
    new Promise<void>((end) => calls.push({ queries, onLine, signal, end }));
  return { loader, calls };
}

describe('a board stream started by the route', () => {
  it('is claimed once by the board asking for the same queries: lines before and after the claim arrive', async () => {
    const { loader, calls } = manualLoader();
    const queries = [query('a'), query('b')];
    startBoardStream(loader, 'board-1', queries);
    calls[0]!.onLine(line('a')); // before the board is drawn
    const got: string[] = [];
    const claimed = claimingLoader(loader, 'board-1')(
      queries,
      (l) => got.push(l.widgetId),
      new AbortController().signal,
    );
    calls[0]!.onLine(line('b')); // after
    calls[0]!.end();
    await claimed;
    expect(got).toEqual(['a', 'b']);
    expect(calls).toHaveLength(1);
    // A second claim (a refresh) asks the server again.
    void claimingLoader(loader, 'board-1')(queries, () => undefined, new AbortController().signal);
    expect(calls).toHaveLength(2);
  });

  it('is not started when the board drew first and asked for the same queries itself', () => {
    const { loader, calls } = manualLoader();
    const queries = [query('a'), query('b')];
    void claimingLoader(loader, 'board-4')(queries, () => undefined, new AbortController().signal);
    startBoardStream(loader, 'board-4', queries);
    expect(calls).toHaveLength(1);
    // Only that once: the next time the page is entered, its route starts the stream again.
    startBoardStream(loader, 'board-4', queries);
    expect(calls).toHaveLength(2);
    // Other queries of that board are started as usual.
    startBoardStream(loader, 'board-4', [query('c')]);
    expect(calls).toHaveLength(3);
  });

  it('is not used for other queries or another board, and is cancelled when unclaimed', () => {
    vi.useFakeTimers();
    try {
      const { loader, calls } = manualLoader();
      startBoardStream(loader, 'board-2', [query('a')]);
      void claimingLoader(loader, 'board-2')(
        [query('a', 500)],
        () => undefined,
        new AbortController().signal,
      );
      void claimingLoader(loader, 'board-3')([query('a')], () => undefined, new AbortController().signal);
      expect(calls).toHaveLength(3);
      expect(calls[0]!.signal.aborted).toBe(false);
      vi.advanceTimersByTime(30_000);
      expect(calls[0]!.signal.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is cancelled when the board that claimed it goes away, and passes its failure on', async () => {
    const { loader, calls } = manualLoader();
    const failing: BoardLoader = (q, onLine, signal) =>
      loader(q, onLine, signal).then(() => {
        throw new Error('stream broke');
      });
    startBoardStream(failing, 'board-4', [query('a')]);
    const leave = new AbortController();
    const claimed = claimingLoader(loader, 'board-4')([query('a')], () => undefined, leave.signal);
    leave.abort();
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.end();
    await expect(claimed).rejects.toThrow('stream broke');
  });
});
