import { useMutation } from '@tanstack/react-query';
import { Alert } from '@tessera/ui/alert';
import { ConfirmDialog } from '@tessera/ui/confirm-dialog';
import { toast } from '@tessera/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrg } from '../../../../../../hooks/use-org';
import { errorText } from '../../../../../../lib/error-text';
import { formMeta } from '../../../../../../lib/services';
import { useTRPC } from '../../../../../../lib/trpc';
import { displayName } from '../../../../../../lib/user';
import type { MemberAction } from './member-actions-menu';
import type { Member } from './types';

/** Removing a member, revoking an owner and deleting a team account, each confirmed first. */
export function MemberConfirmDialogs({
  action,
  target,
  onClose,
  onChanged,
}: {
  action: MemberAction | null;
  target: Member | null;
  onClose: () => void;
  onChanged: () => Promise<void>;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { org, orgId } = useOrg();
  const [dialogError, setDialogError] = useState<string | null>(null);
  const onDialogError = (e: unknown) => setDialogError(errorText(t, e));
  const close = () => {
    setDialogError(null);
    onClose();
  };
  const remove = useMutation(trpc.member.remove.mutationOptions({ meta: formMeta, onError: onDialogError }));
  const revokeOwner = useMutation(
    trpc.member.revokeOwner.mutationOptions({ meta: formMeta, onError: onDialogError }),
  );
  const deleteUser = useMutation(
    trpc.member.deleteTeamUser.mutationOptions({ meta: formMeta, onError: onDialogError }),
  );
  const targetName = target ? displayName(target) : '';
  return (
    <>
      <ConfirmDialog
        open={action === 'remove'}
        onOpenChange={(o) => !o && close()}
        title={t('members:remove.title', { name: targetName })}
        description={t('members:remove.description', { name: targetName, org: org.name })}
        confirmLabel={t('members:remove.confirm')}
        cancelLabel={t('common:actions.cancel')}
        closeLabel={t('common:actions.close')}
        destructive
        loading={remove.isPending}
        onConfirm={() =>
          target &&
          remove.mutate(
            { orgId, memberId: target.id },
            {
              onSuccess: async () => {
                toast.success(t('members:remove.done', { name: targetName }));
                close();
                await onChanged();
              },
            },
          )
        }
      >
        {dialogError && <Alert variant="destructive">{dialogError}</Alert>}
      </ConfirmDialog>
      <ConfirmDialog
        open={action === 'revoke'}
        onOpenChange={(o) => !o && close()}
        title={t('members:owner.revokeTitle', { name: targetName })}
        description={t('members:owner.revokeDescription', { name: targetName })}
        confirmLabel={t('members:actions.revokeOwner')}
        cancelLabel={t('common:actions.cancel')}
        closeLabel={t('common:actions.close')}
        destructive
        loading={revokeOwner.isPending}
        onConfirm={() =>
          target &&
          revokeOwner.mutate(
            { orgId, userId: target.id },
            {
              onSuccess: async () => {
                toast.success(t('members:owner.revoked', { name: targetName }));
                close();
                await onChanged();
              },
            },
          )
        }
      >
        {dialogError && (
          <Alert variant="destructive" data-testid="revoke-error">
            {dialogError}
          </Alert>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={action === 'delete'}
        onOpenChange={(o) => !o && close()}
        title={t('members:team.deleteTitle', { name: targetName })}
        description={t('members:team.deleteDescription')}
        confirmLabel={t('members:actions.deleteAccount')}
        cancelLabel={t('common:actions.cancel')}
        closeLabel={t('common:actions.close')}
        destructive
        loading={deleteUser.isPending}
        onConfirm={() =>
          target &&
          deleteUser.mutate(
            { orgId, memberId: target.id },
            {
              onSuccess: async () => {
                toast.success(t('members:team.deleted', { name: targetName }));
                close();
                await onChanged();
              },
            },
          )
        }
      >
        {dialogError && <Alert variant="destructive">{dialogError}</Alert>}
      </ConfirmDialog>
    </>
  );
}
