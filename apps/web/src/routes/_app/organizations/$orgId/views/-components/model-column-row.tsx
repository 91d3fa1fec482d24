import { useDraggable, useDroppable } from '@dnd-kit/core';
import { cn } from '@tessera/ui/lib/utils';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@tessera/ui/select';
import { GripVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  COLUMN_CATEGORIES,
  COLUMN_TYPES,
  DATE_FORMATS,
  type ColumnCategory,
  type ColumnType,
  type ModelColumn,
} from '../../../../../../lib/view-model';
import { keyOf, ROOT, type DragData, type DropData } from './model-dnd';

export function ColumnRow({
  column,
  folder,
  folders,
  readOnly,
  onPatch,
  onMove,
}: {
  column: ModelColumn;
  folder: string | null;
  folders: string[];
  readOnly: boolean;
  onPatch: (patch: Partial<ModelColumn>) => void;
  onMove: (folder: string | null) => void;
}) {
  const { t } = useTranslation();
  const key = keyOf(column);
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `column:${key}`,
    data: { kind: 'column', key } satisfies DragData,
    disabled: readOnly,
  });
  const drop = useDroppable({
    id: `item:${key}`,
    data: { kind: 'item', key } satisfies DropData,
    disabled: readOnly,
  });
  return (
    <div
      ref={(el) => {
        setNodeRef(el);
        drop.setNodeRef(el);
      }}
      data-testid="model-column"
      data-name={key}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
      className={cn(
        'flex flex-wrap items-center gap-2 rounded-md border-t-2 border-transparent bg-card px-2 py-1.5 text-sm',
        drop.isOver && !isDragging && 'border-primary',
        isDragging && 'relative z-10 shadow-lg ring-1 ring-primary/40',
      )}
    >
      {!readOnly && (
        <button
          type="button"
          className="cursor-grab touch-none text-muted-foreground"
          aria-label={t('views:model.drag', { name: key })}
          {...attributes}
          {...listeners}
        >
          <GripVertical className="size-4" />
        </button>
      )}
      <span className="min-w-32 flex-1 truncate font-medium" title={key}>
        {key}
      </span>
      <Select
        value={column.type}
        onValueChange={(v) => onPatch({ type: v as ColumnType })}
        disabled={readOnly}
      >
        <SelectTrigger
          className="h-8 w-32"
          aria-label={t('views:model.typeOf', { name: key })}
          data-testid="column-type"
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {COLUMN_TYPES.map((ty) => (
            <SelectItem key={ty} value={ty}>
              {t(`views:model.types.${ty}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {column.type === 'DATE' && (
        <Select
          value={column.dateFormat ?? 'YYYY-MM-DD'}
          onValueChange={(v) => onPatch({ dateFormat: v })}
          disabled={readOnly}
        >
          <SelectTrigger className="h-8 w-44" aria-label={t('views:model.dateFormatOf', { name: key })}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {DATE_FORMATS.map((f) => (
              <SelectItem key={f} value={f}>
                {f}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
      <Select
        value={column.category}
        onValueChange={(v) => onPatch({ category: v as ColumnCategory })}
        disabled={readOnly}
      >
        <SelectTrigger
          className="h-8 w-40"
          aria-label={t('views:model.categoryOf', { name: key })}
          data-testid="column-category"
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {COLUMN_CATEGORIES.map((c) => (
            <SelectItem key={c} value={c}>
              {t(`views:model.categories.${c}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {folders.length > 0 && (
        <Select
          value={folder ?? ROOT}
          onValueChange={(v) => onMove(v === ROOT ? null : v)}
          disabled={readOnly}
        >
          <SelectTrigger
            className="h-8 w-40"
            aria-label={t('views:model.folderOf', { name: key })}
            data-testid="column-folder"
          >
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ROOT}>{t('views:model.noFolder')}</SelectItem>
            {folders.map((f) => (
              <SelectItem key={f} value={f}>
                {f}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </div>
  );
}
