import {
  canDraw,
  chartRegistry,
  pluginCharts,
  type ChartFamily,
  type DatachartConfig,
} from '@tessera/charts';
import { fieldCounts } from '@tessera/charts';
import { cn } from '@tessera/ui/lib/utils';
import {
  AlignLeft,
  AreaChart,
  BarChart3,
  BarChartHorizontal,
  CircleDot,
  Cloud,
  Filter,
  Gauge,
  Grid3x3,
  LineChart,
  Map as MapIcon,
  PieChart,
  Puzzle,
  Sheet,
  SquareSigma,
  Table2,
  Waves,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';

const familyIcons: Record<ChartFamily | 'plugin', LucideIcon> = {
  table: Table2,
  pivot: Grid3x3,
  scorecard: SquareSigma,
  bar: BarChart3,
  waterfall: Waves,
  line: LineChart,
  scatter: CircleDot,
  pie: PieChart,
  funnel: Filter,
  doubleY: AreaChart,
  wordCloud: Cloud,
  map: MapIcon,
  gauge: Gauge,
  richText: AlignLeft,
  plugin: Puzzle,
};

/** The 24 chart types and the organisation's enabled plugins; those the current fields cannot draw are greyed out (still selectable, as in Datart). */
export function TypePicker({ config, onPick }: { config: DatachartConfig; onPick: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const zh = i18n.language.startsWith('zh');
  const counts = fieldCounts(config);
  const empty = counts.groups + counts.aggregates === 0;
  return (
    <div
      className="grid grid-cols-8 gap-1"
      role="radiogroup"
      aria-label={t('vizs:workbench.chartType')}
      data-testid="type-picker"
    >
      {[...chartRegistry, ...pluginCharts()].map((meta) => {
        const Icon = meta.id.includes('bar-chart')
          ? BarChartHorizontal
          : meta.id === 'piovt-sheet'
            ? Sheet
            : familyIcons[meta.family];
        const fits = empty || canDraw(meta, counts);
        const selected = config.chartGraphId === meta.id;
        const name = meta.plugin ? meta.name[zh ? 'zh' : 'en'] : t(`charts:types.${meta.id}`);
        return (
          <button
            key={meta.id}
            type="button"
            role="radio"
            aria-checked={selected}
            aria-label={name}
            title={fits ? name : t('vizs:workbench.cannotDraw', { name })}
            data-testid={`chart-type-${meta.id}`}
            data-fits={fits}
            onClick={() => onPick(meta.id)}
            className={cn(
              'flex size-8 cursor-pointer items-center justify-center rounded-md border border-transparent transition-colors hover:bg-accent',
              selected && 'border-primary bg-primary/10 text-primary',
              !fits && !selected && 'opacity-35',
            )}
          >
            <Icon className="size-4" />
          </button>
        );
      })}
    </div>
  );
}
