import type { ColumnDef } from '@tanstack/react-table';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@tessera/api';
import { Badge } from '@tessera/ui/badge';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type Invitation = inferRouterOutputs<AppRouter>['member']['invitations'][number];

/** The columns of the pending invitations: address, who invited, when sent, when it expires. */
export function useInvitationColumns(): ColumnDef<Invitation>[] {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return [
      {
        accessorKey: 'email',
        header: t('members:invitations.email'),
        meta: { className: 'font-medium break-all' },
      },
      {
        id: 'invitedBy',
        accessorFn: (inv) => inv.invitedBy ?? '—',
        header: t('members:invitations.invitedBy'),
        meta: { className: 'hidden text-muted-foreground md:table-cell' },
      },
      {
        id: 'sentAt',
        accessorFn: (inv) => new Date(inv.sentAt).getTime(),
        header: t('members:invitations.sent'),
        cell: ({ row }) => date.format(row.original.sentAt),
        meta: { className: 'hidden text-muted-foreground sm:table-cell' },
      },
      {
        id: 'expiresAt',
        accessorFn: (inv) => new Date(inv.expiresAt).getTime(),
        header: t('members:invitations.expires'),
        cell: ({ row: { original: inv } }) =>
          inv.expired ? (
            <Badge variant="warning">{t('members:invitations.expired')}</Badge>
          ) : (
            <span className="text-muted-foreground">{date.format(inv.expiresAt)}</span>
          ),
      },
    ];
  }, [t, i18n.language]);
}
