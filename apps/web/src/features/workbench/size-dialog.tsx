import { sizeRangeOf, type ChartField } from '@tessera/charts';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { useTranslation } from 'react-i18next';
import { useFieldErrors, useSchemaForm } from '../../lib/forms';
import { FieldDialogShell } from './field-dialog-shell';
import { MAX_SYMBOL_SIZE, sizeFormSchema } from './size-form-schema';

/**
 * The symbol size range of a size field: the smallest value draws `min` pixels, the largest `max`.
 * `size` is Datart's key (the largest symbol); `sizeMin` is kept beside it.
 */
export function SizeDialog({
  field,
  onApply,
  onClose,
}: {
  field: ChartField;
  onApply: (range: { size: number; sizeMin: number }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const initial = sizeRangeOf(field);
  const form = useSchemaForm(sizeFormSchema, {
    defaultValues: { min: String(initial.min), max: String(initial.max) },
  });
  const errorOf = useFieldErrors(form.formState.errors);
  return (
    <FieldDialogShell
      title={t('vizs:fieldSize.title', { name: field.alias?.name || field.colName })}
      description={t('vizs:fieldSize.description')}
      testId="size-dialog"
      onClose={onClose}
      onSubmit={form.handleSubmit(onApply)}
    >
      <div className="grid grid-cols-2 gap-3">
        <FormField id="size-min" label={t('vizs:fieldSize.min')} error={errorOf('min', 'vizs:fieldSize.min')}>
          <Input type="number" min={0} max={MAX_SYMBOL_SIZE} {...form.register('min')} />
        </FormField>
        <FormField id="size-max" label={t('vizs:fieldSize.max')}>
          <Input type="number" min={1} max={MAX_SYMBOL_SIZE} {...form.register('max')} />
        </FormField>
      </div>
    </FieldDialogShell>
  );
}
