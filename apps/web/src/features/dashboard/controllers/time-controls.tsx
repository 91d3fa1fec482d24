import {
  dateUnits,
  lastN,
  parseDateBound,
  parseRelative,
  resolveDateValue,
  type ControllerBinding,
  type DateUnit,
} from '@tessera/charts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@tessera/ui/select';
import { useTranslation } from 'react-i18next';
import { CommitInput } from './commit-input';
import type { ControlProps } from './control-props';
import { isRecommendOption, recommendOptions } from './recommend-options';

const ALL = '__all__';

/** The input type for a picker granularity (year and quarter pick a day; the query reads whole units). */
const inputType = (c: ControllerBinding) =>
  c.settings.date?.pickerType === 'dateTime'
    ? 'datetime-local'
    : c.settings.date?.pickerType === 'month'
      ? 'month'
      : 'date';

/** What a date input shows for a stored value: relative ones as the date they mean today. */
function shownDate(v: unknown, type: string, isStart: boolean): string {
  const resolved = resolveDateValue(v, new Date(), isStart);
  if (!resolved) return '';
  if (type === 'datetime-local') return resolved.replace(' ', 'T').slice(0, 16);
  return resolved.slice(0, type === 'month' ? 7 : 10);
}
const stored = (v: string, type: string) =>
  v === '' ? '' : type === 'datetime-local' ? `${v.replace('T', ' ')}:00` : type === 'month' ? `${v}-01` : v;

/** `[start, end]` as "last N units" when the pair is one, else null. */
function relativePair(values: unknown[]): { amount: number; unit: DateUnit } | null {
  const start = parseRelative(values[0]) ?? parseDateBound(values[0])?.relativeValue;
  const end = parseRelative(values[1]) ?? parseDateBound(values[1])?.relativeValue;
  if (!start || !end || start.direction !== '-' || end.direction !== '+0' || start.unit !== end.unit)
    return null;
  return { amount: start.amount + 1, unit: start.unit };
}

function DateRange({ c, label, values, onChange }: ControlProps) {
  const { t } = useTranslation();
  const type = inputType(c);
  const [from, to] = [shownDate(values[0], type, true), shownDate(values[1], type, false)];
  return (
    <div className="flex items-center gap-1">
      <CommitInput
        label={t('dashboards:controller.from', { name: label })}
        type={type}
        value={from}
        onCommit={(v) => onChange([stored(v, type), stored(to, type)])}
      />
      <span className="text-muted-foreground">–</span>
      <CommitInput
        label={t('dashboards:controller.to', { name: label })}
        type={type}
        value={to}
        onCommit={(v) => onChange([stored(from, type), stored(v, type)])}
      />
    </div>
  );
}

/** The time-range picker: exact dates, or "the last N days / weeks / …" kept relative to today. */
function RangePicker(props: ControlProps) {
  const { t } = useTranslation();
  const { label, values, onChange } = props;
  const relative = relativePair(values);
  const mode = relative ? 'relative' : 'exact';
  return (
    <div className="flex flex-wrap items-center gap-1">
      <Select value={mode} onValueChange={(m) => onChange(m === 'relative' ? lastN(7, 'd') : [])}>
        <SelectTrigger
          className="h-8 w-auto"
          aria-label={t('dashboards:controller.rangeMode', { name: label })}
          data-testid="range-picker-mode"
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="relative">{t('dashboards:controller.modeRelative')}</SelectItem>
          <SelectItem value="exact">{t('dashboards:controller.modeExact')}</SelectItem>
        </SelectContent>
      </Select>
      {relative ? (
        <>
          <div className="w-20">
            <CommitInput
              label={t('dashboards:controller.lastAmount', { name: label })}
              type="number"
              min={1}
              value={String(relative.amount)}
              testId="range-picker-amount"
              onCommit={(v) => Number(v) >= 1 && onChange(lastN(Number(v), relative.unit))}
            />
          </div>
          <Select
            value={relative.unit}
            onValueChange={(u) => onChange(lastN(relative.amount, u as DateUnit))}
          >
            <SelectTrigger
              className="h-8 w-auto"
              aria-label={t('dashboards:controller.lastUnit', { name: label })}
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {dateUnits.map((u) => (
                <SelectItem key={u} value={u}>
                  {t(`dashboards:controller.units.${u}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </>
      ) : (
        <DateRange {...props} />
      )}
    </div>
  );
}

/** Date, date range, time-range picker and recommended-time controllers. */
export function TimeControl(props: ControlProps) {
  const { t } = useTranslation();
  const { c, label, values, onChange } = props;
  if (c.facade === 'rangeTime') return <DateRange {...props} />;
  if (c.facade === 'rangeTimePicker') return <RangePicker {...props} />;
  if (c.facade === 'recommendTime') {
    // Either spelling: a controller Datart stored (`last_7_days`) shows its range, as the query applies it.
    const key = isRecommendOption(values[0]) ? values[0] : ALL;
    return (
      <Select value={key} onValueChange={(v) => onChange(v === ALL ? [] : [v])}>
        <SelectTrigger className="h-8 w-full" aria-label={label} data-testid="controller-recommend">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{t('dashboards:controller.all')}</SelectItem>
          {recommendOptions(key).map((k) => (
            <SelectItem key={k} value={k}>
              {t(`dashboards:controller.recommend.${k}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    );
  }
  const type = inputType(c);
  return (
    <CommitInput
      label={label}
      type={type}
      value={shownDate(values[0], type, true)}
      onCommit={(v) => onChange(v ? [stored(v, type)] : [])}
    />
  );
}
