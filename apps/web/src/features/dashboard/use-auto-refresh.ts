import { widgetProp, type BoardWidget } from '@tessera/charts';
import { useEffect, useRef } from 'react';

/** Auto refresh is never faster than this, whatever the config says, so a board cannot flood a source. */
export const MIN_REFRESH_SECONDS = 5;

/** A widget's auto refresh period in seconds (Datart's `loopFetchGroup`: enable + interval), or null. */
export function refreshSeconds(config: Record<string, unknown>): number | null {
  if (widgetProp(config, ['loopFetchGroup', 'enable']) !== true) return null;
  const s = widgetProp(config, ['loopFetchGroup', 'interval']);
  return typeof s === 'number' && Number.isFinite(s) && s > 0 ? Math.max(MIN_REFRESH_SECONDS, s) : null;
}

/**
 * Re-queries each widget with auto refresh on at its period. Widgets with the same period refresh in
 * one batch (one request). With a board period (`boardSeconds`) every widget of the board is re-queried
 * at that period too, in one batch. `refresh` is read through a ref so the timers survive re-renders.
 */
export function useAutoRefresh(
  widgets: BoardWidget[],
  refresh: (ids: string[]) => void,
  enabled = true,
  boardSeconds: number | null = null,
) {
  const latest = useRef(refresh);
  latest.current = refresh;
  const board = boardSeconds ? Math.max(MIN_REFRESH_SECONDS, boardSeconds) : null;
  const key = enabled
    ? [
        ...widgets.flatMap((w) => {
          const s = w.kind === 'chart' ? refreshSeconds(w.config) : null;
          return s ? [`${w.id}:${String(s)}`] : [];
        }),
        ...(board ? widgets.map((w) => `${w.id}:${String(board)}`) : []),
      ].join(',')
    : '';
  useEffect(() => {
    if (!key) return;
    const byPeriod = new Map<number, string[]>();
    for (const part of key.split(',')) {
      const [id, s] = part.split(':') as [string, string];
      const ids = byPeriod.get(Number(s)) ?? [];
      if (!ids.includes(id)) byPeriod.set(Number(s), [...ids, id]);
    }
    const timers = [...byPeriod].map(([s, ids]) => window.setInterval(() => latest.current(ids), s * 1000));
    return () => timers.forEach((t) => window.clearInterval(t));
  }, [key]);
}
