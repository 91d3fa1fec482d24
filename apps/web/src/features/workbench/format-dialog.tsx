import {
  formatValue,
  numberUnits,
  type ChartField,
  type FieldFormat,
  type FormatType,
} from '@tessera/charts';
import { Checkbox } from '@tessera/ui/checkbox';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { Label } from '@tessera/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@tessera/ui/select';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldDialogShell } from './field-dialog-shell';

const TYPES: FormatType[] = [
  'default',
  'numeric',
  'currency',
  'percentage',
  'scientificNotation',
  'date',
  'custom',
];
const NUMBER_TYPES: FormatType[] = ['numeric', 'currency', 'percentage', 'scientificNotation'];

interface Values {
  type: FormatType;
  decimalPlaces: string;
  unitKey: string;
  useThousandSeparator: boolean;
  prefix: string;
  suffix: string;
  currency: string;
  pattern: string;
}

function initial(format: FieldFormat | undefined): Values {
  const type = format?.type ?? 'default';
  const detail = (format?.[type as 'numeric'] ?? {}) as Record<string, unknown>;
  return {
    type,
    decimalPlaces: detail.decimalPlaces === undefined ? '2' : String(detail.decimalPlaces as number),
    unitKey: (detail.unitKey as string | undefined) ?? 'none',
    useThousandSeparator: (detail.useThousandSeparator as boolean | undefined) ?? true,
    prefix: (detail.prefix as string | undefined) ?? '',
    suffix: (detail.suffix as string | undefined) ?? '',
    // Empty: the currency of the reader's language (D-chart-ux-3).
    currency: (detail.currency as string | undefined) ?? '',
    pattern: ((format?.date?.format ?? format?.custom?.format) as string | undefined) ?? '',
  };
}

function toFormat(v: Values): FieldFormat {
  if (v.type === 'default') return { type: 'default' };
  if (v.type === 'date') return { type: 'date', date: { format: v.pattern || 'YYYY-MM-DD' } };
  if (v.type === 'custom') return { type: 'custom', custom: { format: v.pattern } };
  const decimals = Math.max(0, Math.min(20, Math.trunc(Number(v.decimalPlaces) || 0)));
  const detail: Record<string, unknown> = { decimalPlaces: decimals };
  if (v.type !== 'scientificNotation') {
    detail.unitKey = v.unitKey;
    detail.useThousandSeparator = v.useThousandSeparator;
    detail.prefix = v.prefix;
    detail.suffix = v.suffix;
  }
  if (v.type === 'currency' && v.currency.trim()) detail.currency = v.currency.trim().toUpperCase();
  return { type: v.type, [v.type]: detail } as FieldFormat;
}

/** Number, currency, percentage, scientific, date or custom format of a value field, with a live sample. */
export function FormatDialog({
  field,
  onApply,
  onClose,
}: {
  field: ChartField;
  onApply: (format: FieldFormat) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const form = useForm<Values>({ defaultValues: initial(field.format) });
  const values = form.watch();
  const sample = formatValue(12345.678, toFormat(values), {
    locale: i18n.language.startsWith('zh') ? 'zh' : 'en',
  });
  const isNumber = NUMBER_TYPES.includes(values.type);
  return (
    <FieldDialogShell
      title={t('vizs:format.title', { name: field.colName })}
      description={t('vizs:format.sample', { value: sample })}
      testId="format-dialog"
      onClose={onClose}
      onSubmit={form.handleSubmit((v) => onApply(toFormat(v)))}
    >
      <FormField id="format-type" label={t('vizs:format.type')}>
        <Controller
          control={form.control}
          name="type"
          render={({ field: f }) => (
            <Select value={f.value} onValueChange={f.onChange}>
              <SelectTrigger id="format-type" data-testid="format-type">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {TYPES.map((type) => (
                  <SelectItem key={type} value={type}>
                    {t(`charts:formats.${type}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      {isNumber && (
        <div className="grid grid-cols-2 gap-3">
          <FormField id="format-decimals" label={t('charts:formats.decimalPlaces')}>
            <Input id="format-decimals" type="number" min={0} max={20} {...form.register('decimalPlaces')} />
          </FormField>
          {values.type !== 'scientificNotation' && (
            <FormField id="format-unit" label={t('charts:formats.unit')}>
              <Controller
                control={form.control}
                name="unitKey"
                render={({ field: f }) => (
                  <Select value={f.value} onValueChange={f.onChange}>
                    <SelectTrigger id="format-unit" data-testid="format-unit">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {Object.keys(numberUnits).map((u) => (
                        <SelectItem key={u} value={u}>
                          {t(`charts:units.${u}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </FormField>
          )}
        </div>
      )}
      {isNumber && values.type !== 'scientificNotation' && (
        <>
          <div className="grid grid-cols-2 gap-3">
            <FormField id="format-prefix" label={t('charts:formats.prefix')}>
              <Input id="format-prefix" {...form.register('prefix')} />
            </FormField>
            <FormField id="format-suffix" label={t('charts:formats.suffix')}>
              <Input id="format-suffix" {...form.register('suffix')} />
            </FormField>
          </div>
          <div className="flex items-center gap-2">
            <Controller
              control={form.control}
              name="useThousandSeparator"
              render={({ field: f }) => (
                <Checkbox
                  id="format-thousands"
                  checked={f.value}
                  onCheckedChange={(c) => f.onChange(c === true)}
                />
              )}
            />
            <Label htmlFor="format-thousands">{t('charts:formats.useThousandSeparator')}</Label>
          </div>
        </>
      )}
      {values.type === 'currency' && (
        <FormField id="format-currency" label={t('vizs:format.currency')}>
          <Input
            id="format-currency"
            maxLength={10}
            placeholder={t('vizs:format.currencyPlaceholder')}
            {...form.register('currency')}
          />
        </FormField>
      )}
      {(values.type === 'date' || values.type === 'custom') && (
        <FormField
          id="format-pattern"
          label={t(values.type === 'date' ? 'vizs:format.datePattern' : 'vizs:format.customPattern')}
          hint={t(values.type === 'date' ? 'vizs:format.dateHint' : 'vizs:format.customHint')}
        >
          <Input id="format-pattern" {...form.register('pattern')} />
        </FormField>
      )}
    </FieldDialogShell>
  );
}
