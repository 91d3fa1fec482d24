import { canDraw, chartTypeChoices, fieldCounts, type DatachartConfig } from '@tessera/charts';
import { cn } from '@tessera/ui/lib/utils';
import { useTranslation } from 'react-i18next';
import { ChartIcon } from '../../components/charts';

/**
 * Every registered chart type (the 24 built-ins first) and the organisation's enabled plugins, each
 * with its definition's icon and name; those the current fields cannot draw are greyed out (still
 * selectable, as in Datart).
 */
export function TypePicker({ config, onPick }: { config: DatachartConfig; onPick: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const counts = fieldCounts(config);
  const empty = counts.groups + counts.aggregates === 0;
  return (
    <div
      className="grid grid-cols-8 gap-1"
      role="radiogroup"
      aria-label={t('vizs:workbench.chartType')}
      data-testid="type-picker"
    >
      {chartTypeChoices().map((meta) => {
        const fits = empty || canDraw(meta, counts);
        const selected = config.chartGraphId === meta.id;
        const name = meta.name[locale];
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
            <ChartIcon meta={meta} className="size-4" />
          </button>
        );
      })}
    </div>
  );
}
