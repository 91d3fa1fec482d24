import {
  DndContext,
  PointerSensor,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { Badge } from '@tessera/ui/badge';
import { Button } from '@tessera/ui/button';
import { cn } from '@tessera/ui/lib/utils';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@tessera/ui/select';
import { Calculator, Folder, FolderPlus, GripVertical, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addFolder,
  COLUMN_CATEGORIES,
  COLUMN_TYPES,
  DATE_FORMATS,
  folderNameError,
  isFolder,
  moveColumn,
  placeBefore,
  removeComputedField,
  removeFolder,
  updateColumn,
  type ColumnCategory,
  type ColumnType,
  type ModelColumn,
  type ViewModel,
} from '../../../../lib/view-model';
import { NameDialog } from '../../sources/-components/dialogs';
import { ComputedFieldDialog } from './computed-field-dialog';

const ROOT = '__root__';
const keyOf = (c: ModelColumn) => (Array.isArray(c.name) ? c.name.join('.') : c.name);

/** What is dragged (a column or a folder) and where it is dropped (on an item: before it; in a folder; at the top level). */
type DragData = { kind: 'column' | 'folder'; key: string };
type DropData = { kind: 'item' | 'folder' | 'root'; key: string };

/** The droppables under the pointer, the most precise first: an item, then a folder, then the top level. */
const collisions: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  const kindOf = (id: unknown) =>
    (args.droppableContainers.find((d) => d.id === id)?.data.current as DropData | undefined)?.kind;
  for (const kind of ['item', 'folder', 'root'] as const) {
    const found = hits.filter((h) => kindOf(h.id) === kind);
    if (found.length) return found;
  }
  return hits;
};

