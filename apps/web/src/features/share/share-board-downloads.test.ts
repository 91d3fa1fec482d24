import { describe, expect, it } from 'vitest';
import { shareBoardDownloads } from './share-board-downloads';

describe('a shared board’s download', () => {
  it('names each chart’s widget and sheet, as the app’s board download does', () => {
    const queries = [
      { widgetId: 'w1', request: { viewId: 'v1', columns: [] } },
      { widgetId: 'w2', request: { viewId: 'v2', columns: [] } },
    ] as unknown as Parameters<typeof shareBoardDownloads>[0];
    expect(shareBoardDownloads(queries, [{ id: 'w1', name: 'Sales' }])).toEqual([
      { viewId: 'v1', columns: [], widgetId: 'w1', vizName: 'Sales' },
      { viewId: 'v2', columns: [], widgetId: 'w2', vizName: undefined },
    ]);
  });
});
