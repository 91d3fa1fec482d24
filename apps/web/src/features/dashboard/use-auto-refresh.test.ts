import type { BoardWidget } from '@tessera/charts';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boardRefreshSeconds, writeBoardRefresh } from './board-refresh';
import { refreshSeconds, useAutoRefresh } from './use-auto-refresh';

const loop = (enable: boolean, interval: number) => ({
  customConfig: {
    props: [
      {
        key: 'loopFetchGroup',
        rows: [
          { key: 'enable', value: enable },
          { key: 'interval', value: interval },
        ],
      },
    ],
  },
});
const chart = (id: string, config: Record<string, unknown>): BoardWidget => ({
  id,
  name: id,
  kind: 'chart',
  originalType: 'linkedChart',
  rect: { x: 0, y: 0, width: 6, height: 6 },
  mobileRect: null,
  showTitle: true,
  background: null,
  content: {},
  config,
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('auto refresh', () => {
  it('reads Datart loopFetchGroup, off unless enabled, never under 5 s', () => {
    expect(refreshSeconds(loop(true, 30))).toBe(30);
    expect(refreshSeconds(loop(false, 30))).toBeNull();
    expect(refreshSeconds(loop(true, 1))).toBe(5);
    expect(refreshSeconds({})).toBeNull();
  });

  it('re-queries the widgets of each period together, and stops on unmount', () => {
    const refresh = vi.fn();
    const widgets = [
      chart('a', loop(true, 10)),
      chart('b', loop(true, 10)),
      chart('c', loop(true, 30)),
      chart('d', {}),
    ];
    const { unmount } = renderHook(() => useAutoRefresh(widgets, refresh));
    vi.advanceTimersByTime(10_000);
    expect(refresh.mock.calls).toEqual([[['a', 'b']]]);
    vi.advanceTimersByTime(20_000);
    expect(refresh.mock.calls).toEqual([[['a', 'b']], [['a', 'b']], [['a', 'b']], [['c']]]);
    unmount();
    vi.advanceTimersByTime(60_000);
    expect(refresh).toHaveBeenCalledTimes(4);
  });

  it('does nothing in the editor', () => {
    const refresh = vi.fn();
    renderHook(() => useAutoRefresh([chart('a', loop(true, 10))], refresh, false));
    vi.advanceTimersByTime(60_000);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('a board period re-queries every widget of the board, a widget keeping its own period too', () => {
    const refresh = vi.fn();
    const widgets = [chart('a', loop(true, 20)), chart('b', {})];
    renderHook(() => useAutoRefresh(widgets, refresh, true, 10));
    vi.advanceTimersByTime(10_000);
    expect(refresh.mock.calls).toEqual([[['a', 'b']]]);
    vi.advanceTimersByTime(10_000);
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(refresh.mock.calls.slice(1)).toEqual(expect.arrayContaining([[['a']], [['a', 'b']]]));
  });

  it('a board setting is kept in the board config in the widgets’ loopFetchGroup shape, never under 5 s', () => {
    const config = { version: '1', type: 'auto', jsonConfig: { props: [{ key: 'basic', rows: [] }] } };
    const on = writeBoardRefresh(config, 30);
    expect(boardRefreshSeconds(on)).toBe(30);
    expect((on.jsonConfig as { props: unknown[] }).props[0]).toEqual({ key: 'basic', rows: [] });
    expect(boardRefreshSeconds(writeBoardRefresh(config, 2))).toBe(5);
    expect(boardRefreshSeconds(writeBoardRefresh(on, 0))).toBeNull();
    expect(boardRefreshSeconds(null)).toBeNull();
  });
});
