import { createFileRoute } from '@tanstack/react-router';
import { Alert } from '@tessera/ui/alert';
import { Button } from '@tessera/ui/button';
import { ConfirmDialog } from '@tessera/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@tessera/ui/dropdown-menu';
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from '@tessera/ui/table';
import { toast } from '@tessera/ui/toast';
import { MoreHorizontal, Pencil, Plus, ShieldCheck, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../../components/page-header';
import { useOrg } from '../../../../../hooks/use-org';
import { usePageTitle } from '../../../../../hooks/use-page-title';
import { errorText } from '../../../../../lib/error-text';
import { formMeta, useServices } from '../../../../../lib/services';
import { api } from '../../../../../lib/trpc';
import { RoleDialog } from './-components/role-dialog';
import { RoleMembersDialog } from './-components/role-members-dialog';
import type { Role } from './-components/types';

export const Route = createFileRoute('/_app/organizations/$orgId/members/roles')({ component: RolesPage });

type Pending = { kind: 'edit' | 'members' | 'delete'; role: Role } | { kind: 'create' } | null;

function RolesPage() {
  const { t } = useTranslation();
  usePageTitle(t('members:role.title'));
  const services = useServices();
  const { orgId } = useOrg();
  const roles = api.role.list.useQuery({ orgId }, { staleTime: 0 });
  const [pending, setPending] = useState<Pending>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const close = () => {
    setPending(null);
    setDeleteError(null);
  };
  const refresh = async () => {
    await Promise.all([
      services.trpc.role.list.invalidate({ orgId }),
      services.trpc.member.list.invalidate({ orgId }),
      services.trpc.permission.mine.invalidate({ orgId }),
    ]);
  };
  const remove = api.role.delete.useMutation({
    meta: formMeta,
    onError: (e) => setDeleteError(errorText(t, e)),
  });
  const target = pending && 'role' in pending ? pending.role : null;

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
      <Table data-testid="roles-table">
        <TableHeader>
          <TableRow>
            <TableHead>{t('members:role.columns.name')}</TableHead>
            <TableHead className="hidden sm:table-cell">{t('members:role.columns.description')}</TableHead>
            <TableHead className="w-28">{t('members:role.columns.members')}</TableHead>
            <TableHead className="w-12">
              <span className="sr-only">{t('members:columns.actions')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {roles.isPending && <TableEmpty colSpan={4}>…</TableEmpty>}
          {roles.data?.length === 0 && (
            <TableEmpty colSpan={4}>
              <ShieldCheck className="mx-auto mb-2 size-6 opacity-60" />
              <p className="font-medium text-foreground">{t('members:role.empty')}</p>
              <p>{t('members:role.emptyHint')}</p>
            </TableEmpty>
          )}
          {roles.data?.map((role) => (
            <TableRow key={role.id} data-testid={`role-${role.name}`}>
              <TableCell className="font-medium">{role.name}</TableCell>
              <TableCell className="hidden text-muted-foreground sm:table-cell">
                {role.description || '—'}
              </TableCell>
              <TableCell>
                <button
                  type="button"
                  className="inline-flex items-center gap-1.5 rounded-sm text-sm text-muted-foreground tabular-nums hover:text-foreground"
                  onClick={() => setPending({ kind: 'members', role })}
                >
                  <Users className="size-3.5" />
                  {role.memberCount}
                </button>
              </TableCell>
              <TableCell className="text-right">
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={t('members:role.actions.menu', { name: role.name })}
                    >
                      <MoreHorizontal />
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="end">
                    <DropdownMenuItem onSelect={() => setPending({ kind: 'edit', role })}>
                      <Pencil />
                      {t('members:role.actions.edit')}
                    </DropdownMenuItem>
                    <DropdownMenuItem onSelect={() => setPending({ kind: 'members', role })}>
                      <Users />
                      {t('members:role.actions.members')}
                    </DropdownMenuItem>
                    <DropdownMenuSeparator />
                    <DropdownMenuItem
                      className="text-destructive focus:text-destructive"
                      onSelect={() => setPending({ kind: 'delete', role })}
                    >
                      <Trash2 />
                      {t('members:role.actions.delete')}
                    </DropdownMenuItem>
                  </DropdownMenuContent>
                </DropdownMenu>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
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
