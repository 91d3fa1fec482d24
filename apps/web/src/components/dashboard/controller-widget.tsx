import type { BoardWidget, Dataframe } from '@tessera/charts';
import { Checkbox } from '@tessera/ui/checkbox';
import { Input } from '@tessera/ui/input';
import { MultiSelect } from '@tessera/ui/multi-select';
import { RadioGroup, RadioGroupItem } from '@tessera/ui/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@tessera/ui/select';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

const ALL = '__all__';
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** A value typed in a box applies on Enter or when the box loses focus, not on every key. */
function CommitInput({
  value,
  onCommit,
  type = 'text',
  label,
}: {
  value: string;
  onCommit: (v: string) => void;
  type?: string;
  label: string;
}) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  return (
    <Input
      type={type}
      aria-label={label}
      className="h-8"
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => draft !== value && onCommit(draft)}
      onKeyDown={(e) => e.key === 'Enter' && draft !== value && onCommit(draft)}
    />
  );
}

/**
 * A board filter (Datart controller facades): its options come from the data of its field or from the
 * author's list; a change reports the new values and the board re-queries the charts it reaches.
 */
export function ControllerWidget({
  widget,
  options: frame,
  values,
  onChange,
}: {
  widget: BoardWidget;
  options: Dataframe | undefined;
  values: unknown[];
  onChange: (values: unknown[]) => void;
}) {
  const { t } = useTranslation();
  const c = widget.controller!;
  const options = useMemo(
    () =>
      c.customOptions?.map((o) => ({ value: o.key, label: o.label ?? o.key })) ??
      (frame?.rows ?? []).map((r) => ({ value: str(r[0]), label: str(r[0]) })).filter((o) => o.value !== ''),
    [c.customOptions, frame],
  );
  const label = widget.name || c.name;
  const one = str(values[0]);
  switch (c.facade) {
    case 'dropdownList':
      return (
        <Select value={one || ALL} onValueChange={(v) => onChange(v === ALL ? [] : [v])}>
          <SelectTrigger className="h-8 w-full" aria-label={label} data-testid="controller-select">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t('dashboards:controller.all')}</SelectItem>
            {options.map((o) => (
              <SelectItem key={o.value} value={o.value}>
                {o.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      );
    case 'multiDropdownList':
      return (
        <MultiSelect
          options={options}
          value={values.map(str)}
          onChange={onChange}
          placeholder={t('dashboards:controller.all')}
          emptyText={t('dashboards:controller.noOptions')}
          removeLabel={(l) => t('dashboards:controller.remove', { label: l })}
        />
      );
    case 'radioGroup':
      return (
        <RadioGroup
          value={one || ALL}
          onValueChange={(v) => onChange(v === ALL ? [] : [v])}
          className="flex flex-wrap gap-3"
          aria-label={label}
        >
          <RadioGroupItem value={ALL} label={t('dashboards:controller.all')} />
          {options.map((o) => (
            <RadioGroupItem key={o.value} value={o.value} label={o.label} />
          ))}
        </RadioGroup>
      );
    case 'checkboxGroup':
      return (
        <div className="flex flex-wrap gap-3" role="group" aria-label={label}>
          {options.map((o) => (
            <label key={o.value} className="flex items-center gap-1.5 text-sm">
              <Checkbox
                checked={values.map(str).includes(o.value)}
                onCheckedChange={(on) =>
                  onChange(on === true ? [...values, o.value] : values.filter((v) => str(v) !== o.value))
                }
              />
              {o.label}
            </label>
          ))}
        </div>
      );
    case 'text':
      return <CommitInput label={label} value={one} onCommit={(v) => onChange(v ? [v] : [])} />;
    case 'value':
    case 'slider':
      return (
        <CommitInput
          label={label}
          type="number"
          value={one}
          onCommit={(v) => onChange(v === '' ? [] : [Number(v)])}
        />
      );
    case 'time':
      return (
        <CommitInput
          label={label}
          type="date"
          value={one.slice(0, 10)}
          onCommit={(v) => onChange(v ? [v] : [])}
        />
      );
    case 'rangeValue':
    case 'rangeTime': {
      const type = c.facade === 'rangeTime' ? 'date' : 'number';
      const cast = (v: string) => (v === '' ? '' : type === 'number' ? Number(v) : v);
      const [from = '', to = ''] = values.map(str);
      return (
        <div className="flex items-center gap-1">
          <CommitInput
            label={t('dashboards:controller.from', { name: label })}
            type={type}
            value={from.slice(0, type === 'date' ? 10 : undefined)}
            onCommit={(v) => onChange([cast(v), to === '' ? '' : cast(to)])}
          />
          <span className="text-muted-foreground">–</span>
          <CommitInput
            label={t('dashboards:controller.to', { name: label })}
            type={type}
            value={to.slice(0, type === 'date' ? 10 : undefined)}
            onCommit={(v) => onChange([from === '' ? '' : cast(from), cast(v)])}
          />
        </div>
      );
    }
  }
}
