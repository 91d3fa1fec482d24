import type { BoardWidget } from '@tessera/charts';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
});
