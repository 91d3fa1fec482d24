import type { ColumnDef } from '@tanstack/react-table';
import { Button } from '@tessera/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@tessera/ui/dropdown-menu';
import { EmptyState } from '@tessera/ui/empty-state';
import { MoreHorizontal, Pencil, ShieldCheck, Trash2, Users } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../../../../../components/data-grid/data-grid';
import type { Role } from './types';

export type RoleAction = 'edit' | 'members' | 'delete';

/** The organisation's roles with their member counts; each row opens its members, edit and delete. */
export function RolesTable({
  roles,
  onAction,
}: {
  roles: Role[];
  onAction: (kind: RoleAction, role: Role) => void;
}) {
  const { t, i18n } = useTranslation();
  const columns = useMemo<ColumnDef<Role>[]>(() => {
    const numbers = new Intl.NumberFormat(i18n.language);
    return [
      { accessorKey: 'name', header: t('members:role.columns.name'), meta: { className: 'font-medium' } },
      {
        id: 'description',
        accessorFn: (r) => r.description || '—',
        header: t('members:role.columns.description'),
        meta: { className: 'hidden text-muted-foreground sm:table-cell' },
      },
      {
        accessorKey: 'memberCount',
        header: t('members:role.columns.members'),
        meta: { numeric: true, className: 'w-28' },
        cell: ({ row: { original: role } }) => (
          <button
            type="button"
            className="inline-flex items-center gap-1.5 rounded-sm text-sm text-muted-foreground tabular-nums hover:text-foreground"
            onClick={() => onAction('members', role)}
          >
            <Users className="size-3.5" />
            {numbers.format(role.memberCount)}
          </button>
        ),
      },
    ];
  }, [t, i18n.language, onAction]);

  return (
    <DataGrid
      data={roles}
      columns={columns}
      label={t('members:role.title')}
      getRowId={(r) => r.id}
      empty={
        <EmptyState
          icon={<ShieldCheck />}
          title={t('members:role.empty')}
          description={t('members:role.emptyHint')}
        />
      }
      rowAttributes={(r) => ({ 'data-testid': `role-${r.name}` })}
      rowActions={(role) => (
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
            <DropdownMenuItem onSelect={() => onAction('edit', role)}>
              <Pencil />
              {t('members:role.actions.edit')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onAction('members', role)}>
              <Users />
              {t('members:role.actions.members')}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              className="text-destructive focus:text-destructive"
              onSelect={() => onAction('delete', role)}
            >
              <Trash2 />
              {t('members:role.actions.delete')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      )}
      data-testid="roles-table"
    />
  );
}
