import { optionTree, type Dataframe } from '@tessera/charts';
import { Button } from '@tessera/ui/button';
import { Checkbox } from '@tessera/ui/checkbox';
import { MultiSelect } from '@tessera/ui/multi-select';
import { Popover, PopoverContent, PopoverTrigger } from '@tessera/ui/popover';
import { RadioGroup, RadioGroupItem } from '@tessera/ui/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@tessera/ui/select';
import { ChevronDown } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { str } from './commit-input';
import { OptionTreeView } from './option-tree-view';
import type { ControlProps } from './control-props';

const ALL = '__all__';

/** Drop-down, multi-select, radio, check box, tree and drop-down tree controllers. */
export function OptionControl({
  c,
  label,
  frame,
  values,
  onChange,
}: ControlProps & { frame: Dataframe | undefined }) {
  const { t } = useTranslation();
  const rows = useMemo(
    () => c.customOptions?.map((o) => [o.key]) ?? (frame?.rows ?? []).map((r) => [...r]),
    [c.customOptions, frame],
  );
  const options = useMemo(
    () =>
      c.customOptions?.map((o) => ({ value: o.key, label: o.label ?? o.key })) ??
      rows.map((r) => ({ value: str(r.at(-1)), label: str(r.at(-1)) })).filter((o) => o.value !== ''),
    [c.customOptions, rows],
  );
  const tree = useMemo(() => optionTree(rows), [rows]);
  const picked = values.map(str);
  const one = picked[0] ?? '';
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
          value={picked}
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
                checked={picked.includes(o.value)}
                onCheckedChange={(on) =>
                  onChange(on === true ? [...picked, o.value] : picked.filter((v) => v !== o.value))
                }
              />
              {o.label}
            </label>
          ))}
        </div>
      );
    case 'tree':
      return <OptionTreeView nodes={tree} values={picked} onChange={onChange} label={label} />;
    default:
      return (
        <Popover>
          <PopoverTrigger asChild>
            <Button
              variant="outline"
              size="sm"
              className="h-8 w-full justify-between font-normal"
              aria-label={label}
              data-testid="controller-tree-trigger"
            >
              <span className="truncate">
                {picked.length === 0
                  ? t('dashboards:controller.all')
                  : picked.length === 1
                    ? picked[0]
                    : t('dashboards:controller.selected', { count: picked.length })}
              </span>
              <ChevronDown className="size-4 opacity-60" />
            </Button>
          </PopoverTrigger>
          <PopoverContent>
            {tree.length ? (
              <OptionTreeView nodes={tree} values={picked} onChange={onChange} label={label} />
            ) : (
              <p className="text-sm text-muted-foreground">{t('dashboards:controller.noOptions')}</p>
            )}
          </PopoverContent>
        </Popover>
      );
  }
}
