import type { ChartMeta } from '@tessera/charts';
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
  Puzzle,
  Sheet,
  SquareSigma,
  Table2,
  type LucideIcon,
} from 'lucide-react';

/**
 * The drawings of the icon keys chart definitions name: the one list of them in the web app. A type whose
 * key is not here draws its definition's own `iconPath`, else the generic chart icon.
 */
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
  plugin: Puzzle,
};

/** A chart type's icon: its key's drawing, its own SVG path, or (unknown type) the generic chart icon. */
export function ChartIcon({
  meta,
  className,
}: {
  meta: Pick<ChartMeta, 'icon' | 'iconPath'> | null;
  className?: string;
}) {
  const Icon = meta ? chartIcons[meta.icon] : undefined;
  const name = meta?.icon ?? 'chart';
  if (!Icon && meta?.iconPath)
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className}
        data-chart-icon={name}
        aria-hidden
      >
        <path d={meta.iconPath} />
      </svg>
    );
  const Drawn = Icon ?? BarChart3;
  return <Drawn className={className} data-chart-icon={Icon ? name : 'chart'} aria-hidden />;
}
