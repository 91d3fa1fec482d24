import { chartById } from '@tessera/charts';
import { ChartIcon, chartIcons } from '../../components/charts';

// The icon keys' drawings live with the chart renderers (components/charts/chart-icon.tsx), one list for
// the type picker and the boards.
export { chartIcons };

/** The registry's icon name of a chart type (Datart's `chartGraphId`), or null for an unknown one. */
export function chartIconName(chartGraphId: string | null | undefined): string | null {
  return (chartGraphId && chartById(chartGraphId)?.icon) || null;
}

/** A chart type's icon; a chart whose type is not known (yet) gets the generic chart icon. */
export function ChartTypeIcon({
  chartGraphId,
  className,
}: {
  chartGraphId?: string | null;
  className?: string;
}) {
  return <ChartIcon meta={(chartGraphId && chartById(chartGraphId)) || null} className={className} />;
}
