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
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../../hooks/use-form';
import { useOrg } from '../../../../hooks/use-org';
import { formMeta, useServices } from '../../../../lib/services';
import { api } from '../../../../lib/trpc';
import { displayName } from '../../../../lib/user';
import { email, maxLength, password, username, type Rule } from '../../../../lib/validation';
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

const optionalPassword: Rule<unknown> = (v) => (v ? password(v, {}) : null);

function TeamUserForm({
  member,
  onClose,
  onSaved,
}: {
  member: Member | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const services = useServices();
  const { orgId } = useOrg();
  const roles = api.role.list.useQuery({ orgId });
  const [roleIds, setRoleIds] = useState(() => member?.roles.map((r) => r.id) ?? []);
  const form = useForm({
    initial: {
      username: member?.username ?? '',
      email: member?.email ?? '',
      password: '',
      name: member?.name ?? '',
      description: '',
    },
    schema: member
      ? { password: [optionalPassword], name: [maxLength(128)], description: [maxLength(1000)] }
      : {
          username: [username],
          email: [email],
          password: [password],
          name: [maxLength(128)],
          description: [maxLength(1000)],
        },
    labels: {
      username: 'fields:username',
      email: 'fields:email',
      password: 'fields:password',
      name: 'fields:name',
      description: 'fields:description',
    },
  });
  const handlers = {
    meta: formMeta,
    onError: (error: unknown) => {
      if (!form.applyServerError(error)) services.reporter.report(error);
    },
  };
  const add = api.member.addTeamUser.useMutation(handlers);
  const update = api.member.updateTeamUser.useMutation(handlers);
  const done = async (message: string) => {
    toast.success(message);
    await onSaved();
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.check()) return;
    const v = form.values;
    const name = v.name.trim() || undefined;
    const description = v.description.trim() || undefined;
    if (member) {
      update.mutate(
        { orgId, id: member.id, name, description, password: v.password || undefined, roleIds },
        { onSuccess: () => done(t('members:team.saved')) },
      );
    } else {
      add.mutate(
        {
          orgId,
          username: v.username.trim(),
          email: v.email.trim(),
          password: v.password,
          name,
          description,
          roleIds,
        },
        { onSuccess: () => done(t('members:team.created', { name: name ?? v.username.trim() })) },
      );
    }
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="team-username" label={t('fields:username')} error={form.errorText('username')}>
          <Input autoComplete="off" disabled={Boolean(member)} {...form.field('username')} />
        </FormField>
        <FormField id="team-email" label={t('fields:email')} error={form.errorText('email')}>
          <Input type="email" autoComplete="off" disabled={Boolean(member)} {...form.field('email')} />
        </FormField>
        <FormField
          id="team-password"
          label={t('fields:password')}
          error={form.errorText('password')}
          hint={member ? t('members:team.passwordKeep') : t('auth:passwordHint')}
        >
          <Input type="password" autoComplete="new-password" {...form.field('password')} />
        </FormField>
        <FormField id="team-name" label={t('fields:name')} error={form.errorText('name')}>
          <Input autoComplete="off" {...form.field('name')} />
        </FormField>
      </div>
      <FormField id="team-description" label={t('fields:description')} error={form.errorText('description')}>
        <Textarea rows={2} {...form.field('description')} />
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
