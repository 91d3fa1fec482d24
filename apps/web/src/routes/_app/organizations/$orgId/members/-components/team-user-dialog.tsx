import { useQuery, useMutation } from '@tanstack/react-query';
import { orgsSchemas, password } from '@tessera/core/schemas';
import { z } from 'zod';
import { Button } from '@tessera/ui/button';
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
import { MultiSelect } from '@tessera/ui/multi-select';
import { Textarea } from '@tessera/ui/textarea';
import { toast } from '@tessera/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrg } from '../../../../../../hooks/use-org';
import { formMeta, useServices } from '../../../../../../lib/services';
import { useTRPC } from '../../../../../../lib/trpc';
import { displayName } from '../../../../../../lib/user';
import { applyServerError, useFieldErrors, useSchemaForm } from '../../../../../../lib/forms';
import type { Member } from './types';

/** Team mode: owners create accounts directly ("Add user") and edit them. */
export function TeamUserDialog({
  open,
  member,
  onClose,
  onSaved,
}: {
  open: boolean;
  member: Member | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { org } = useOrg();
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t('common:actions.close')} className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>
            {member ? t('members:team.editTitle', { name: displayName(member) }) : t('members:team.addTitle')}
          </DialogTitle>
          {!member && (
            <DialogDescription>{t('members:team.addDescription', { org: org.name })}</DialogDescription>
          )}
        </DialogHeader>
        {open && <TeamUserForm member={member} onClose={onClose} onSaved={onSaved} />}
      </DialogContent>
    </Dialog>
  );
}

const createSchema = orgsSchemas.teamUserInputSchema.pick({
  username: true,
  email: true,
  password: true,
  name: true,
  description: true,
});
/** Editing keeps username and e-mail; an empty password keeps the current one. */
const editSchema = orgsSchemas.teamUserUpdateInputSchema.pick({ name: true, description: true }).extend({
  username: z.string(),
  email: z.string(),
  password: z
    .string()
    .transform((v) => v || undefined)
    .pipe(password().optional()),
});

function TeamUserForm({
  member,
  onClose,
  onSaved,
}: {
  member: Member | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const services = useServices();
  const { orgId } = useOrg();
  const roles = useQuery(trpc.role.list.queryOptions({ orgId }));
  const [roleIds, setRoleIds] = useState(() => member?.roles.map((r) => r.id) ?? []);
  // Both schemas hold the same fields; creation's output is the narrower one, so the form reads as editing.
  const schema = member ? editSchema : (createSchema as unknown as typeof editSchema);
  const form = useSchemaForm(schema, {
    defaultValues: {
      username: member?.username ?? '',
      email: member?.email ?? '',
      password: '',
      name: member?.name ?? '',
      description: '',
    },
  });
  const errorOf = useFieldErrors(form.formState.errors);
  const handlers = {
    meta: formMeta,
    onError: (error: unknown) => {
      if (!applyServerError(form, error, t)) services.reporter.report(error);
    },
  };
  const add = useMutation(trpc.member.addTeamUser.mutationOptions(handlers));
  const update = useMutation(trpc.member.updateTeamUser.mutationOptions(handlers));
  const done = async (message: string) => {
    toast.success(message);
    await onSaved();
    onClose();
  };
  const submit = form.handleSubmit((v) => {
    const name = v.name ?? undefined;
    const description = v.description ?? undefined;
    if (member) {
      update.mutate(
        { orgId, id: member.id, name, description, password: v.password, roleIds },
        { onSuccess: () => done(t('members:team.saved')) },
      );
    } else {
      add.mutate(
        {
          orgId,
          username: v.username,
          email: v.email,
          password: v.password ?? '',
          name,
          description,
          roleIds,
        },
        { onSuccess: () => done(t('members:team.created', { name: name ?? v.username })) },
      );
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="team-username"
          label={t('fields:username')}
          error={errorOf('username', 'fields:username')}
        >
          <Input autoComplete="off" disabled={Boolean(member)} {...form.register('username')} />
        </FormField>
        <FormField id="team-email" label={t('fields:email')} error={errorOf('email', 'fields:email')}>
          <Input type="email" autoComplete="off" disabled={Boolean(member)} {...form.register('email')} />
        </FormField>
        <FormField
          id="team-password"
          label={t('fields:password')}
          error={errorOf('password', 'fields:password')}
          hint={member ? t('members:team.passwordKeep') : t('auth:passwordHint')}
        >
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField id="team-name" label={t('fields:name')} error={errorOf('name', 'fields:name')}>
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
      </div>
      <FormField
        id="team-description"
        label={t('fields:description')}
        error={errorOf('description', 'fields:description')}
      >
        <Textarea rows={2} {...form.register('description')} />
      </FormField>
      <FormField id="team-roles" label={t('fields:role')}>
        <MultiSelect
          options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
          value={roleIds}
          onChange={setRoleIds}
          placeholder={t('members:roles.placeholder')}
          searchPlaceholder={t('members:picker.search')}
          emptyText={t('members:picker.empty')}
          removeLabel={(label) => t('members:picker.remove', { label })}
        />
      </FormField>
      <DialogFooter className="mt-2">
        <Button type="button" variant="outline" onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" loading={add.isPending || update.isPending}>
          {t('common:actions.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
