import { useMutation } from '@tanstack/react-query';
import { Button } from '@tessera/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@tessera/ui/dropdown-menu';
import { toast } from '@tessera/ui/toast';
import { Crown, MoreHorizontal, ShieldOff, Trash2, UserMinus, UserPen, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOrg } from '../../../../../../hooks/use-org';
import { useTRPC } from '../../../../../../lib/trpc';
import { displayName } from '../../../../../../lib/user';
import type { Member } from './types';

export type MemberAction = 'roles' | 'edit' | 'revoke' | 'remove' | 'delete';

/** The actions on one member; those that need a dialog are handed to the page with `onAction`. */
export function MemberActionsMenu({
  member: m,
  team,
  onAction,
  onChanged,
}: {
  member: Member;
  team: boolean;
  onAction: (action: MemberAction, member: Member) => void;
  onChanged: () => Promise<void>;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { orgId, orgOwner, user } = useOrg();
  const grantOwner = useMutation(trpc.member.grantOwner.mutationOptions());
  const self = m.id === user.id;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('members:actions.menu', { name: displayName(m) })}
        >
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onAction('roles', m)}>
          <Users />
          {t('members:actions.editRoles')}
        </DropdownMenuItem>
        {team && (
          <DropdownMenuItem onSelect={() => onAction('edit', m)}>
            <UserPen />
            {t('members:actions.edit')}
          </DropdownMenuItem>
        )}
        {orgOwner && !m.orgOwner && (
          <DropdownMenuItem
            onSelect={() =>
              grantOwner.mutate(
                { orgId, userId: m.id },
                {
                  onSuccess: async () => {
                    toast.success(t('members:owner.granted', { name: displayName(m) }));
                    await onChanged();
                  },
                },
              )
            }
          >
            <Crown />
            {t('members:actions.grantOwner')}
          </DropdownMenuItem>
        )}
        {orgOwner && m.orgOwner && (
          <DropdownMenuItem onSelect={() => onAction('revoke', m)}>
            <ShieldOff />
            {t('members:actions.revokeOwner')}
          </DropdownMenuItem>
        )}
        {!self && !m.creator && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              className="text-destructive focus:text-destructive"
              onSelect={() => onAction('remove', m)}
            >
              <UserMinus />
              {t('members:actions.remove')}
            </DropdownMenuItem>
            {team && (
              <DropdownMenuItem
                className="text-destructive focus:text-destructive"
                onSelect={() => onAction('delete', m)}
              >
                <Trash2 />
                {t('members:actions.deleteAccount')}
              </DropdownMenuItem>
            )}
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
