import { Button } from '@tessera/ui/button';
import { cn } from '@tessera/ui/lib/utils';
import { Spinner } from '@tessera/ui/spinner';
import { ArchiveRestore, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { originalName } from '../../lib/source-tree';
import type { ResourceItem } from './types';

/** The archived items, each with "restore" and "delete forever". */
export function RecycleBin<T extends ResourceItem>({
  ns,
  items,
  loading,
  selectedId,
  icon,
  onOpen,
  onRestore,
  onDelete,
}: {
  ns: string;
  items: T[];
  loading: boolean;
  selectedId: string | null;
  icon: (item: T) => ReactNode;
  onOpen: (id: string) => void;
  onRestore: (item: T) => void;
  onDelete: (item: T) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="min-h-0 flex-1 overflow-auto px-2 pb-3" data-testid="recycle-bin">
      {loading ? (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : items.length === 0 ? (
        <p className="px-2 py-6 text-center text-xs text-muted-foreground">{t(`${ns}:tree.recycleEmpty`)}</p>
      ) : (
        items.map((item) => (
          <div
            key={item.id}
            data-testid="recycle-item"
            data-name={originalName(item.name)}
            className={cn(
              'group flex h-8 items-center gap-1.5 rounded-md px-2 text-sm',
              selectedId === item.id ? 'bg-primary/10 text-primary' : 'hover:bg-accent',
            )}
          >
            <button
              type="button"
              className="flex min-w-0 flex-1 cursor-pointer items-center gap-1.5 self-stretch text-left"
              onClick={() => onOpen(item.id)}
            >
              {icon(item)}
              <span className="truncate">{originalName(item.name)}</span>
            </button>
            <Button
              size="icon-sm"
              variant="ghost"
              className="size-7"
              title={t(`${ns}:actions.restore`)}
              aria-label={t(`${ns}:actions.restore`)}
              onClick={() => onRestore(item)}
            >
              <ArchiveRestore />
            </Button>
            <Button
              size="icon-sm"
              variant="ghost"
              className="size-7 text-destructive"
              title={t(`${ns}:actions.deleteForever`)}
              aria-label={t(`${ns}:actions.deleteForever`)}
              onClick={() => onDelete(item)}
            >
              <Trash2 />
            </Button>
          </div>
        ))
      )}
    </div>
  );
}
