import type { ChartField, ReferenceLine } from '@tessera/charts';
import { Input } from '@tessera/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@tessera/ui/select';
import { useTranslation } from 'react-i18next';

const KINDS = ['value', 'AVG', 'MAX', 'MIN'] as const;

type RefValue = ReferenceLine['at'];

/** A reference value: a constant, or the average / maximum / minimum of the metric. */
export function ReferenceValueInput({
  at,
  label,
  valueLabel,
  onChange,
}: {
  at: RefValue;
  /** The name of the kind picker; `valueLabel` names the constant's input. */
  label: string;
  valueLabel: string;
  onChange: (at: RefValue) => void;
}) {
  const { t } = useTranslation();
  const kind = 'value' in at ? 'value' : at.aggregate;
  return (
    <div className="flex items-center gap-1">
      <Select
        value={kind}
        onValueChange={(k) =>
          onChange(k === 'value' ? { value: 0 } : { aggregate: k as 'AVG' | 'MAX' | 'MIN' })
        }
      >
        <SelectTrigger className="h-7 text-xs" aria-label={label}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {KINDS.map((k) => (
            <SelectItem key={k} value={k}>
              {t(`vizs:reference.kinds.${k}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {'value' in at && (
        <Input
          type="number"
          className="h-7 text-xs"
          aria-label={valueLabel}
          value={at.value}
          onChange={(e) => onChange({ value: Number(e.target.value) || 0 })}
        />
      )}
    </div>
  );
}

/** The metric a reference belongs to, when the chart has more than one. */
export function ReferenceMetricSelect({
  metric,
  metrics,
  onChange,
}: {
  metric: string | undefined;
  metrics: ChartField[];
  onChange: (metric: string) => void;
}) {
  const { t } = useTranslation();
  if (metrics.length < 2) return null;
  return (
    <Select value={metric ?? metrics[0]!.colName} onValueChange={onChange}>
      <SelectTrigger className="h-7 text-xs" aria-label={t('vizs:reference.metric')}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {metrics.map((m) => (
          <SelectItem key={m.uid ?? m.colName} value={m.colName}>
            {m.alias?.name || m.colName}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
