import type { ChartField, ReferenceArea } from '@tessera/charts';
import { Button } from '@tessera/ui/button';
import { Input } from '@tessera/ui/input';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ReferenceMetricSelect, ReferenceValueInput } from './reference-editor';

/** Reference areas: a band between two values (each a constant or a statistic of a metric). */
export function ReferenceAreasEditor({
  areas,
  metrics,
  onChange,
}: {
  areas: ReferenceArea[];
  metrics: ChartField[];
  onChange: (areas: ReferenceArea[]) => void;
}) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<ReferenceArea>) =>
    onChange(areas.map((a, j) => (j === i ? { ...a, ...patch } : a)));
  return (
    <div className="space-y-2" data-testid="reference-areas">
      {areas.map((area, i) => (
        <div key={i} className="space-y-1 rounded-md border border-border p-2" data-testid="reference-area">
          <div className="flex items-center gap-1">
            <Input
              className="h-7 text-xs"
              aria-label={t('vizs:referenceArea.name')}
              placeholder={t('vizs:referenceArea.name')}
              value={area.name ?? ''}
              onChange={(e) => set(i, { name: e.target.value })}
            />
            <input
              type="color"
              aria-label={t('vizs:style.color')}
              value={area.color ?? '#4dabf7'}
              onChange={(e) => set(i, { color: e.target.value })}
              className="h-7 w-9 shrink-0 cursor-pointer rounded border border-border bg-transparent p-0.5"
            />
            <Button
              size="icon-sm"
              variant="ghost"
              aria-label={t('vizs:referenceArea.remove')}
              onClick={() => onChange(areas.filter((_, j) => j !== i))}
            >
              <Trash2 />
            </Button>
          </div>
          <ReferenceValueInput
            at={area.from}
            label={t('vizs:referenceArea.from')}
            valueLabel={t('vizs:referenceArea.fromValue')}
            onChange={(from) => set(i, { from })}
          />
          <ReferenceValueInput
            at={area.to}
            label={t('vizs:referenceArea.to')}
            valueLabel={t('vizs:referenceArea.toValue')}
            onChange={(to) => set(i, { to })}
          />
          <ReferenceMetricSelect
            metric={area.metric}
            metrics={metrics}
            onChange={(m) => set(i, { metric: m })}
          />
        </div>
      ))}
      <Button
        size="sm"
        variant="outline"
        className="w-full"
        data-testid="reference-area-add"
        onClick={() =>
          onChange([
            ...areas,
            {
              name: t('vizs:referenceArea.defaultName'),
              from: { value: 0 },
              to: { aggregate: 'AVG' },
              color: '#4dabf7',
              showLabel: true,
            },
          ])
        }
      >
        <Plus />
        {t('vizs:referenceArea.add')}
      </Button>
    </div>
  );
}
