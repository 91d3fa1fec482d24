import { filterOperators, type ChartField, type ChartView, type FilterCondition } from '@tessera/charts';
import { Checkbox } from '@tessera/ui/checkbox';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@tessera/ui/select';
import { Spinner } from '@tessera/ui/spinner';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldDialogShell } from './field-dialog-shell';
import { useFieldValues } from './use-field-values';

const LIST = ['IN', 'NOT_IN'];
const RANGE = ['BETWEEN', 'NOT_BETWEEN'];
const NONE = ['IS_NULL', 'NOT_NULL'];

interface Values {
  operator: string;
  selected: string[];
  value: string;
  to: string;
}

function initial(condition: FilterCondition | undefined): Values {
  const operator = condition?.operator ?? 'IN';
  const value = condition?.value;
  const list = Array.isArray(value) ? value.map((v) => String(v)) : [];
  return {
    operator,
    selected: LIST.includes(operator) ? list : [],
    value: RANGE.includes(operator) ? (list[0] ?? '') : Array.isArray(value) ? '' : String(value ?? ''),
    to: RANGE.includes(operator) ? (list[1] ?? '') : '',
  };
}

/** A filter condition on a field: one of the 18 operators, with values picked from the data or typed. */
export function FilterDialog({
  field,
  view,
  onApply,
  onClose,
}: {
  field: ChartField;
  view: ChartView | null;
  onApply: (condition: FilterCondition) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<Values>({ defaultValues: initial(field.filter?.condition) });
  const operator = form.watch('operator');
  const values = useFieldValues(view, field, LIST.includes(operator));
  const numeric = field.type === 'NUMERIC';
  const cast = (v: string) => (numeric && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v);
  const submit = form.handleSubmit((v) => {
    let value: unknown;
    if (LIST.includes(v.operator)) value = v.selected.map(cast);
    else if (RANGE.includes(v.operator)) value = [cast(v.value), cast(v.to)];
    else if (!NONE.includes(v.operator)) value = cast(v.value);
    onApply({
      name: field.colName,
      type: LIST.includes(v.operator) ? 2 : 8,
      operator: v.operator,
      value,
      visualType: field.type ?? 'STRING',
    });
  });
  return (
    <FieldDialogShell
      title={t('vizs:filter.title', { name: field.colName })}
      description={t('vizs:filter.description')}
      testId="filter-dialog"
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
    >
      <FormField id="filter-operator" label={t('vizs:filter.operator')}>
        <Controller
          control={form.control}
          name="operator"
          render={({ field: f }) => (
            <Select value={f.value} onValueChange={f.onChange}>
              <SelectTrigger id="filter-operator" data-testid="filter-operator">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {filterOperators.map((op) => (
                  <SelectItem key={op} value={op}>
                    {t(`vizs:operators.${op}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      {LIST.includes(operator) && (
        <Controller
          control={form.control}
          name="selected"
          render={({ field: f }) => (
            <fieldset className="grid gap-1" data-testid="filter-values">
              <legend className="pb-1 text-sm font-medium">{t('vizs:filter.values')}</legend>
              {values.isLoading ? (
                <Spinner />
              ) : values.error ? (
                <p className="text-sm text-destructive">{t('vizs:filter.valuesFailed')}</p>
              ) : (
                <div className="max-h-56 space-y-1 overflow-auto rounded-md border border-border p-2">
                  {(values.data ?? []).map((v) => {
                    const id = `filter-value-${v}`;
                    return (
                      <label key={v} htmlFor={id} className="flex cursor-pointer items-center gap-2 text-sm">
                        <Checkbox
                          id={id}
                          checked={f.value.includes(v)}
                          onCheckedChange={(c) =>
                            f.onChange(c === true ? [...f.value, v] : f.value.filter((x) => x !== v))
                          }
                        />
                        {v}
                      </label>
                    );
                  })}
                </div>
              )}
            </fieldset>
          )}
        />
      )}
      {!LIST.includes(operator) && !NONE.includes(operator) && (
        <div className={RANGE.includes(operator) ? 'grid grid-cols-2 gap-3' : undefined}>
          <FormField
            id="filter-value"
            label={t(RANGE.includes(operator) ? 'vizs:filter.from' : 'vizs:filter.value')}
          >
            <Input id="filter-value" type={numeric ? 'number' : 'text'} {...form.register('value')} />
          </FormField>
          {RANGE.includes(operator) && (
            <FormField id="filter-to" label={t('vizs:filter.to')}>
              <Input id="filter-to" type={numeric ? 'number' : 'text'} {...form.register('to')} />
            </FormField>
          )}
        </div>
      )}
    </FieldDialogShell>
  );
}
