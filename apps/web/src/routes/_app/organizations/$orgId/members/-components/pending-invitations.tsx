import { useQueryClient, useQuery, useMutation } from '@tanstack/react-query';
import { Button } from '@tessera/ui/button';
import { ConfirmDialog } from '@tessera/ui/confirm-dialog';
import { toast } from '@tessera/ui/toast';
import { MailPlus, RotateCw, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrg } from '../../../../../../hooks/use-org';
import { adminQuery } from '../../../../../../lib/admin-queries';
import { useTRPC } from '../../../../../../lib/trpc';
import { DataGrid } from '../../../../../../components/data-grid/data-grid';
import { useInvitationColumns } from './invitation-columns';

/**
 * Invitations of addresses that have no account yet, with resend and revoke. Hidden while there are
 * none, so the members page stays as it was for organisations that never used them.
 */
export function PendingInvitations() {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { orgId } = useOrg();
  const queryClient = useQueryClient();
  const invitations = useQuery(trpc.member.invitations.queryOptions({ orgId }, adminQuery));
  const [revoking, setRevoking] = useState<{ id: string; email: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries(trpc.member.invitations.queryFilter({ orgId }));
  const resend = useMutation(
    trpc.member.resendInvitation.mutationOptions({
      onSuccess: async (_r, input) => {
        const email = invitations.data?.find((i) => i.id === input.invitationId)?.email ?? '';
        toast.success(t('members:invitations.resent', { email }));
        await refresh();
      },
    }),
  );
  const revoke = useMutation(
    trpc.member.revokeInvitation.mutationOptions({
      onSuccess: async () => {
        toast.success(t('members:invitations.revoked', { email: revoking?.email ?? '' }));
        setRevoking(null);
        await refresh();
      },
    }),
  );
  const columns = useInvitationColumns();
  const rows = invitations.data ?? [];
  if (rows.length === 0) return null;

  return (
    <section
      className="space-y-3"
      aria-labelledby="pending-invitations-title"
      data-testid="pending-invitations"
    >
      <div>
        <h2 id="pending-invitations-title" className="flex items-center gap-2 text-base font-semibold">
          <MailPlus className="size-4" />
          {t('members:invitations.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('members:invitations.description')}</p>
      </div>
      <DataGrid
        data={rows}
        columns={columns}
        label={t('members:invitations.title')}
        getRowId={(inv) => inv.id}
        empty={null}
        initialSorting={[{ id: 'sentAt', desc: true }]}
        rowAttributes={(inv) => ({ 'data-testid': `invitation-${inv.email}` })}
        rowActions={(inv) => (
          <div role="group" aria-label={t('members:invitations.actions', { email: inv.email })}>
            <Button
              variant="ghost"
              size="sm"
              loading={resend.isPending && resend.variables.invitationId === inv.id}
              onClick={() => resend.mutate({ orgId, invitationId: inv.id })}
            >
              <RotateCw />
              {t('members:invitations.resend')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive"
              onClick={() => setRevoking({ id: inv.id, email: inv.email })}
            >
              <X />
              {t('members:invitations.revoke')}
            </Button>
          </div>
        )}
      />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(o) => !o && setRevoking(null)}
        title={t('members:invitations.revokeTitle', { email: revoking?.email ?? '' })}
        description={t('members:invitations.revokeDescription')}
        confirmLabel={t('members:invitations.revoke')}
        cancelLabel={t('common:actions.cancel')}
        closeLabel={t('common:actions.close')}
        destructive
        loading={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate({ orgId, invitationId: revoking.id })}
      />
    </section>
  );
}