/** The model of a view: per column type / category, hierarchy folders (drag and drop), computed fields. */
export function ModelPanel({
  model,
  onChange,
  sourceId,
  readOnly,
  errors,
  onClearError,
}: {
  model: ViewModel;
  onChange: (model: ViewModel) => void;
  sourceId: string | null;
  readOnly: boolean;
  errors: Record<string, string>;
  onClearError: (path: string) => void;
}) {
  const { t } = useTranslation();
  const [folderDialog, setFolderDialog] = useState(false);
  const [folderError, setFolderError] = useState<string | undefined>();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const folders = Object.entries(model.hierarchy).filter(([, n]) => isFolder(n)).map(([k]) => k);
  const columnCount = Object.keys(model.columns).length;

  const onDragEnd = (e: DragEndEvent) => {
    const drag = e.active.data.current as DragData | undefined;
    const drop = e.over?.data.current as DropData | undefined;
    if (!drag || !drop) return;
    if (drop.kind === 'item') return onChange(placeBefore(model, drag.key, drop.key));
    if (drag.kind === 'folder') {
      if (drop.kind === 'folder') onChange(placeBefore(model, drag.key, drop.key));
      return;
    }
    onChange(moveColumn(model, drag.key, drop.kind === 'root' ? null : drop.key));
  };

  const row = (col: ModelColumn, folder: string | null) => (
    <ColumnRow
      key={keyOf(col)}
      column={col}
      folder={folder}
      folders={folders}
      readOnly={readOnly}
      onPatch={(patch) => onChange(updateColumn(model, keyOf(col), patch))}
      onMove={(to) => onChange(moveColumn(model, keyOf(col), to))}
    />
  );

  return (
    <div className="grid gap-6" data-testid="model-panel">
      <section className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <h3 className="text-sm font-semibold">{t('views:model.columns')}</h3>
            <p className="text-xs text-muted-foreground">{t('views:model.columnsHint')}</p>
          </div>
          {!readOnly && (
            <Button size="sm" variant="outline" onClick={() => setFolderDialog(true)} data-testid="model-new-folder">
              <FolderPlus />
              {t('views:model.newFolder')}
            </Button>
          )}
        </div>
        {columnCount === 0 ? (
          <p className="rounded-md border border-dashed border-border py-8 text-center text-sm text-muted-foreground">
            {t('views:model.empty')}
          </p>
        ) : (
          <DndContext sensors={sensors} collisionDetection={collisions} onDragEnd={onDragEnd}>
            <DropZone id={ROOT} kind="root" testId="model-root">
              <div className="space-y-1 p-1">
                {Object.entries(model.hierarchy).map(([name, node]) =>
                  isFolder(node) ? (
                    <DropZone key={`folder:${name}`} id={name} kind="folder" testId="model-folder" dataName={name} draggable={!readOnly}>
                      {(handle) => (
                        <>
                          <div className="flex items-center gap-2 px-2 py-1.5 text-sm font-medium">
                            {handle}
                            <Folder className="size-4 text-amber-500" />
                            <span className="flex-1 truncate">{name}</span>
                            <span className="text-xs text-muted-foreground">{node.children.length}</span>
                            {!readOnly && (
                              <Button
                                size="icon-sm"
                                variant="ghost"
                                className="size-7"
                                aria-label={t('views:model.deleteFolder', { name })}
                                onClick={() => onChange(removeFolder(model, name))}
                              >
                                <Trash2 />
                              </Button>
                            )}
                          </div>
                          <div className="space-y-1 pb-1 pl-4">
                            {node.children.length === 0 ? (
                              <p className="px-2 py-2 text-xs text-muted-foreground">{t('views:model.dropHere')}</p>
                            ) : (
                              node.children.map((c) => row(model.columns[keyOf(c)] ?? c, name))
                            )}
                          </div>
                        </>
                      )}
                    </DropZone>
                  ) : (
                    row(model.columns[keyOf(node)] ?? node, null)
                  ),
                )}
              </div>
            </DropZone>
          </DndContext>
        )}
      </section>

      <section className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <h3 className="text-sm font-semibold">{t('views:computed.title')}</h3>
            <p className="text-xs text-muted-foreground">{t('views:computed.hint')}</p>
          </div>
          {!readOnly && (
            <Button size="sm" variant="outline" onClick={() => setEditing('new')} data-testid="computed-add">
              <Plus />
              {t('views:computed.add')}
            </Button>
          )}
        </div>
        {model.computedFields.length === 0 ? (
          <p className="text-xs text-muted-foreground">{t('views:computed.none')}</p>
        ) : (
          <ul className="divide-y divide-border rounded-md border border-border">
            {model.computedFields.map((f, i) => {
              const nameErr = errors[`model.computedFields.${i}.name`];
              const exprErr = errors[`model.computedFields.${i}.expression`];
              return (
                <li key={i} className="flex items-center gap-3 px-3 py-2 text-sm" data-testid="computed-field" data-name={f.name}>
                  <Calculator className="size-4 text-muted-foreground" />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{f.name}</p>
                    <p className="truncate font-mono text-xs text-muted-foreground">{f.expression}</p>
                    {(nameErr || exprErr) && <p className="text-xs text-destructive">{nameErr ?? exprErr}</p>}
                  </div>
                  <Badge variant="secondary">{t(`views:model.types.${f.type}`)}</Badge>
                  {!readOnly && (
                    <>
                      <Button
                        size="icon-sm"
                        variant="ghost"
                        aria-label={t('views:computed.edit', { name: f.name })}
                        onClick={() => setEditing(i)}
                      >
                        <Pencil />
                      </Button>
                      <Button
                        size="icon-sm"
                        variant="ghost"
                        className="text-destructive"
                        aria-label={t('views:computed.remove', { name: f.name })}
                        onClick={() => onChange(removeComputedField(model, i))}
                      >
                        <Trash2 />
                      </Button>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <NameDialog
        open={folderDialog}
        onOpenChange={(o) => {
          setFolderDialog(o);
          setFolderError(undefined);
        }}
        title={t('views:model.newFolder')}
        initialName=""
        submitLabel={t('views:actions.create')}
        pending={false}
        error={folderError}
        testId="model-folder-dialog"
        onSubmit={(name) => {
          const err = folderNameError(model, name);
          if (err) return setFolderError(t(`views:model.folderErrors.${err}`));
          onChange(addFolder(model, name));
          setFolderDialog(false);
        }}
      />
      {editing !== null && sourceId !== undefined && (
        <ComputedFieldDialog
          model={model}
          index={editing === 'new' ? undefined : editing}
          sourceId={sourceId}
          onClose={() => setEditing(null)}
          onSave={(next) => {
            if (editing !== 'new') {
              onClearError(`model.computedFields.${editing}.name`);
              onClearError(`model.computedFields.${editing}.expression`);
            }
            onChange(next);
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}

function DropZone({
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
  const { setNodeRef, isOver } = useDroppable({ id: `${kind}:${id}`, data: { kind, key: id } satisfies DropData });
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
      style={drag.transform ? { transform: `translate3d(${drag.transform.x}px, ${drag.transform.y}px, 0)` } : undefined}
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

function ColumnRow({
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
  const drop = useDroppable({ id: `item:${key}`, data: { kind: 'item', key } satisfies DropData, disabled: readOnly });
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
      <Select value={column.type} onValueChange={(v) => onPatch({ type: v as ColumnType })} disabled={readOnly}>
        <SelectTrigger className="h-8 w-32" aria-label={t('views:model.typeOf', { name: key })} data-testid="column-type">
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
        <Select value={column.dateFormat ?? 'YYYY-MM-DD'} onValueChange={(v) => onPatch({ dateFormat: v })} disabled={readOnly}>
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
        <SelectTrigger className="h-8 w-40" aria-label={t('views:model.categoryOf', { name: key })} data-testid="column-category">
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
        <Select value={folder ?? ROOT} onValueChange={(v) => onMove(v === ROOT ? null : v)} disabled={readOnly}>
          <SelectTrigger className="h-8 w-40" aria-label={t('views:model.folderOf', { name: key })} data-testid="column-folder">
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

