import { Badge } from '@tessera/ui/badge';
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
import { Spinner } from '@tessera/ui/spinner';
import { Textarea } from '@tessera/ui/textarea';
import { toast } from '@tessera/ui/toast';
import { Lock, Pencil, Plus, Trash2, UserRound, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appErrorOf } from '../../../../lib/app-error';
import { formMeta, useServices } from '../../../../lib/services';
import { api } from '../../../../lib/trpc';
import {
  emptyVariableForm,
  splitValues,
  SYSTEM_VARIABLES,
  toVariableForm,
  toVariableInput,
  validateVariableForm,
  VALUE_TYPES,
  VARIABLE_PERMISSIONS,
  VARIABLE_TYPES,
  type ApiVariable,
  type RelSubject,
  type VariableForm,
  type VariableFormErrors,
} from '../../../../lib/variable-form';
import { DATE_FORMATS } from '../../../../lib/view-model';
import { ConfirmDialog } from '../../sources/-components/dialogs';

/** Roles and members of the organisation, as far as the user may list them. */
export function useSubjects(orgId: string) {
  const roles = api.role.list.useQuery({ orgId }, { retry: false });
  const members = api.member.list.useQuery({ orgId }, { retry: false });
  return {
    roles: (roles.data ?? []).map((r) => ({ id: r.id, name: r.name })),
    members: (members.data ?? []).map((m) => ({ id: m.id, name: m.name ? `${m.name} (${m.username})` : m.username })),
    loading: roles.isLoading || members.isLoading,
    limited: Boolean(roles.error || members.error),
  };
}

