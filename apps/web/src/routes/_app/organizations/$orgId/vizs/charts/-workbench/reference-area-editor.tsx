import type { ChartField, ReferenceArea } from '@tessera/charts';
import { Button } from '@tessera/ui/button';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ReferenceCard, ReferenceMetricSelect, ReferenceValueInput } from './reference-editor';

const AREA_COLOR = '#4dabf7';

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
        <ReferenceCard
          key={i}
          testId="reference-area"
          item={area}
          nameLabel={t('vizs:referenceArea.name')}
          removeLabel={t('vizs:referenceArea.remove')}
          defaultColor={AREA_COLOR}
          onChange={(patch) => set(i, patch)}
          onRemove={() => onChange(areas.filter((_, j) => j !== i))}
        >
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
        </ReferenceCard>
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
              color: AREA_COLOR,
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
