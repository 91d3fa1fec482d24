import { getChartMeta, isChartGraphId } from '@tessera/charts';
import {
  AlignLeft,
  BarChart3,
  ChartArea,
  ChartBar,
  ChartBarBig,
  ChartBarStacked,
  ChartCandlestick,
  ChartColumn,
  ChartColumnBig,
  ChartColumnStacked,
  ChartLine,
  ChartNoAxesCombined,
  ChartPie,
  ChartScatter,
  Cloud,
  Donut,
  Flower2,
  Funnel,
  Gauge,
  Layers,
  Map as MapIcon,
  MapPin,
  Sheet,
  SquareSigma,
  Table2,
  type LucideIcon,
} from 'lucide-react';

/** The drawing of each `icon` name of the @tessera/charts registry (one per chart type). */
export const chartIcons: Record<string, LucideIcon> = {
  table: Table2,
  pivot: Sheet,
  scorecard: SquareSigma,
  'cluster-column': ChartColumn,
  'cluster-bar': ChartBar,
  'stack-column': ChartColumnStacked,
  'stack-bar': ChartBarStacked,
  'percentage-stack-column': ChartColumnBig,
  'percentage-stack-bar': ChartBarBig,
  waterfall: ChartCandlestick,
  line: ChartLine,
  area: ChartArea,
  'stack-area': Layers,
  scatter: ChartScatter,
  pie: ChartPie,
  doughnut: Donut,
  rose: Flower2,
  funnel: Funnel,
  'dual-axis': ChartNoAxesCombined,
  'word-cloud': Cloud,
  map: MapIcon,
  'scatter-map': MapPin,
  gauge: Gauge,
  'rich-text': AlignLeft,
};

/** The registry's icon name of a chart type (Datart's `chartGraphId`), or null for an unknown one. */
export function chartIconName(chartGraphId: string | null | undefined): string | null {
  return chartGraphId && isChartGraphId(chartGraphId) ? getChartMeta(chartGraphId).icon : null;
}

/** A chart type's icon; a chart whose type is not known (yet) gets the generic chart icon. */
export function ChartTypeIcon({
  chartGraphId,
  className,
}: {
  chartGraphId?: string | null;
  className?: string;
}) {
  const name = chartIconName(chartGraphId);
  const Icon = (name && chartIcons[name]) || BarChart3;
  return <Icon className={className} data-chart-icon={name ?? 'chart'} aria-hidden />;
}
