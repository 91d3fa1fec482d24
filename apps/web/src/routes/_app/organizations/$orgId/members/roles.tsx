import { useSuspenseQuery, useMutation } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Alert } from '@tessera/ui/alert';
import { Button } from '@tessera/ui/button';
import { ConfirmDialog } from '@tessera/ui/confirm-dialog';
import { toast } from '@tessera/ui/toast';
import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../../../../components/page-error';
import { PagePending } from '../../../../../components/page-pending';
import { adminQuery } from '../../../../../lib/admin-queries';
import { ensureList } from '../../../../../lib/route-data';
import { PageHeader } from '../../../../../components/page-header';
import { useOrg } from '../../../../../hooks/use-org';
import { usePageTitle } from '../../../../../hooks/use-page-title';
import { errorText } from '../../../../../lib/error-text';
import { formMeta, useServices } from '../../../../../lib/services';
import { useTRPC } from '../../../../../lib/trpc';
import { RoleDialog } from './-components/role-dialog';
import { RoleMembersDialog } from './-components/role-members-dialog';
import { RolesTable, type RoleAction } from './-components/roles-table';
import type { Role } from './-components/types';

export const Route = createFileRoute('/_app/organizations/$orgId/members/roles')({
  loader: ({ context, params }) =>
    ensureList(
      context.queryClient.ensureQueryData(
        context.trpc.role.list.queryOptions({ orgId: params.orgId }, adminQuery),
      ),
    ),
  pendingComponent: PagePending,
  errorComponent: PageError,
  component: RolesPage,
});

type Pending = { kind: 'edit' | 'members' | 'delete'; role: Role } | { kind: 'create' } | null;

function RolesPage() {
  const trpc = useTRPC();
  const { t } = useTranslation();
  usePageTitle(t('members:role.title'));
  const services = useServices();
  const { orgId } = useOrg();
  const { data: roles } = useSuspenseQuery(trpc.role.list.queryOptions({ orgId }, adminQuery));
  const [pending, setPending] = useState<Pending>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const close = () => {
    setPending(null);
    setDeleteError(null);
  };
  const refresh = async () => {
    await Promise.all([
      services.queryClient.invalidateQueries(services.trpc.role.list.queryFilter({ orgId })),
      services.queryClient.invalidateQueries(services.trpc.member.list.queryFilter({ orgId })),
      services.queryClient.invalidateQueries(services.trpc.permission.mine.queryFilter({ orgId })),
    ]);
  };
  const remove = useMutation(
    trpc.role.delete.mutationOptions({
      meta: formMeta,
      onError: (e) => setDeleteError(errorText(t, e)),
    }),
  );
  const target = pending && 'role' in pending ? pending.role : null;
  const onAction = useCallback((kind: RoleAction, role: Role) => setPending({ kind, role }), []);

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('members:role.title')}
        description={t('members:role.description')}
        actions={
          <Button onClick={() => setPending({ kind: 'create' })} data-testid="new-role">
            <Plus />
            {t('members:role.new')}
          </Button>
        }
      />
      <RolesTable roles={roles} onAction={onAction} />
      <RoleDialog
        open={pending?.kind === 'create' || pending?.kind === 'edit'}
        role={pending?.kind === 'edit' ? pending.role : null}
        onClose={close}
        onSaved={refresh}
      />
      <RoleMembersDialog
        role={pending?.kind === 'members' ? pending.role : null}
        onClose={close}
        onSaved={refresh}
      />
      <ConfirmDialog
        open={pending?.kind === 'delete'}
        onOpenChange={(o) => !o && close()}
        title={t('members:role.deleteTitle', { name: target?.name ?? '' })}
        description={t('members:role.deleteDescription')}
        confirmLabel={t('members:role.actions.delete')}
        cancelLabel={t('common:actions.cancel')}
        closeLabel={t('common:actions.close')}
        destructive
        loading={remove.isPending}
        onConfirm={() =>
          target &&
          remove.mutate(
            { roleId: target.id },
            {
              onSuccess: async () => {
                toast.success(t('members:role.deleted', { name: target.name }));
                close();
                await refresh();
              },
            },
          )
        }
      >
        {deleteError && <Alert variant="destructive">{deleteError}</Alert>}
      </ConfirmDialog>
    </div>
  );
}