/** Variables of a view (viewId) or the organisation's public variables (viewId null). */
export function VariablesTab({ orgId, viewId, readOnly }: { orgId: string; viewId: string | null; readOnly: boolean }) {
  const { t } = useTranslation();
  const utils = api.useUtils();
  const byView = api.variable.byView.useQuery({ viewId: viewId ?? '' }, { enabled: Boolean(viewId) });
  const byOrg = api.variable.org.useQuery({ orgId }, { enabled: !viewId });
  const list = viewId ? byView : byOrg;
  const [editing, setEditing] = useState<ApiVariable | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ApiVariable | null>(null);
  const refresh = () => Promise.all([utils.variable.byView.invalidate(), utils.variable.org.invalidate()]);
  const remove = api.variable.delete.useMutation({
    onSuccess: async () => {
      await refresh();
      toast.success(t('variables:done.deleted'));
      setDeleting(null);
    },
  });
  const items = (list.data ?? []) as unknown as ApiVariable[];

  return (
    <div className="space-y-3" data-testid="variables-tab">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">{t(viewId ? 'variables:hint.view' : 'variables:hint.org')}</p>
        {!readOnly && (
          <Button size="sm" variant="outline" onClick={() => setEditing('new')} data-testid="variable-add">
            <Plus />
            {t('variables:actions.add')}
          </Button>
        )}
      </div>
      {list.isLoading ? (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : (
        <ul className="divide-y divide-border rounded-md border border-border">
          {items.map((v) => (
            <li key={v.id} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm" data-testid="variable-row" data-name={v.name}>
              <code className="font-mono font-medium">${v.name}$</code>
              {v.label && <span className="text-muted-foreground">{v.label}</span>}
              <Badge variant="secondary">{t(`variables:types.${v.type}`)}</Badge>
              <Badge variant="outline">{t(`variables:valueTypes.${v.valueType}`)}</Badge>
              <span className="min-w-0 flex-1 truncate font-mono text-xs text-muted-foreground">
                {v.expression ? `= ${v.defaultValue?.[0] ?? ''}` : (v.defaultValue ?? []).join(', ')}
              </span>
              {!readOnly && (
                <>
                  <Button size="icon-sm" variant="ghost" aria-label={t('variables:actions.edit', { name: v.name })} onClick={() => setEditing(v)}>
                    <Pencil />
                  </Button>
                  <Button
                    size="icon-sm"
                    variant="ghost"
                    className="text-destructive"
                    aria-label={t('variables:actions.delete', { name: v.name })}
                    onClick={() => setDeleting(v)}
                  >
                    <Trash2 />
                  </Button>
                </>
              )}
            </li>
          ))}
          {SYSTEM_VARIABLES.map((name) => (
            <li key={name} className="flex items-center gap-3 px-3 py-2 text-sm text-muted-foreground" data-testid="system-variable">
              <code className="font-mono">${name}$</code>
              <Badge variant="outline">
                <Lock className="size-3" />
                {t('variables:system')}
              </Badge>
              <span className="text-xs">{t(`variables:systemHelp.${name}`)}</span>
            </li>
          ))}
        </ul>
      )}
      {editing !== null && (
        <VariableDialog
          orgId={orgId}
          viewId={viewId}
          variable={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            await refresh();
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('variables:confirm.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('variables:confirm.deleteDescription')}
        confirmLabel={t('variables:actions.deleteConfirm')}
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ ids: [deleting.id] })}
      />
    </div>
  );
}

function VariableDialog({
  orgId,
  viewId,
  variable,
  onClose,
  onSaved,
}: {
  orgId: string;
  viewId: string | null;
  variable: ApiVariable | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const services = useServices();
  const [form, setForm] = useState<VariableForm>(() => (variable ? toVariableForm(variable) : emptyVariableForm()));
  const [valuesText, setValuesText] = useState(form.values.join('\n'));
  const [errors, setErrors] = useState<VariableFormErrors>({});
  const [serverNameError, setServerNameError] = useState<string | undefined>();
  const subjects = useSubjects(orgId);
  const set = (patch: Partial<VariableForm>) => setForm((f) => ({ ...f, ...patch }));

  const onError = (error: unknown) => {
    const app = appErrorOf(error);
    if (app?.code === 'NAME_EXISTS') return setServerNameError(t('errors:NAME_EXISTS'));
    const nameField = app?.fields.find((f) => f.path === 'name' || f.path.endsWith('.name'));
    if (nameField) return setServerNameError(t(`validation:${nameField.message}`, { label: t('variables:fields.name') }));
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

  const subjectName = (r: RelSubject) =>
    (r.subjectType === 'ROLE' ? subjects.roles : subjects.members).find((s) => s.id === r.subjectId)?.name ?? r.subjectId;
  const usedIds = new Set(form.rels.map((r) => `${r.subjectType}:${r.subjectId}`));

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t('common:actions.close')} className="max-h-[90vh] overflow-auto sm:max-w-2xl" data-testid="variable-dialog">
        <DialogHeader>
          <DialogTitle>{t(variable ? 'variables:dialog.editTitle' : 'variables:dialog.addTitle')}</DialogTitle>
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
            <Select value={form.valueType} onValueChange={(v) => set({ valueType: v as VariableForm['valueType'] })}>
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
            <Select value={form.permission} onValueChange={(v) => set({ permission: v as VariableForm['permission'] })}>
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
            <Checkbox id="var-expression" checked={form.expression} onCheckedChange={(c) => set({ expression: c === true })} />
            <Label htmlFor="var-expression">{t('variables:fields.expression')}</Label>
          </div>
          {form.expression ? (
            <FormField
              id="var-expression-text"
              label={t('variables:fields.expressionText')}
              className="sm:col-span-2"
              error={errors.expressionText ? t('validation:required', { label: t('variables:fields.expressionText') }) : undefined}
            >
              <Textarea rows={2} className="font-mono" value={form.expressionText} onChange={(e) => set({ expressionText: e.target.value })} />
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

        {form.type === 'PERMISSION' && (
          <section className="space-y-2 border-t border-border pt-3" data-testid="variable-rels">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-sm font-semibold">{t('variables:rels.title')}</h3>
              <Select
                value=""
                onValueChange={(v) => {
                  const [subjectType, subjectId] = v.split(':') as ['USER' | 'ROLE', string];
                  set({ rels: [...form.rels, { subjectType, subjectId, value: [], useDefaultValue: false }] });
                }}
              >
                <SelectTrigger className="w-56" aria-label={t('variables:rels.add')}>
                  <SelectValue placeholder={t('variables:rels.add')} />
                </SelectTrigger>
                <SelectContent>
                  {subjects.roles
                    .filter((r) => !usedIds.has(`ROLE:${r.id}`))
                    .map((r) => (
                      <SelectItem key={r.id} value={`ROLE:${r.id}`}>
                        {t('variables:rels.role', { name: r.name })}
                      </SelectItem>
                    ))}
                  {subjects.members
                    .filter((m) => !usedIds.has(`USER:${m.id}`))
                    .map((m) => (
                      <SelectItem key={m.id} value={`USER:${m.id}`}>
                        {t('variables:rels.member', { name: m.name })}
                      </SelectItem>
                    ))}
                </SelectContent>
              </Select>
            </div>
            {subjects.limited && <p className="text-xs text-muted-foreground">{t('variables:rels.limited')}</p>}
            <p className="text-xs text-muted-foreground">{t('variables:rels.hint')}</p>
            <ul className="space-y-2">
              {form.rels.map((r, i) => (
                <li key={`${r.subjectType}:${r.subjectId}`} className="flex flex-wrap items-center gap-2 text-sm">
                  {r.subjectType === 'ROLE' ? <Users className="size-4" /> : <UserRound className="size-4" />}
                  <span className="w-40 truncate">{subjectName(r)}</span>
                  <Input
                    className="h-8 min-w-40 flex-1"
                    aria-label={t('variables:rels.values', { name: subjectName(r) })}
                    disabled={r.useDefaultValue}
                    value={(r.value ?? []).join(', ')}
                    onChange={(e) =>
                      set({ rels: form.rels.map((x, xi) => (xi === i ? { ...x, value: splitValues(e.target.value) } : x)) })
                    }
                  />
                  <label className="flex items-center gap-1.5 text-xs">
                    <Checkbox
                      checked={r.useDefaultValue}
                      onCheckedChange={(c) =>
                        set({ rels: form.rels.map((x, xi) => (xi === i ? { ...x, useDefaultValue: c === true } : x)) })
                      }
                    />
                    {t('variables:rels.useDefault')}
                  </label>
                  <Button
                    size="icon-sm"
                    variant="ghost"
                    aria-label={t('variables:rels.remove', { name: subjectName(r) })}
                    onClick={() => set({ rels: form.rels.filter((_, xi) => xi !== i) })}
                  >
                    <Trash2 />
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        )}

        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="button" loading={create.isPending || update.isPending} onClick={submit} data-testid="variable-save">
            {t('common:actions.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
