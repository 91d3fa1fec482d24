import { useMutation } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Badge } from '@tessera/ui/badge';
import { Button } from '@tessera/ui/button';
import { EmptyState } from '@tessera/ui/empty-state';
import { toast } from '@tessera/ui/toast';
import { Power, PowerOff, Puzzle, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../components/data-grid/data-grid';
import { useTRPC } from '../../lib/trpc';
import { DeletePluginDialog, type PluginRow } from './plugin-dialogs';

const sizeText = (bytes: number, numbers: Intl.NumberFormat) =>
  `${numbers.format(Math.max(1, Math.round(bytes / 1024)))} KB`;

/** The organisation's plugins for its owners: enable, disable and delete each. */
export function PluginList({ plugins, onChanged }: { plugins: PluginRow[]; onChanged: () => Promise<void> }) {
  const trpc = useTRPC();
  const { t, i18n } = useTranslation();
  const [deleting, setDeleting] = useState<PluginRow | null>(null);
  const toggle = useMutation(
    trpc.plugin.setEnabled.mutationOptions({
      onSuccess: async (p) => {
        toast.success(
          t(p.enabled ? 'orgs:plugins.list.enabledDone' : 'orgs:plugins.list.disabledDone', { name: p.name }),
        );
        await onChanged();
      },
    }),
  );
  const columns = useMemo<ColumnDef<PluginRow>[]>(() => {
    const numbers = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
    const zh = i18n.language.startsWith('zh');
    return [
      { accessorKey: 'name', header: t('orgs:plugins.list.name'), meta: { className: 'font-medium' } },
      {
        id: 'chartName',
        header: t('orgs:plugins.list.chartName'),
        accessorFn: (p) => {
          const name = p.definition.meta.name;
          return typeof name === 'string' ? name : zh ? name.zh : name.en;
        },
      },
      {
        accessorKey: 'enabled',
        header: t('orgs:plugins.list.status'),
        cell: ({ row }) => (
          <Badge variant={row.original.enabled ? 'default' : 'secondary'} data-testid="plugin-status">
            {t(row.original.enabled ? 'orgs:plugins.list.enabled' : 'orgs:plugins.list.disabled')}
          </Badge>
        ),
      },
      {
        accessorKey: 'size',
        header: t('orgs:plugins.list.size'),
        cell: ({ row }) => sizeText(row.original.size, numbers),
        meta: { numeric: true },
      },
      {
        id: 'updatedAt',
        accessorFn: (p) => new Date(p.updatedAt).getTime(),
        header: t('orgs:plugins.list.updated'),
        cell: ({ row }) => new Date(row.original.updatedAt).toLocaleDateString(i18n.language),
      },
    ];
  }, [t, i18n.language]);
  return (
    <>
      <DataGrid
        data={plugins}
        columns={columns}
        label={t('orgs:plugins.title')}
        getRowId={(p) => p.id}
        empty={
          <EmptyState icon={<Puzzle />} title={t('orgs:plugins.list.empty')} data-testid="plugins-empty" />
        }
        rowAttributes={(p) => ({ 'data-testid': 'plugin-row', 'data-name': p.name })}
        rowActions={(p) => (
          <>
            <Button
              size="icon"
              variant="ghost"
              aria-label={t(p.enabled ? 'orgs:plugins.list.disable' : 'orgs:plugins.list.enable', {
                name: p.name,
              })}
              disabled={toggle.isPending}
              onClick={() => toggle.mutate({ id: p.id, enabled: !p.enabled })}
              data-testid="plugin-toggle"
            >
              {p.enabled ? <PowerOff className="size-4" /> : <Power className="size-4" />}
            </Button>
            <Button
              size="icon"
              variant="ghost"
              aria-label={t('orgs:plugins.delete.action', { name: p.name })}
              onClick={() => setDeleting(p)}
              data-testid="plugin-delete"
            >
              <Trash2 className="size-4" />
            </Button>
          </>
        )}
        data-testid="plugins-list"
      />
      {deleting && (
        <DeletePluginDialog plugin={deleting} onClose={() => setDeleting(null)} onChanged={onChanged} />
      )}
    </>
  );
}
