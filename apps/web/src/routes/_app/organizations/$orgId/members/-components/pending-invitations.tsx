import { Badge } from '@tessera/ui/badge';
import { Button } from '@tessera/ui/button';
import { ConfirmDialog } from '@tessera/ui/confirm-dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@tessera/ui/table';
import { toast } from '@tessera/ui/toast';
import { MailPlus, RotateCw, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrg } from '../../../../../../hooks/use-org';
import { api } from '../../../../../../lib/trpc';

/**
 * Invitations of addresses that have no account yet, with resend and revoke. Hidden while there are
 * none, so the members page stays as it was for organisations that never used them.
 */
export function PendingInvitations() {
  const { t, i18n } = useTranslation();
  const { orgId } = useOrg();
  const utils = api.useUtils();
  const invitations = api.member.invitations.useQuery({ orgId }, { staleTime: 0 });
  const [revoking, setRevoking] = useState<{ id: string; email: string } | null>(null);
  const refresh = () => utils.member.invitations.invalidate({ orgId });
  const resend = api.member.resendInvitation.useMutation({
    onSuccess: async (_r, input) => {
      const email = invitations.data?.find((i) => i.id === input.invitationId)?.email ?? '';
      toast.success(t('members:invitations.resent', { email }));
      await refresh();
    },
  });
  const revoke = api.member.revokeInvitation.useMutation({
    onSuccess: async () => {
      toast.success(t('members:invitations.revoked', { email: revoking?.email ?? '' }));
      setRevoking(null);
      await refresh();
    },
  });
  const rows = invitations.data ?? [];
  if (rows.length === 0) return null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

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
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t('members:invitations.email')}</TableHead>
            <TableHead className="hidden md:table-cell">{t('members:invitations.invitedBy')}</TableHead>
            <TableHead className="hidden sm:table-cell">{t('members:invitations.sent')}</TableHead>
            <TableHead>{t('members:invitations.expires')}</TableHead>
            <TableHead className="text-right">
              <span className="sr-only">{t('members:columns.actions')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((inv) => (
            <TableRow key={inv.id} data-testid={`invitation-${inv.email}`}>
              <TableCell className="font-medium break-all">{inv.email}</TableCell>
              <TableCell className="hidden text-muted-foreground md:table-cell">
                {inv.invitedBy ?? '—'}
              </TableCell>
              <TableCell className="hidden text-muted-foreground sm:table-cell">
                {date.format(inv.sentAt)}
              </TableCell>
              <TableCell>
                {inv.expired ? (
                  <Badge variant="warning">{t('members:invitations.expired')}</Badge>
                ) : (
                  <span className="text-muted-foreground">{date.format(inv.expiresAt)}</span>
                )}
              </TableCell>
              <TableCell className="text-right whitespace-nowrap">
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
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
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
