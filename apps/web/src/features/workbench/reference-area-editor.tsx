import { referenceAreaReversed, type ChartField, type ReferenceArea } from '@tessera/charts';
import { useTranslation } from 'react-i18next';
import { ReferenceMetricSelect, ReferenceValueInput } from './reference-inputs';
import { ReferenceList } from './reference-list';

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
  return (
    <ReferenceList
      items={areas}
      testIds={{ list: 'reference-areas', item: 'reference-area', add: 'reference-area-add' }}
      labels={{
        name: t('vizs:referenceArea.name'),
        remove: t('vizs:referenceArea.remove'),
        add: t('vizs:referenceArea.add'),
      }}
      defaultColor={AREA_COLOR}
      newItem={(): ReferenceArea => ({
        name: t('vizs:referenceArea.defaultName'),
        from: { value: 0 },
        to: { aggregate: 'AVG' },
        color: AREA_COLOR,
        showLabel: true,
      })}
      onChange={onChange}
    >
      {(area, set) => (
        <>
          <ReferenceValueInput
            at={area.from}
            label={t('vizs:referenceArea.from')}
            valueLabel={t('vizs:referenceArea.fromValue')}
            onChange={(from) => set({ from })}
          />
          <ReferenceValueInput
            at={area.to}
            label={t('vizs:referenceArea.to')}
            valueLabel={t('vizs:referenceArea.toValue')}
            onChange={(to) => set({ to })}
          />
          {referenceAreaReversed(area) && (
            <p role="alert" className="text-xs text-destructive" data-testid="reference-area-order">
              {t('validation:referenceAreaOrder')}
            </p>
          )}
          <ReferenceMetricSelect
            metric={area.metric}
            metrics={metrics}
            onChange={(m) => set({ metric: m })}
          />
        </>
      )}
    </ReferenceList>
  );
}
