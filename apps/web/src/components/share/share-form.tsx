import { useQuery } from '@tanstack/react-query';
import { Button } from '@tessera/ui/button';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { MultiSelect } from '@tessera/ui/multi-select';
import { RadioGroup, RadioGroupItem } from '@tessera/ui/radio-group';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../../lib/trpc';

export interface ShareFormValues {
  authenticationMode: 'NONE' | 'CODE' | 'LOGIN';
  rowPermissionBy: 'CREATOR' | 'VISITOR';
  /** `datetime-local` text (the reader's time zone); empty = never expires. */
  expiry: string;
  roles: string[];
  users: string[];
}

export const emptyShare: ShareFormValues = {
  authenticationMode: 'NONE',
  rowPermissionBy: 'CREATOR',
  expiry: '',
  roles: [],
  users: [],
};

/** A share link's settings: who may open it, whose row rules apply, until when. */
export function ShareForm({
  orgId,
  initial,
  pending,
  error,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  orgId: string;
  initial: ShareFormValues;
  pending: boolean;
  error?: string | undefined;
  submitLabel: string;
  onSubmit: (values: ShareFormValues) => void;
  onCancel: () => void;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const form = useForm<ShareFormValues>({ defaultValues: initial });
  const mode = form.watch('authenticationMode');
  // A LOGIN link's lists hold whatever its data rights (D-share-11); empty lists: every member.
  const allowList = mode === 'LOGIN';
  const roles = useQuery(trpc.role.list.queryOptions({ orgId }, { enabled: allowList, retry: false }));
  const members = useQuery(trpc.member.list.queryOptions({ orgId }, { enabled: allowList, retry: false }));
  return (
    <form
      noValidate
      className="grid gap-4 rounded-lg border border-border p-3"
      data-testid="share-form"
      onSubmit={form.handleSubmit((v) =>
        onSubmit({ ...v, rowPermissionBy: v.authenticationMode === 'LOGIN' ? v.rowPermissionBy : 'CREATOR' }),
      )}
    >
      <fieldset className="grid gap-2">
        <legend className="pb-1 text-sm font-medium">{t('shares:form.mode')}</legend>
        <Controller
          control={form.control}
          name="authenticationMode"
          render={({ field }) => (
            <RadioGroup value={field.value} onValueChange={field.onChange} className="grid gap-1.5">
              {(['NONE', 'CODE', 'LOGIN'] as const).map((m) => (
                <RadioGroupItem
                  key={m}
                  value={m}
                  data-testid={`share-mode-${m}`}
                  label={
                    <span>
                      <span className="font-medium">{t(`shares:modes.${m}.title`)}</span>
                      <span className="block text-xs text-muted-foreground">
                        {t(`shares:modes.${m}.hint`)}
                      </span>
                    </span>
                  }
                />
              ))}
            </RadioGroup>
          )}
        />
      </fieldset>
      {mode === 'LOGIN' && (
        <fieldset className="grid gap-2">
          <legend className="pb-1 text-sm font-medium">{t('shares:form.rights')}</legend>
          <Controller
            control={form.control}
            name="rowPermissionBy"
            render={({ field }) => (
              <RadioGroup value={field.value} onValueChange={field.onChange} className="grid gap-1.5">
                {(['CREATOR', 'VISITOR'] as const).map((r) => (
                  <RadioGroupItem
                    key={r}
                    value={r}
                    data-testid={`share-rights-${r}`}
                    label={t(`shares:rights.${r}`)}
                  />
                ))}
              </RadioGroup>
            )}
          />
        </fieldset>
      )}
      {allowList && (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id="share-roles" label={t('shares:form.roles')} hint={t('shares:form.allowHint')}>
            <Controller
              control={form.control}
              name="roles"
              render={({ field }) => (
                <MultiSelect
                  id="share-roles"
                  value={field.value}
                  onChange={field.onChange}
                  options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
                  placeholder={t('shares:form.anyone')}
                  emptyText={t('shares:form.none')}
                  removeLabel={(label) => t('shares:form.remove', { label })}
                />
              )}
            />
          </FormField>
          <FormField id="share-users" label={t('shares:form.users')}>
            <Controller
              control={form.control}
              name="users"
              render={({ field }) => (
                <MultiSelect
                  id="share-users"
                  value={field.value}
                  onChange={field.onChange}
                  options={(members.data ?? []).map((m) => ({
                    value: m.id,
                    label: m.name || m.username,
                    hint: m.email,
                  }))}
                  placeholder={t('shares:form.anyone')}
                  emptyText={t('shares:form.none')}
                  removeLabel={(label) => t('shares:form.remove', { label })}
                />
              )}
            />
          </FormField>
        </div>
      )}
      <FormField
        id="share-expiry"
        label={t('shares:form.expiry')}
        hint={t('shares:form.expiryHint')}
        error={error}
      >
        <Input
          id="share-expiry"
          type="datetime-local"
          data-testid="share-expiry"
          {...form.register('expiry')}
        />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" disabled={pending} data-testid="share-submit">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
