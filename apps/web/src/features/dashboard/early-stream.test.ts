import type { WidgetQuery } from '@tessera/charts';
import { describe, expect, it, vi } from 'vitest';
import type { BoardLoader, WidgetLine } from './board-data';
import { adoptEarlyStream, claimingLoader, startBoardStream } from './early-stream';

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

describe('the board data the page asked for as it loaded (the server’s plan)', () => {
  /** An NDJSON answer as `POST /viz/dashboards/{id}/data` with `opening` writes it. */
  const answer = (lines: object[], status = 200) =>
    Promise.resolve(
      new Response(lines.map((l) => `${JSON.stringify(l)}\n`).join(''), {
        status,
        headers: { 'Content-Type': 'application/x-ndjson' },
      }),
    );
  const claim = async (boardId: string, queries: WidgetQuery[], loader: BoardLoader) => {
    const got: WidgetLine[] = [];
    await claimingLoader(loader, boardId)(queries, (l) => got.push(l), new AbortController().signal);
    return got;
  };

  it('is the board’s opening stream when the server planned the same queries', async () => {
    const { loader, calls } = manualLoader();
    const queries = [query('a'), query('b')];
    const early = {
      id: 'board-5',
      response: answer([
        { queries },
        { widgetId: 'b', error: { message: 'no rows for b' } },
        { widgetId: 'a', data: { columns: [], rows: [] } },
      ]),
    };
    expect(adoptEarlyStream('board-5', queries, loader, undefined, early)).toBe(true);
    const got = await claim('board-5', queries, loader);
    expect(got).toEqual([
      { widgetId: 'b', error: 'no rows for b' },
      { widgetId: 'a', data: { columns: [], rows: [] } },
    ]);
    expect(calls).toHaveLength(0);
  });

  it('asks for the page’s own queries when the server planned others, or failed before naming its plan', async () => {
    for (const response of [
      answer([{ queries: [query('a', 500)] }, { widgetId: 'a', error: { message: 'other plan' } }]),
      answer([{ message: 'Session expired' }], 401),
    ]) {
      const { loader, calls } = manualLoader();
      const queries = [query('a')];
      expect(adoptEarlyStream('board-6', queries, loader, undefined, { id: 'board-6', response })).toBe(true);
      const claimed = claim('board-6', queries, loader);
      await vi.waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0]!.queries).toEqual(queries);
      calls[0]!.onLine(line('a'));
      calls[0]!.end();
      expect(await claimed).toEqual([line('a')]);
    }
  });

  it('is not taken for another board, nor for a board with nothing to ask', () => {
    const { loader } = manualLoader();
    const early = { id: 'board-7', response: answer([]) };
    expect(adoptEarlyStream('board-8', [query('a')], loader, undefined, early)).toBe(false);
    expect(adoptEarlyStream('board-7', [], loader, undefined, early)).toBe(false);
  });
});
