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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appErrorOf } from '../../../../../../lib/app-error';
import { formMeta, useServices } from '../../../../../../lib/services';
import { api } from '../../../../../../lib/trpc';
import {
  emptyVariableForm,
  splitValues,
  toVariableForm,
  toVariableInput,
  validateVariableForm,
  VALUE_TYPES,
  VARIABLE_PERMISSIONS,
  VARIABLE_TYPES,
  type ApiVariable,
  type VariableForm,
  type VariableDraft,
  type VariableFormErrors,
} from '../../../../../../lib/variable-form';
import { DATE_FORMATS } from '../../../../../../lib/view-model';
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
  const { t } = useTranslation();
  const services = useServices();
  const [form, setForm] = useState<VariableForm>(() =>
    variable ? toVariableForm(variable) : emptyVariableForm(),
  );
  const [valuesText, setValuesText] = useState(form.values.join('\n'));
  const [errors, setErrors] = useState<VariableFormErrors>({});
  const [serverNameError, setServerNameError] = useState<string | undefined>();
  const subjects = useSubjects(orgId);
  const set = (patch: Partial<VariableForm>) => setForm((f) => ({ ...f, ...patch }));

  const onError = (error: unknown) => {
    const app = appErrorOf(error);
    if (app?.code === 'NAME_EXISTS') return setServerNameError(t('errors:NAME_EXISTS'));
    const nameField = app?.fields.find((f) => f.path === 'name' || f.path.endsWith('.name'));
    if (nameField)
      return setServerNameError(t(`validation:${nameField.message}`, { label: t('variables:fields.name') }));
    services.reporter.report(error);
  };
  const create = api.variable.create.useMutation({
    meta: formMeta,
    onSuccess: async () => {
      toast.success(t('variables:done.created'));
      await onSaved();
    },
    onError,
  });
  const update = api.variable.update.useMutation({
    meta: formMeta,
    onSuccess: async () => {
      toast.success(t('variables:done.saved'));
      await onSaved();
    },
    onError,
  });

  const submit = () => {
    const next = { ...form, values: splitValues(valuesText) };
    const found = validateVariableForm(next);
    setErrors(found);
    if (Object.keys(found).length) return;
    const input = toVariableInput(next);
    if (onDraft) return onDraft(input);
    if (variable) update.mutate([{ id: variable.id, ...input }]);
    else create.mutate({ orgId, viewId, ...input });
  };

  const nameError =
    serverNameError ??
    (errors.name === 'required'
      ? t('validation:required', { label: t('variables:fields.name') })
      : errors.name === 'invalid'
        ? t('variables:errors.name')
        : undefined);

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
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="var-name" label={t('variables:fields.name')} error={nameError}>
            <Input
              autoFocus
              value={form.name}
              onChange={(e) => {
                set({ name: e.target.value });
                setServerNameError(undefined);
                setErrors((x) => ({ ...x, name: undefined }));
              }}
            />
          </FormField>
          <FormField id="var-label" label={t('variables:fields.label')}>
            <Input value={form.label} onChange={(e) => set({ label: e.target.value })} />
          </FormField>
          <FormField id="var-type" label={t('variables:fields.type')}>
            <Select value={form.type} onValueChange={(v) => set({ type: v as VariableForm['type'] })}>
              <SelectTrigger>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {VARIABLE_TYPES.map((x) => (
                  <SelectItem key={x} value={x}>
                    {t(`variables:types.${x}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <FormField id="var-value-type" label={t('variables:fields.valueType')}>
            <Select
              value={form.valueType}
              onValueChange={(v) => set({ valueType: v as VariableForm['valueType'] })}
            >
              <SelectTrigger>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {VALUE_TYPES.map((x) => (
                  <SelectItem key={x} value={x}>
                    {t(`variables:valueTypes.${x}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          {form.valueType === 'DATE' && (
            <FormField id="var-format" label={t('variables:fields.format')}>
              <Select value={form.format} onValueChange={(format) => set({ format })}>
                <SelectTrigger>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {DATE_FORMATS.map((f) => (
                    <SelectItem key={f} value={f}>
                      {f}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
          )}
          <FormField id="var-permission" label={t('variables:fields.permission')}>
            <Select
              value={form.permission}
              onValueChange={(v) => set({ permission: v as VariableForm['permission'] })}
            >
              <SelectTrigger>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {VARIABLE_PERMISSIONS.map((x) => (
                  <SelectItem key={x} value={x}>
                    {t(`variables:permissions.${x}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <div className="flex items-center gap-2 sm:col-span-2">
            <Checkbox
              id="var-expression"
              checked={form.expression}
              onCheckedChange={(c) => set({ expression: c === true })}
            />
            <Label htmlFor="var-expression">{t('variables:fields.expression')}</Label>
          </div>
          {form.expression ? (
            <FormField
              id="var-expression-text"
              label={t('variables:fields.expressionText')}
              className="sm:col-span-2"
              error={
                errors.expressionText
                  ? t('validation:required', { label: t('variables:fields.expressionText') })
                  : undefined
              }
            >
              <Textarea
                rows={2}
                className="font-mono"
                value={form.expressionText}
                onChange={(e) => set({ expressionText: e.target.value })}
              />
            </FormField>
          ) : (
            <FormField
              id="var-values"
              label={t('variables:fields.defaultValue')}
              hint={t('variables:fields.defaultValueHint')}
              className="sm:col-span-2"
              error={errors.values ? t('variables:errors.numeric') : undefined}
            >
              <Textarea rows={2} value={valuesText} onChange={(e) => setValuesText(e.target.value)} />
            </FormField>
          )}
        </div>

        {form.type === 'PERMISSION' && <VariableRels form={form} set={set} subjects={subjects} />}

        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="button"
            loading={create.isPending || update.isPending}
            onClick={submit}
            data-testid="variable-save"
          >
            {t('common:actions.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
