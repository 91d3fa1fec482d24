import type { WidgetQuery } from '@tessera/charts';
import { describe, expect, it, vi } from 'vitest';
import type { BoardLoader } from './board-data';
import type { TrpcClient } from '../../lib/trpc';
import { editorLoader } from './editor-loader';

const frame = (tag: string) => ({ columns: [], rows: [[tag]], pageInfo: null });
const q = (widgetId: string): WidgetQuery => ({
  widgetId,
  request: { viewId: 'v1' } as unknown as WidgetQuery['request'],
});

describe('editor loader', () => {
  it('stored widgets go through the board, a new linked chart as its chart, a new owned chart on its view', async () => {
    const board = vi.fn<BoardLoader>(async (queries, onLine) => {
      for (const x of queries) onLine({ widgetId: x.widgetId, data: frame('board') as never });
    });
    const chartExecute = vi.fn(async () => frame('chart'));
    const viewExecute = vi.fn(async () => {
      throw new Error('no READ on the view');
    });
    const client = {
      datachart: { execute: { mutate: chartExecute } },
      data: { execute: { mutate: viewExecute } },
    } as unknown as TrpcClient;
    const load = editorLoader(
      board,
      client,
      (id) => id === 'stored',
      (id) => (id === 'linked' ? 'c1' : null),
      (e) => (e as Error).message,
    );
    const lines: unknown[] = [];
    await load([q('stored'), q('linked'), q('owned')], (l) => lines.push(l), new AbortController().signal);
    expect(board.mock.calls[0]![0].map((x) => x.widgetId)).toEqual(['stored']);
    expect(chartExecute).toHaveBeenCalledWith({ id: 'c1', request: { viewId: 'v1' } }, expect.anything());
    expect(viewExecute).toHaveBeenCalledWith({ viewId: 'v1' }, expect.anything());
    expect(lines).toEqual(
      expect.arrayContaining([
        { widgetId: 'stored', data: frame('board') },
        { widgetId: 'linked', data: frame('chart') },
        { widgetId: 'owned', error: 'no READ on the view' },
      ]),
    );
    expect(lines).toHaveLength(3);
  });
});
