import type { ChartField } from '@tessera/charts';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldDialogShell } from './field-dialog-shell';

/** The name a field shows in the chart (legend, axis, header) and its description. */
export function AliasDialog({
  field,
  onApply,
  onClose,
}: {
  field: ChartField;
  onApply: (alias: { name: string; desc: string }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm({ defaultValues: { name: field.alias?.name ?? '', desc: field.alias?.desc ?? '' } });
  return (
    <FieldDialogShell
      title={t('vizs:alias.title', { name: field.colName })}
      description={t('vizs:alias.description')}
      testId="alias-dialog"
      onClose={onClose}
      onSubmit={form.handleSubmit((v) => onApply({ name: v.name.trim(), desc: v.desc.trim() }))}
    >
      <FormField id="alias-name" label={t('vizs:alias.name')}>
        <Input id="alias-name" maxLength={200} autoFocus {...form.register('name')} />
      </FormField>
      <FormField id="alias-desc" label={t('vizs:alias.desc')}>
        <Input id="alias-desc" maxLength={500} {...form.register('desc')} />
      </FormField>
    </FieldDialogShell>
  );
}
