import { useMutation } from '@tanstack/react-query';
import { Button } from '@tessera/ui/button';
import { Checkbox } from '@tessera/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@tessera/ui/dialog';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { Label } from '@tessera/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@tessera/ui/select';
import { Textarea } from '@tessera/ui/textarea';
import { toast } from '@tessera/ui/toast';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerError, useFieldErrors, useSchemaForm } from '../../lib/forms';
import { formMeta, useServices } from '../../lib/services';
import { useTRPC } from '../../lib/trpc';
import {
  toVariableInput,
  VALUE_TYPES,
  VARIABLE_PERMISSIONS,
  VARIABLE_TYPES,
  type ApiVariable,
  type VariableDraft,
  type VariableForm,
} from '../../lib/variable-form';
import {
  toVariableFormValues,
  type VariableFormValues,
  variableFieldLabels,
  variableFieldOf,
  variableFormSchema,
} from '../../lib/variable-form-schema';
import { DATE_FORMATS } from '../../lib/view-model';
import { useSubjects } from './use-subjects';
import { VariableRels } from './variable-rels';

export function VariableDialog({
  orgId,
  viewId,
  variable,
  onClose,
  onSaved,
  onDraft,
}: {
  orgId: string;
  viewId: string | null;
  variable: ApiVariable | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
  /** For a view not saved yet: the variable is kept as a draft and created with the view. */
  onDraft?: (draft: VariableDraft) => void;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const services = useServices();
  const form = useSchemaForm(variableFormSchema, { defaultValues: toVariableFormValues(variable) });
  const errorOf = useFieldErrors(form.formState.errors);
  const [type, valueType, expression] = form.watch(['type', 'valueType', 'expression']);
  const subjects = useSubjects(orgId);

  const onError = (error: unknown) => {
    const placed = applyServerError(form, error, t, {
      pathOf: (path) => variableFieldOf(path, form.getValues('expression')),
      labelOf: (name) => {
        const key = variableFieldLabels[name];
        return key ? t(key) : undefined;
      },
    });
    if (!placed) services.reporter.report(error);
  };
  const create = useMutation(
    trpc.variable.create.mutationOptions({
      meta: formMeta,
      onSuccess: async () => {
        toast.success(t('variables:done.created'));
        await onSaved();
      },
      onError,
    }),
  );
  const update = useMutation(
    trpc.variable.update.mutationOptions({
      meta: formMeta,
      onSuccess: async () => {
        toast.success(t('variables:done.saved'));
        await onSaved();
      },
      onError,
    }),
  );

  const submit = form.handleSubmit((values) => {
    const input = toVariableInput(values);
    if (onDraft) return onDraft(input);
    if (variable) update.mutate([{ id: variable.id, ...input }]);
    else create.mutate({ orgId, viewId, ...input });
  });

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        closeLabel={t('common:actions.close')}
        className="max-h-[90vh] overflow-auto sm:max-w-2xl"
        data-testid="variable-dialog"
      >
        <DialogHeader>
          <DialogTitle>
            {t(variable ? 'variables:dialog.editTitle' : 'variables:dialog.addTitle')}
          </DialogTitle>
          <DialogDescription>{t('variables:dialog.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="var-name"
              label={t('variables:fields.name')}
              error={errorOf('name', 'variables:fields.name')}
            >
              <Input autoFocus {...form.register('name')} />
            </FormField>
            <FormField
              id="var-label"
              label={t('variables:fields.label')}
              error={errorOf('label', 'variables:fields.label')}
            >
              <Input {...form.register('label')} />
            </FormField>
            <SelectField
              control={form.control}
              name="type"
              label={t('variables:fields.type')}
              options={VARIABLE_TYPES.map((x) => [x, t(`variables:types.${x}`)])}
            />
            <SelectField
              control={form.control}
              name="valueType"
              label={t('variables:fields.valueType')}
              options={VALUE_TYPES.map((x) => [x, t(`variables:valueTypes.${x}`)])}
            />
            {valueType === 'DATE' && (
              <SelectField
                control={form.control}
                name="format"
                label={t('variables:fields.format')}
                options={DATE_FORMATS.map((f) => [f, f])}
              />
            )}
            <SelectField
              control={form.control}
              name="permission"
              label={t('variables:fields.permission')}
              options={VARIABLE_PERMISSIONS.map((x) => [x, t(`variables:permissions.${x}`)])}
            />
            <div className="flex items-center gap-2 sm:col-span-2">
              <Controller
                control={form.control}
                name="expression"
                render={({ field }) => (
                  <Checkbox
                    id="var-expression"
                    checked={field.value}
                    onCheckedChange={(c) => field.onChange(c === true)}
                  />
                )}
              />
              <Label htmlFor="var-expression">{t('variables:fields.expression')}</Label>
            </div>
            {expression ? (
              <FormField
                id="var-expression-text"
                label={t('variables:fields.expressionText')}
                className="sm:col-span-2"
                error={errorOf('expressionText', 'variables:fields.expressionText')}
              >
                <Textarea rows={2} className="font-mono" {...form.register('expressionText')} />
              </FormField>
            ) : (
              <FormField
                id="var-values"
                label={t('variables:fields.defaultValue')}
                hint={t('variables:fields.defaultValueHint')}
                className="sm:col-span-2"
                error={errorOf('valuesText', 'variables:fields.defaultValue')}
              >
                <Textarea rows={2} {...form.register('valuesText')} />
              </FormField>
            )}
          </div>

          {type === 'PERMISSION' && (
            <Controller
              control={form.control}
              name="rels"
              render={({ field }) => (
                <VariableRels rels={field.value} onChange={field.onChange} subjects={subjects} />
              )}
            />
          )}

          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              type="submit"
              loading={create.isPending || update.isPending}
              disabled={Boolean(variable) && !form.formState.isDirty}
              data-testid="variable-save"
            >
              {t('common:actions.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** One of the dialog's choices (type, value type, date format, permission): a select with its words. */
function SelectField({
  control,
  name,
  label,
  options,
}: {
  control: Control<VariableFormValues, unknown, VariableForm>;
  name: 'type' | 'valueType' | 'format' | 'permission';
  label: string;
  options: [value: string, text: string][];
}) {
  const ids = {
    type: 'var-type',
    valueType: 'var-value-type',
    format: 'var-format',
    permission: 'var-permission',
  };
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField id={ids[name]} label={label}>
          <Select value={field.value} onValueChange={field.onChange}>
            <SelectTrigger>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {options.map(([value, text]) => (
                <SelectItem key={value} value={value}>
                  {text}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      )}
    />
  );
}
