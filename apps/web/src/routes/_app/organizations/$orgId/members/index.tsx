import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Button } from '@tessera/ui/button';
import { Input } from '@tessera/ui/input';
import { Search, UserPen, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../../../../components/page-error';
import { PagePending } from '../../../../../components/page-pending';
import { adminQuery } from '../../../../../lib/admin-queries';
import { ensureList } from '../../../../../lib/route-data';
import { PageHeader } from '../../../../../components/page-header';
import { useOrg } from '../../../../../hooks/use-org';
import { usePageTitle } from '../../../../../hooks/use-page-title';
import { useServices } from '../../../../../lib/services';
import { useTRPC } from '../../../../../lib/trpc';
import { InviteDialog } from './-components/invite-dialog';
import type { MemberAction } from './-components/member-actions-menu';
import { MemberConfirmDialogs } from './-components/member-confirm-dialogs';
import { MemberRolesDialog } from './-components/member-roles-dialog';
import { MembersTable } from './-components/members-table';
import { PendingInvitations } from './-components/pending-invitations';
import { TeamUserDialog } from './-components/team-user-dialog';
import type { Member } from './-components/types';

interface MembersSearch {
  /** A search to start with (the command palette opens a member this way). */
  q?: string;
}

export const Route = createFileRoute('/_app/organizations/$orgId/members/')({
  validateSearch: (search: Record<string, unknown>): MembersSearch => ({
    q: typeof search.q === 'string' && search.q ? search.q : undefined,
  }),
  loader: ({ context, params }) =>
    ensureList(
      Promise.all([
        context.queryClient.ensureQueryData(context.trpc.system.info.queryOptions()),
        context.queryClient.ensureQueryData(
          context.trpc.member.list.queryOptions({ orgId: params.orgId }, adminQuery),
        ),
        context.queryClient.ensureQueryData(
          context.trpc.member.invitations.queryOptions({ orgId: params.orgId }, adminQuery),
        ),
      ]),
    ),
  pendingComponent: PagePending,
  errorComponent: PageError,
  component: MembersRoute,
});

/** A new `q` in the address starts the page again with that search. */
function MembersRoute() {
  const { q } = Route.useSearch();
  return <MembersPage key={q ?? ''} initialQuery={q ?? ''} />;
}

type Pending = { kind: MemberAction; member: Member } | { kind: 'invite' | 'add' } | null;

function MembersPage({ initialQuery }: { initialQuery: string }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  usePageTitle(t('members:title'));
  const services = useServices();
  const { org, orgId } = useOrg();
  const { data: system } = useSuspenseQuery(trpc.system.info.queryOptions());
  const team = system.tenantManagementMode === 'TEAM';
  const { data: members } = useSuspenseQuery(trpc.member.list.queryOptions({ orgId }, adminQuery));
  const [query, setQuery] = useState(initialQuery);
  const [pending, setPending] = useState<Pending>(null);
  const close = () => setPending(null);

  const refresh = async () => {
    await Promise.all([
      services.queryClient.invalidateQueries(services.trpc.member.list.queryFilter({ orgId })),
      services.queryClient.invalidateQueries(services.trpc.member.invitations.queryFilter({ orgId })),
      services.queryClient.invalidateQueries(services.trpc.role.list.queryFilter({ orgId })),
      services.queryClient.invalidateQueries(services.trpc.permission.mine.queryFilter({ orgId })),
      services.queryClient.invalidateQueries(services.trpc.user.me.pathFilter()),
    ]);
  };

  const q = query.trim().toLowerCase();
  const rows = members.filter(
    (m) =>
      !q ||
      m.username.toLowerCase().includes(q) ||
      m.email.toLowerCase().includes(q) ||
      (m.name ?? '').toLowerCase().includes(q),
  );
  const target = pending && 'member' in pending ? pending.member : null;
  const confirmAction =
    pending?.kind === 'remove' || pending?.kind === 'revoke' || pending?.kind === 'delete'
      ? pending.kind
      : null;

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
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <Users className="size-4" />
          {t('members:count', { count: members.length })}
        </p>
      </div>
      <MembersTable
        rows={rows}
        team={team}
        onAction={(kind, member) => setPending({ kind, member })}
        onChanged={refresh}
      />
      <PendingInvitations />

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
      <MemberConfirmDialogs action={confirmAction} target={target} onClose={close} onChanged={refresh} />
    </div>
  );
}
