import type { Dataframe, WidgetQuery } from '@tessera/charts';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBoardData, type BoardLoader, type WidgetLine, type WidgetState } from './board-data';

const query = (widgetId: string) => ({ widgetId, request: { viewId: 'v' } }) as unknown as WidgetQuery;
const frame = { columns: [], rows: [['x']] } as unknown as Dataframe;

function track(loader: BoardLoader) {
  const seen: Record<string, WidgetState>[] = [];
  const hook = renderHook(() => {
    const data = useBoardData(loader);
    seen.push(data.state);
    return data;
  });
  return { hook, seen };
}

describe('useBoardData', () => {
  it('shows answers that are already in with the request itself, with no loading render in between', () => {
    const ready: BoardLoader = (queries, onLine) => {
      for (const q of queries) onLine({ widgetId: q.widgetId, data: frame });
      return new Promise(() => undefined);
    };
    const { hook, seen } = track(ready);
    seen.length = 0;
    act(() => hook.result.current.run([query('a'), query('b')]));
    expect(seen).toHaveLength(1);
    expect(seen[0]).toEqual({ a: { data: frame, loading: false }, b: { data: frame, loading: false } });
  });

  it('marks widgets loading until their line arrives, and a failed stream fails only the widgets still waiting', async () => {
    let push!: (line: WidgetLine) => void;
    let fail!: (e: Error) => void;
    const slow: BoardLoader = (_queries, onLine) =>
      new Promise<void>((_ok, reject) => {
        push = onLine;
        fail = reject;
      });
    const { hook } = track(slow);
    act(() => hook.result.current.run([query('a'), query('b')]));
    expect(hook.result.current.state).toEqual({ a: { loading: true }, b: { loading: true } });
    await act(async () => {
      push({ widgetId: 'a', data: frame });
      fail(new Error('connection lost'));
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(hook.result.current.state).toEqual({
      a: { data: frame, loading: false },
      b: { error: 'connection lost', loading: false },
    });
  });
});
