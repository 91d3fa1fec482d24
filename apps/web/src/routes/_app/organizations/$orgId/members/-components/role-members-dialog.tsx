import { useQuery, useMutation } from '@tanstack/react-query';
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
import { MultiSelect } from '@tessera/ui/multi-select';
import { Spinner } from '@tessera/ui/spinner';
import { toast } from '@tessera/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrg } from '../../../../../../hooks/use-org';
import { adminQuery } from '../../../../../../lib/admin-queries';
import { useTRPC } from '../../../../../../lib/trpc';
import { displayName } from '../../../../../../lib/user';
import type { Role } from './types';

/** Picks the members of a role (role.setUsers). */
export function RoleMembersDialog({
  role,
  onClose,
  onSaved,
}: {
  role: Role | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={Boolean(role)} onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        closeLabel={t('common:actions.close')}
        className="sm:max-w-lg"
        data-testid="role-members-dialog"
      >
        {role && (
          <>
            <DialogHeader>
              <DialogTitle>{t('members:role.membersTitle', { name: role.name })}</DialogTitle>
              <DialogDescription>{t('members:role.membersDescription')}</DialogDescription>
            </DialogHeader>
            <RoleMembersLoader role={role} onClose={onClose} onSaved={onSaved} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function RoleMembersLoader(props: { role: Role; onClose: () => void; onSaved: () => Promise<void> }) {
  const trpc = useTRPC();
  const users = useQuery(trpc.role.users.queryOptions({ roleId: props.role.id }, adminQuery));
  if (!users.data) {
    return (
      <div className="flex justify-center py-6">
        <Spinner className="size-5 text-primary" />
      </div>
    );
  }
  return <RoleMembersForm {...props} initial={users.data.map((u) => u.id)} />;
}

function RoleMembersForm({
  role,
  initial,
  onClose,
  onSaved,
}: {
  role: Role;
  initial: string[];
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { orgId } = useOrg();
  const members = useQuery(trpc.member.list.queryOptions({ orgId }));
  const [value, setValue] = useState(initial);
  const save = useMutation(
    trpc.role.setUsers.mutationOptions({
      onSuccess: async () => {
        toast.success(t('members:role.membersSaved', { name: role.name }));
        await onSaved();
        onClose();
      },
    }),
  );
  return (
    <div className="grid gap-4">
      <FormField id="role-members" label={t('members:tabs.members')}>
        <MultiSelect
          options={(members.data ?? []).map((m) => ({
            value: m.id,
            label: displayName(m),
            hint: `${m.username} · ${m.email}`,
          }))}
          value={value}
          onChange={setValue}
          placeholder={t('members:role.membersPlaceholder')}
          searchPlaceholder={t('members:picker.search')}
          emptyText={t('members:picker.empty')}
          removeLabel={(label) => t('members:picker.remove', { label })}
        />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          type="button"
          loading={save.isPending}
          onClick={() => save.mutate({ roleId: role.id, userIds: value })}
        >
          {t('common:actions.save')}
        </Button>
      </DialogFooter>
    </div>
  );
}
