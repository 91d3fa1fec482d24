import type { ColumnDef } from '@tanstack/react-table';
import { Avatar } from '@tessera/ui/avatar';
import { Badge } from '@tessera/ui/badge';
import { EmptyState } from '@tessera/ui/empty-state';
import { Crown, Users } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../../../../../components/data-grid/data-grid';
import { useOrg } from '../../../../../../hooks/use-org';
import { avatarUrl, displayName } from '../../../../../../lib/user';
import { MemberActionsMenu, type MemberAction } from './member-actions-menu';
import type { Member } from './types';

/** The members of the organisation with their badges, roles and actions. */
export function MembersTable({
  rows,
  team,
  onAction,
  onChanged,
}: {
  rows: Member[];
  team: boolean;
  onAction: (action: MemberAction, member: Member) => void;
  onChanged: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { user } = useOrg();
  const columns = useMemo<ColumnDef<Member>[]>(
    () => [
      {
        id: 'member',
        header: t('members:columns.member'),
        accessorFn: (m) => displayName(m),
        cell: ({ row: { original: m } }) => <MemberCell member={m} self={m.id === user.id} />,
      },
      {
        accessorKey: 'email',
        header: t('members:columns.email'),
        meta: { className: 'hidden text-muted-foreground md:table-cell' },
      },
      {
        id: 'roles',
        header: t('members:columns.roles'),
        enableSorting: false,
        cell: ({ row: { original: m } }) =>
          m.roles.length === 0 ? (
            <span className="text-xs text-muted-foreground">{t('members:noRoles')}</span>
          ) : (
            <div className="flex flex-wrap gap-1">
              {m.roles.map((r) => (
                <Badge key={r.id} variant="outline">
                  {r.name}
                </Badge>
              ))}
            </div>
          ),
      },
    ],
    [t, user.id],
  );
  return (
    <DataGrid
      data={rows}
      columns={columns}
      label={t('members:title')}
      getRowId={(m) => m.id}
      empty={<EmptyState icon={<Users />} title={t('members:empty')} />}
      rowActions={(m) => (
        <MemberActionsMenu member={m} team={team} onAction={onAction} onChanged={onChanged} />
      )}
      rowAttributes={(m) => ({ 'data-testid': `member-${m.username}` })}
      data-testid="members-table"
    />
  );
}

function MemberCell({ member: m, self }: { member: Member; self: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3">
      <Avatar src={avatarUrl(m.avatar)} name={displayName(m)} className="size-8" />
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="truncate font-medium">{displayName(m)}</span>
          {m.orgOwner && (
            <Badge>
              <Crown className="size-3" />
              {t('members:badges.owner')}
            </Badge>
          )}
          {m.creator && <Badge variant="secondary">{t('members:badges.creator')}</Badge>}
          {self && <Badge variant="outline">{t('members:badges.you')}</Badge>}
          {!m.active && <Badge variant="warning">{t('members:badges.inactive')}</Badge>}
        </div>
        <p className="truncate text-xs text-muted-foreground">
          @{m.username}
          <span className="md:hidden"> · {m.email}</span>
        </p>
      </div>
    </div>
  );
}
