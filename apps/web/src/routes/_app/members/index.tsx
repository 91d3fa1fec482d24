import { createFileRoute } from '@tanstack/react-router';
import { Avatar } from '@tessera/ui/avatar';
import { Badge } from '@tessera/ui/badge';
import { Button } from '@tessera/ui/button';
import { ConfirmDialog } from '@tessera/ui/confirm-dialog';
import { Alert } from '@tessera/ui/alert';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@tessera/ui/dropdown-menu';
import { Input } from '@tessera/ui/input';
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from '@tessera/ui/table';
import { toast } from '@tessera/ui/toast';
import {
  Crown,
  MoreHorizontal,
  Search,
  ShieldOff,
  Trash2,
  UserMinus,
  UserPen,
  UserPlus,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useOrg } from '../../../hooks/use-org';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorText } from '../../../lib/error-text';
import { formMeta, useServices } from '../../../lib/services';
import { api } from '../../../lib/trpc';
import { avatarUrl, displayName } from '../../../lib/user';
import { InviteDialog } from './-components/invite-dialog';
import { MemberRolesDialog } from './-components/member-roles-dialog';
import { TeamUserDialog } from './-components/team-user-dialog';
import type { Member } from './-components/types';

interface MembersSearch {
  /** A search to start with (the command palette opens a member this way). */
  q?: string;
}

export const Route = createFileRoute('/_app/members/')({
  validateSearch: (search: Record<string, unknown>): MembersSearch => ({
    q: typeof search.q === 'string' && search.q ? search.q : undefined,
  }),
  component: MembersRoute,
});

/** A new `q` in the address starts the page again with that search. */
function MembersRoute() {
  const { q } = Route.useSearch();
  return <MembersPage key={q ?? ''} initialQuery={q ?? ''} />;
}

type Pending =
  | { kind: 'roles' | 'remove' | 'revoke' | 'delete' | 'edit'; member: Member }
  | { kind: 'invite' | 'add' }
  | null;

function MembersPage({ initialQuery }: { initialQuery: string }) {
  const { t } = useTranslation();
  usePageTitle(t('members:title'));
  const services = useServices();
  const { org, orgId, orgOwner, user } = useOrg();
  const [system] = api.system.info.useSuspenseQuery();
  const team = system.tenantManagementMode === 'TEAM';
  const members = api.member.list.useQuery({ orgId }, { staleTime: 0 });
  const [query, setQuery] = useState(initialQuery);
  const [pending, setPending] = useState<Pending>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const close = () => {
    setPending(null);
    setDialogError(null);
  };

  const refresh = async () => {
    await Promise.all([
      services.trpc.member.list.invalidate({ orgId }),
      services.trpc.role.list.invalidate({ orgId }),
      services.trpc.permission.mine.invalidate({ orgId }),
      services.trpc.user.me.invalidate(),
    ]);
  };
  const onDialogError = (e: unknown) => setDialogError(errorText(t, e));

  const remove = api.member.remove.useMutation({ meta: formMeta, onError: onDialogError });
  const grantOwner = api.member.grantOwner.useMutation();
  const revokeOwner = api.member.revokeOwner.useMutation({ meta: formMeta, onError: onDialogError });
  const deleteUser = api.member.deleteTeamUser.useMutation({ meta: formMeta, onError: onDialogError });

  const q = query.trim().toLowerCase();
  const rows = (members.data ?? []).filter(
    (m) =>
      !q ||
      m.username.toLowerCase().includes(q) ||
      m.email.toLowerCase().includes(q) ||
      (m.name ?? '').toLowerCase().includes(q),
  );
  const target = pending && 'member' in pending ? pending.member : null;
  const targetName = target ? displayName(target) : '';

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('members:title')}
        description={t('members:description', { org: org.name })}
        actions={
          <>
            {team && (
              <Button variant="outline" onClick={() => setPending({ kind: 'add' })}>
                <UserPen />
                {t('members:team.add')}
              </Button>
            )}
            <Button onClick={() => setPending({ kind: 'invite' })} data-testid="invite-members">
              <UserPlus />
              {t('members:invite.button')}
            </Button>
          </>
        }
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="relative w-full max-w-xs">
          <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('members:search')}
            aria-label={t('members:search')}
            className="pl-8"
          />
        </div>
        {members.data && (
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Users className="size-4" />
            {t('members:count', { count: members.data.length })}
          </p>
        )}
      </div>
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
          {members.isPending && <TableEmpty colSpan={4}>…</TableEmpty>}
          {members.data && rows.length === 0 && <TableEmpty colSpan={4}>{t('members:empty')}</TableEmpty>}
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
                      <DropdownMenuItem onSelect={() => setPending({ kind: 'roles', member: m })}>
                        <Users />
                        {t('members:actions.editRoles')}
                      </DropdownMenuItem>
                      {team && (
                        <DropdownMenuItem onSelect={() => setPending({ kind: 'edit', member: m })}>
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
                                  await refresh();
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
                        <DropdownMenuItem onSelect={() => setPending({ kind: 'revoke', member: m })}>
                          <ShieldOff />
                          {t('members:actions.revokeOwner')}
                        </DropdownMenuItem>
                      )}
                      {!self && !m.creator && (
                        <>
                          <DropdownMenuSeparator />
                          <DropdownMenuItem
                            className="text-destructive focus:text-destructive"
                            onSelect={() => setPending({ kind: 'remove', member: m })}
                          >
                            <UserMinus />
                            {t('members:actions.remove')}
                          </DropdownMenuItem>
                          {team && (
                            <DropdownMenuItem
                              className="text-destructive focus:text-destructive"
                              onSelect={() => setPending({ kind: 'delete', member: m })}
                            >
                              <Trash2 />
                              {t('members:actions.deleteAccount')}
                            </DropdownMenuItem>
                          )}
                        </>
                      )}
                    </DropdownMenuContent>
                  </DropdownMenu>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>

      <InviteDialog
        open={pending?.kind === 'invite'}
        onOpenChange={(o) => !o && close()}
        onInvited={refresh}
      />
      <MemberRolesDialog
        member={pending?.kind === 'roles' ? pending.member : null}
        onClose={close}
        onSaved={refresh}
      />
      <TeamUserDialog
        open={pending?.kind === 'add' || pending?.kind === 'edit'}
        member={pending?.kind === 'edit' ? pending.member : null}
        onClose={close}
        onSaved={refresh}
      />
      <ConfirmDialog
        open={pending?.kind === 'remove'}
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
                await refresh();
              },
            },
          )
        }
      >
        {dialogError && <Alert variant="destructive">{dialogError}</Alert>}
      </ConfirmDialog>
      <ConfirmDialog
        open={pending?.kind === 'revoke'}
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
                await refresh();
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
        open={pending?.kind === 'delete'}
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
                await refresh();
              },
            },
          )
        }
      >
        {dialogError && <Alert variant="destructive">{dialogError}</Alert>}
      </ConfirmDialog>
    </div>
  );
}
