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
import { toast } from '@tessera/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrg } from '../../../../../../hooks/use-org';
import { useTRPC } from '../../../../../../lib/trpc';
import { displayName } from '../../../../../../lib/user';
import type { Member } from './types';

/** A member's roles (member.setRoles). */
export function MemberRolesDialog({
  member,
  onClose,
  onSaved,
}: {
  member: Member | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={Boolean(member)} onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t('common:actions.close')} data-testid="member-roles-dialog">
        {member && (
          <>
            <DialogHeader>
              <DialogTitle>{t('members:roles.title', { name: displayName(member) })}</DialogTitle>
              <DialogDescription>{t('members:roles.description')}</DialogDescription>
            </DialogHeader>
            <MemberRolesForm member={member} onClose={onClose} onSaved={onSaved} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function MemberRolesForm({
  member,
  onClose,
  onSaved,
}: {
  member: Member;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { orgId } = useOrg();
  const roles = useQuery(trpc.role.list.queryOptions({ orgId }));
  const [value, setValue] = useState(() => member.roles.map((r) => r.id));
  const save = useMutation(
    trpc.member.setRoles.mutationOptions({
      onSuccess: async () => {
        toast.success(t('members:roles.saved'));
        await onSaved();
        onClose();
      },
    }),
  );
  return (
    <div className="grid gap-4">
      <FormField id="member-roles" label={t('fields:role')}>
        <MultiSelect
          options={(roles.data ?? []).map((r) => ({
            value: r.id,
            label: r.name,
            hint: r.description ?? undefined,
          }))}
          value={value}
          onChange={setValue}
          placeholder={t('members:roles.placeholder')}
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
          onClick={() => save.mutate({ orgId, memberId: member.id, roleIds: value })}
        >
          {t('common:actions.save')}
        </Button>
      </DialogFooter>
    </div>
  );
}
