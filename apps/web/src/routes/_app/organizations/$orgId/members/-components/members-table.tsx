import { Avatar } from '@tessera/ui/avatar';
import { Badge } from '@tessera/ui/badge';
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from '@tessera/ui/table';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOrg } from '../../../../../../hooks/use-org';
import { avatarUrl, displayName } from '../../../../../../lib/user';
import { MemberActionsMenu, type MemberAction } from './member-actions-menu';
import type { Member } from './types';

/** The members of the organisation with their badges, roles and actions. */
export function MembersTable({
  rows,
  loading,
  team,
  onAction,
  onChanged,
}: {
  rows: Member[];
  loading: boolean;
  team: boolean;
  onAction: (action: MemberAction, member: Member) => void;
  onChanged: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { user } = useOrg();
  return (
    <Table data-testid="members-table">
      <TableHeader>
        <TableRow>
          <TableHead>{t('members:columns.member')}</TableHead>
          <TableHead className="hidden md:table-cell">{t('members:columns.email')}</TableHead>
          <TableHead>{t('members:columns.roles')}</TableHead>
          <TableHead className="w-12 text-right">
            <span className="sr-only">{t('members:columns.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading && <TableEmpty colSpan={4}>…</TableEmpty>}
        {!loading && rows.length === 0 && <TableEmpty colSpan={4}>{t('members:empty')}</TableEmpty>}
        {rows.map((m) => {
          const self = m.id === user.id;
          return (
            <TableRow key={m.id} data-testid={`member-${m.username}`}>
              <TableCell>
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
              </TableCell>
              <TableCell className="hidden text-muted-foreground md:table-cell">{m.email}</TableCell>
              <TableCell>
                {m.roles.length === 0 ? (
                  <span className="text-xs text-muted-foreground">{t('members:noRoles')}</span>
                ) : (
                  <div className="flex flex-wrap gap-1">
                    {m.roles.map((r) => (
                      <Badge key={r.id} variant="outline">
                        {r.name}
                      </Badge>
                    ))}
                  </div>
                )}
              </TableCell>
              <TableCell className="text-right">
                <MemberActionsMenu member={m} team={team} onAction={onAction} onChanged={onChanged} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
