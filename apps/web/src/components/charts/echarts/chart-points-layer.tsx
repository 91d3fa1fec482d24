import { useChartsT } from '../use-charts-t';
import type { ChartPoint } from './chart-points';

/** Beyond this many points the layer would be a wall of tab stops: the chart stays pointer-only. */
export const MAX_KEYBOARD_POINTS = 200;

/**
 * A canvas chart's points as buttons for keyboard and screen-reader users: each reports the same click
 * as the point itself (drill, linkage, jump, view detail). They stay out of sight and out of the
 * pointer's way until focused; a focused one sits on its point when the point has a single place.
 */
export function ChartPointsLayer({
  points,
  onActivate,
}: {
  points: ChartPoint[];
  onActivate: (point: ChartPoint) => void;
}) {
  const t = useChartsT();
  if (points.length === 0 || points.length > MAX_KEYBOARD_POINTS) return null;
  return (
    <div role="group" aria-label={t('renderer.points')} data-testid="chart-points">
      {points.map((p) => {
        const placed = p.x !== undefined && p.y !== undefined;
        return (
          <button
            key={`${p.seriesIndex}:${p.dataIndex}`}
            type="button"
            className="pointer-events-none sr-only focus:not-sr-only focus:absolute focus:z-10 focus:-translate-x-1/2 focus:-translate-y-1/2 focus:rounded focus:bg-popover focus:px-1.5 focus:py-0.5 focus:text-xs focus:text-popover-foreground focus:shadow focus:ring-2 focus:ring-ring"
            style={placed ? { left: p.x, top: p.y } : { left: 4, top: 4 }}
            aria-label={t('renderer.point', {
              name: p.name ?? '',
              series: p.seriesName ?? '',
              value: p.value ?? '',
            })}
            {...(placed ? { 'data-x': p.x, 'data-y': p.y } : {})}
            onClick={() => onActivate(p)}
          >
            {p.name ?? p.seriesName}
          </button>
        );
      })}
    </div>
  );
}
