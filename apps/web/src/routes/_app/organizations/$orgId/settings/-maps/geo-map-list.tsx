import { Button } from '@tessera/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@tessera/ui/table';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteGeoMapDialog, RenameGeoMapDialog, type GeoMapRow } from './geo-map-dialogs';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The organisation's maps; rename and delete for those the server lets manage them. */
export function GeoMapList({ maps, manage }: { maps: GeoMapRow[]; manage: boolean }) {
  const { t, i18n } = useTranslation();
  const [renaming, setRenaming] = useState<GeoMapRow | null>(null);
  const [deleting, setDeleting] = useState<GeoMapRow | null>(null);
  if (maps.length === 0)
    return (
      <p className="text-sm text-muted-foreground" data-testid="geo-maps-empty">
        {t('orgs:maps.list.empty')}
      </p>
    );
  return (
    <>
      <Table data-testid="geo-maps-list">
        <TableHeader>
          <TableRow>
            <TableHead>{t('orgs:maps.list.name')}</TableHead>
            <TableHead>{t('orgs:maps.list.regions')}</TableHead>
            <TableHead>{t('orgs:maps.list.size')}</TableHead>
            <TableHead>{t('orgs:maps.list.updated')}</TableHead>
            {manage && <TableHead className="sr-only">{t('orgs:maps.list.actions')}</TableHead>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {maps.map((m) => (
            <TableRow key={m.id} data-testid="geo-map-row" data-name={m.name}>
              <TableCell className="font-medium">{m.name}</TableCell>
              <TableCell>{m.featureCount}</TableCell>
              <TableCell>{sizeText(m.size)}</TableCell>
              <TableCell>{new Date(m.updatedAt).toLocaleDateString(i18n.language)}</TableCell>
              {manage && (
                <TableCell className="text-right whitespace-nowrap">
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
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {renaming && <RenameGeoMapDialog map={renaming} onClose={() => setRenaming(null)} />}
      {deleting && <DeleteGeoMapDialog map={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
