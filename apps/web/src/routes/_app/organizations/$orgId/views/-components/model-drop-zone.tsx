import { useDraggable, useDroppable } from '@dnd-kit/core';
import { cn } from '@tessera/ui/lib/utils';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DragData, DropData } from './model-dnd';

export function DropZone({
  id,
  kind,
  children,
  testId,
  dataName,
  draggable,
}: {
  id: string;
  kind: 'folder' | 'root';
  children: ReactNode | ((handle: ReactNode) => ReactNode);
  testId: string;
  dataName?: string;
  draggable?: boolean;
}) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({
    id: `${kind}:${id}`,
    data: { kind, key: id } satisfies DropData,
  });
  const drag = useDraggable({
    id: `folder:${id}`,
    data: { kind: 'folder', key: id } satisfies DragData,
    disabled: kind !== 'folder' || !draggable,
  });
  const handle = draggable ? (
    <button
      type="button"
      className="cursor-grab touch-none text-muted-foreground"
      aria-label={t('views:model.drag', { name: id })}
      {...drag.attributes}
      {...drag.listeners}
    >
      <GripVertical className="size-4" />
    </button>
  ) : null;
  return (
    <div
      ref={(el) => {
        setNodeRef(el);
        if (kind === 'folder') drag.setNodeRef(el);
      }}
      data-testid={testId}
      data-name={dataName}
      style={
        drag.transform
          ? { transform: `translate3d(${drag.transform.x}px, ${drag.transform.y}px, 0)` }
          : undefined
      }
      className={cn(
        'rounded-md border border-border transition-colors',
        kind === 'folder' && 'bg-muted/30',
        isOver && 'border-primary/60 bg-primary/5',
        drag.isDragging && 'relative z-10 shadow-lg',
      )}
    >
      {typeof children === 'function' ? children(handle) : children}
    </div>
  );
}
