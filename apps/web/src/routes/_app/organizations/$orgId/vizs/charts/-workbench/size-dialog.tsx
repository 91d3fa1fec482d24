import { sizeRangeOf, type ChartField } from '@tessera/charts';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldDialogShell } from './field-dialog-shell';

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
  const [min, setMin] = useState(String(initial.min));
  const [max, setMax] = useState(String(initial.max));
  const lo = Number(min);
  const hi = Number(max);
  const error =
    !Number.isFinite(lo) || !Number.isFinite(hi) || lo < 0 || hi <= 0 || hi > 200 || lo > hi
      ? t('vizs:fieldSize.invalid')
      : undefined;
  return (
    <FieldDialogShell
      title={t('vizs:fieldSize.title', { name: field.alias?.name || field.colName })}
      description={t('vizs:fieldSize.description')}
      testId="size-dialog"
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        if (!error) onApply({ size: hi, sizeMin: lo });
      }}
    >
      <div className="grid grid-cols-2 gap-3">
        <FormField id="size-min" label={t('vizs:fieldSize.min')} error={error}>
          <Input
            id="size-min"
            type="number"
            min={0}
            max={200}
            value={min}
            onChange={(e) => setMin(e.target.value)}
          />
        </FormField>
        <FormField id="size-max" label={t('vizs:fieldSize.max')}>
          <Input
            id="size-max"
            type="number"
            min={1}
            max={200}
            value={max}
            onChange={(e) => setMax(e.target.value)}
          />
        </FormField>
      </div>
    </FieldDialogShell>
  );
}
