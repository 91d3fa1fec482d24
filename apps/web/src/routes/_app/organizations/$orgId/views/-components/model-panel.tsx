import { DndContext, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { Badge } from '@tessera/ui/badge';
import { Button } from '@tessera/ui/button';
import { Calculator, Folder, FolderPlus, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addFolder,
  folderNameError,
  isFolder,
  moveColumn,
  placeBefore,
  removeComputedField,
  removeFolder,
  updateColumn,
  type ModelColumn,
  type ViewModel,
} from '../../../../../../lib/view-model';
import { NameDialog } from '../../../../../../components/dialogs';
import { ComputedFieldDialog } from '../../../../../../components/computed-field-dialog';
import { ColumnRow } from './model-column-row';
import { collisions, keyOf, ROOT, type DragData, type DropData } from './model-dnd';
import { DropZone } from './model-drop-zone';

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
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const folders = Object.entries(model.hierarchy)
    .filter(([, n]) => isFolder(n))
    .map(([k]) => k);
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
            <Button
              size="sm"
              variant="outline"
              onClick={() => setFolderDialog(true)}
              data-testid="model-new-folder"
            >
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
                    <DropZone
                      key={`folder:${name}`}
                      id={name}
                      kind="folder"
                      testId="model-folder"
                      dataName={name}
                      draggable={!readOnly}
                    >
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
                              <p className="px-2 py-2 text-xs text-muted-foreground">
                                {t('views:model.dropHere')}
                              </p>
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
                <li
                  key={i}
                  className="flex items-center gap-3 px-3 py-2 text-sm"
                  data-testid="computed-field"
                  data-name={f.name}
                >
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
        onOpenChange={setFolderDialog}
        title={t('views:model.newFolder')}
        initialName=""
        submitLabel={t('views:actions.create')}
        pending={false}
        testId="model-folder-dialog"
        onSubmit={(name) => {
          const err = folderNameError(model, name);
          if (err) return t(`views:model.folderErrors.${err}`);
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
