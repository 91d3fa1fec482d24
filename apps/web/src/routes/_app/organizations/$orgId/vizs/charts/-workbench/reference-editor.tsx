import type { ChartField, ReferenceLine } from '@tessera/charts';
import type { ReactNode } from 'react';
import { Button } from '@tessera/ui/button';
import { Input } from '@tessera/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@tessera/ui/select';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const KINDS = ['value', 'AVG', 'MAX', 'MIN'] as const;
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
  const set = (i: number, patch: Partial<ReferenceLine>) =>
    onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  return (
    <div className="space-y-2" data-testid="reference-lines">
      {lines.map((line, i) => (
        <ReferenceCard
          key={i}
          testId="reference-line"
          item={line}
          nameLabel={t('vizs:reference.name')}
          removeLabel={t('vizs:reference.remove')}
          defaultColor={LINE_COLOR}
          onChange={(patch) => set(i, patch)}
          onRemove={() => onChange(lines.filter((_, j) => j !== i))}
        >
          <ReferenceValueInput
            at={line.at}
            label={t('vizs:reference.kind')}
            valueLabel={t('vizs:reference.value')}
            onChange={(at) => set(i, { at })}
          />
          <ReferenceMetricSelect
            metric={line.metric}
            metrics={metrics}
            onChange={(m) => set(i, { metric: m })}
          />
        </ReferenceCard>
      ))}
      <Button
        size="sm"
        variant="outline"
        className="w-full"
        data-testid="reference-add"
        onClick={() =>
          onChange([
            ...lines,
            { name: t('vizs:reference.defaultName'), at: { value: 0 }, color: LINE_COLOR, showLabel: true },
          ])
        }
      >
        <Plus />
        {t('vizs:reference.add')}
      </Button>
    </div>
  );
}

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

/** One reference (line or area): its name, colour and remove button above its own inputs. */
export function ReferenceCard({
  testId,
  item,
  nameLabel,
  removeLabel,
  defaultColor,
  onChange,
  onRemove,
  children,
}: {
  testId: string;
  item: { name?: string; color?: string };
  nameLabel: string;
  removeLabel: string;
  defaultColor: string;
  onChange: (patch: { name?: string; color?: string }) => void;
  onRemove: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1 rounded-md border border-border p-2" data-testid={testId}>
      <div className="flex items-center gap-1">
        <Input
          className="h-7 text-xs"
          aria-label={nameLabel}
          placeholder={nameLabel}
          value={item.name ?? ''}
          onChange={(e) => onChange({ name: e.target.value })}
        />
        <input
          type="color"
          aria-label={t('vizs:style.color')}
          value={item.color ?? defaultColor}
          onChange={(e) => onChange({ color: e.target.value })}
          className="h-7 w-9 shrink-0 cursor-pointer rounded border border-border bg-transparent p-0.5"
        />
        <Button size="icon-sm" variant="ghost" aria-label={removeLabel} onClick={onRemove}>
          <Trash2 />
        </Button>
      </div>
      {children}
    </div>
  );
}
