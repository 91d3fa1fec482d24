import type { ChartField, ReferenceLine } from '@tessera/charts';
import { useTranslation } from 'react-i18next';
import { ReferenceMetricSelect, ReferenceValueInput } from './reference-inputs';
import { ReferenceList } from './reference-list';

const LINE_COLOR = '#e03131';

/** Reference lines: a constant or a statistic (average, max, min) of a metric, with a name and a colour. */
export function ReferenceLinesEditor({
  lines,
  metrics,
  onChange,
}: {
  lines: ReferenceLine[];
  metrics: ChartField[];
  onChange: (lines: ReferenceLine[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <ReferenceList
      items={lines}
      testIds={{ list: 'reference-lines', item: 'reference-line', add: 'reference-add' }}
      labels={{
        name: t('vizs:reference.name'),
        remove: t('vizs:reference.remove'),
        add: t('vizs:reference.add'),
      }}
      defaultColor={LINE_COLOR}
      newItem={(): ReferenceLine => ({
        name: t('vizs:reference.defaultName'),
        at: { value: 0 },
        color: LINE_COLOR,
        showLabel: true,
      })}
      onChange={onChange}
    >
      {(line, set) => (
        <>
          <ReferenceValueInput
            at={line.at}
            label={t('vizs:reference.kind')}
            valueLabel={t('vizs:reference.value')}
            onChange={(at) => set({ at })}
          />
          <ReferenceMetricSelect
            metric={line.metric}
            metrics={metrics}
            onChange={(m) => set({ metric: m })}
          />
        </>
      )}
    </ReferenceList>
  );
}
