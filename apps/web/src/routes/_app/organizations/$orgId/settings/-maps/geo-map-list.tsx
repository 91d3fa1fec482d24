import type { ColumnDef } from '@tanstack/react-table';
import { Button } from '@tessera/ui/button';
import { EmptyState } from '@tessera/ui/empty-state';
import { Map as MapIcon, Pencil, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../../../../../components/data-grid/data-grid';
import { DeleteGeoMapDialog, RenameGeoMapDialog, type GeoMapRow } from './geo-map-dialogs';

const sizeText = (bytes: number, numbers: Intl.NumberFormat) =>
  bytes >= 1024 * 1024
    ? `${numbers.format(bytes / 1024 / 1024)} MB`
    : `${numbers.format(Math.max(1, Math.round(bytes / 1024)))} KB`;

/** The organisation's maps; rename and delete for those the server lets manage them. */
export function GeoMapList({ maps, manage }: { maps: GeoMapRow[]; manage: boolean }) {
  const { t, i18n } = useTranslation();
  const [renaming, setRenaming] = useState<GeoMapRow | null>(null);
  const [deleting, setDeleting] = useState<GeoMapRow | null>(null);
  const columns = useMemo<ColumnDef<GeoMapRow>[]>(() => {
    const numbers = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
    return [
      { accessorKey: 'name', header: t('orgs:maps.list.name'), meta: { className: 'font-medium' } },
      { accessorKey: 'featureCount', header: t('orgs:maps.list.regions'), meta: { numeric: true } },
      {
        accessorKey: 'size',
        header: t('orgs:maps.list.size'),
        cell: ({ row }) => sizeText(row.original.size, numbers),
        meta: { numeric: true },
      },
      {
        id: 'updatedAt',
        accessorFn: (m) => new Date(m.updatedAt).getTime(),
        header: t('orgs:maps.list.updated'),
        cell: ({ row }) => new Date(row.original.updatedAt).toLocaleDateString(i18n.language),
      },
    ];
  }, [t, i18n.language]);
  return (
    <>
      <DataGrid
        data={maps}
        columns={columns}
        label={t('orgs:maps.title')}
        getRowId={(m) => m.id}
        empty={
          <EmptyState icon={<MapIcon />} title={t('orgs:maps.list.empty')} data-testid="geo-maps-empty" />
        }
        rowAttributes={(m) => ({ 'data-testid': 'geo-map-row', 'data-name': m.name })}
        rowActions={
          manage
            ? (m) => (
                <>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={t('orgs:maps.rename.action', { name: m.name })}
                    onClick={() => setRenaming(m)}
                    data-testid="geo-map-rename"
                  >
                    <Pencil className="size-4" />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={t('orgs:maps.delete.action', { name: m.name })}
                    onClick={() => setDeleting(m)}
                    data-testid="geo-map-delete"
                  >
                    <Trash2 className="size-4" />
                  </Button>
                </>
              )
            : undefined
        }
        data-testid="geo-maps-list"
      />
      {renaming && <RenameGeoMapDialog map={renaming} onClose={() => setRenaming(null)} />}
      {deleting && <DeleteGeoMapDialog map={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
