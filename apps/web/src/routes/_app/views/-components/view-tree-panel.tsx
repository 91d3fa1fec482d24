import { useNavigate, useParams } from '@tanstack/react-router';
import { Button } from '@tessera/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@tessera/ui/dropdown-menu';
import { Input } from '@tessera/ui/input';
import { cn } from '@tessera/ui/lib/utils';
import { Spinner } from '@tessera/ui/spinner';
import { toast } from '@tessera/ui/toast';
import {
  Archive,
  ArchiveRestore,
  ChevronRight,
  Eye,
  FileCode2,
  FolderInput,
  FolderPlus,
  MoreHorizontal,
  Pencil,
  Plus,
  Search,
  Trash2,
  Workflow,
} from 'lucide-react';
import { useMemo, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { appErrorOf } from '../../../../lib/app-error';
import { formMeta, useServices } from '../../../../lib/services';
import type { ViewAccess } from '../../../../lib/view-access';
import {
  buildTree,
  computeDrop,
  filterTree,
  flattenTree,
  folderPath,
  moveTargets,
  originalName,
  type DropPosition,
  type TreeNode,
} from '../../../../lib/source-tree';
import { api } from '../../../../lib/trpc';
import { ConfirmDialog, NameDialog } from '../../sources/-components/dialogs';
import { ViewIcon } from './view-icon';
import { useRefreshViews, type ViewItem } from './use-views';

type Pending =
  | { kind: 'newFolder'; parentId: string | null }
  | { kind: 'rename'; item: ViewItem }
  | { kind: 'move'; item: ViewItem }
  | { kind: 'archive'; item: ViewItem }
  | { kind: 'delete'; item: ViewItem }
  | { kind: 'restore'; item: ViewItem }
  | null;

export function ViewTreePanel({
  orgId,
  items,
  access,
  loading,
}: {
  orgId: string;
  items: ViewItem[];
  access: ViewAccess;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const services = useServices();
  const refresh = useRefreshViews();
  const params = useParams({ strict: false });
  const selectedId = (params as { viewId?: string }).viewId ?? null;
  const [view, setView] = useState<'active' | 'archived'>('active');
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const [pending, setPending] = useState<Pending>(null);
  const [dialogError, setDialogError] = useState<string | undefined>();
  const [drag, setDrag] = useState<string | null>(null);
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const [hint, setHint] = useState<{ id: string; position: DropPosition } | 'root' | null>(null);
  const archived = api.view.archived.useQuery({ orgId }, { enabled: view === 'archived' });

  const close = () => {
    setPending(null);
    setDialogError(undefined);
  };
  const onDialogError = (error: unknown) => {
    const app = appErrorOf(error);
    if (app?.code === 'NAME_EXISTS') return setDialogError(t('errors:NAME_EXISTS'));
    services.reporter.report(error);
  };
  const leaveIfOpen = (id: string) => {
    if (selectedId === id) void navigate({ to: '/views' });
  };

  const create = api.view.create.useMutation({
    meta: formMeta,
    onSuccess: async (created) => {
      await refresh();
      if (created.parentId) setExpanded((s) => new Set(s).add(created.parentId!));
      toast.success(t('views:folder.created'));
      close();
    },
    onError: onDialogError,
  });
  const move = api.view.move.useMutation({
    meta: formMeta,
    onSuccess: async (_r, input) => {
      await refresh();
      if (input.parentId) setExpanded((s) => new Set(s).add(input.parentId!));
      toast.success(t(pending?.kind === 'rename' ? 'views:done.renamed' : 'views:tree.moved'));
      close();
    },
    onError: onDialogError,
  });
  const remove = api.view.delete.useMutation({
    onSuccess: async (_r, input) => {
      await refresh();
      toast.success(t(input.archive ? 'views:done.archived' : 'views:done.deleted'));
      leaveIfOpen(input.id);
      close();
    },
  });
  const restore = api.view.unarchive.useMutation({
    meta: formMeta,
    onSuccess: async () => {
      await refresh();
      toast.success(t('views:done.restored'));
      close();
    },
    onError: onDialogError,
  });

  const visible = useMemo(() => filterTree(items, query), [items, query]);
  const tree = useMemo(() => buildTree(visible), [visible]);
  // While searching every matching branch is open.
  const open = useMemo(
    () => (query.trim() ? new Set(visible.filter((i) => i.isFolder).map((i) => i.id)) : expanded),
    [query, visible, expanded],
  );
  const rows = flattenTree(tree, open);
  const folders = (exclude?: string) =>
    (exclude ? moveTargets(items, exclude) : items.filter((i) => i.isFolder)).map((f) => ({
      id: f.id,
      label: folderPath(items, f.id),
    }));

  const toggle = (id: string) =>
    setExpanded((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  // Drag and drop: top quarter → before, bottom quarter → after, middle of a folder → inside.
  const positionAt = (e: DragEvent<HTMLElement>, isFolder: boolean): DropPosition => {
    const rect = e.currentTarget.getBoundingClientRect();
    const y = (e.clientY - rect.top) / rect.height;
    if (isFolder) return y < 0.25 ? 'before' : y > 0.75 ? 'after' : 'inside';
    return y < 0.5 ? 'before' : 'after';
  };
  const onDragOver = (e: DragEvent<HTMLElement>, node: TreeNode<ViewItem>) => {
    if (!drag) return;
    const position = positionAt(e, node.item.isFolder);
    const result = computeDrop(items, drag, node.item.id, position);
    if (!result) {
      setHint(null);
      return;
    }
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
    setHint({ id: node.item.id, position });
  };
  const onDrop = (e: DragEvent<HTMLElement>, node: TreeNode<ViewItem>) => {
    e.preventDefault();
    const item = items.find((i) => i.id === drag);
    const result = item && computeDrop(items, item.id, node.item.id, positionAt(e, node.item.isFolder));
    setDrag(null);
    setHint(null);
    if (!item || !result) return;
    move.mutate({ id: item.id, name: item.name, parentId: result.parentId, index: result.index ?? null });
  };
  const onDropRoot = (e: DragEvent<HTMLElement>) => {
    e.preventDefault();
    const item = items.find((i) => i.id === drag);
    setDrag(null);
    setHint(null);
    if (!item || !item.parentId) return;
    move.mutate({ id: item.id, name: item.name, parentId: null, index: null });
  };

  const archivedItems = archived.data ?? [];

  return (
    <aside
      className="flex w-72 shrink-0 flex-col border-r border-border bg-card/40"
      aria-label={t('views:tree.label')}
      data-testid="view-tree"
    >
      <div className="flex h-12 items-center justify-between gap-2 border-b border-border px-3">
        <h1 className="text-sm font-semibold" data-testid="page-heading">
          {t('views:title')}
        </h1>
        {access.createTop && (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button size="sm" variant="outline" data-testid="view-new-menu">
                <Plus />
                {t('views:actions.new')}
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => void navigate({ to: '/views/new', search: { type: 'SQL' } })} data-testid="new-sql-view">
                <FileCode2 />
                {t('views:actions.newSql')}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => void navigate({ to: '/views/new', search: { type: 'STRUCT' } })} data-testid="new-struct-view">
                <Workflow />
                {t('views:actions.newStruct')}
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => setPending({ kind: 'newFolder', parentId: null })}>
                <FolderPlus />
                {t('views:actions.newFolder')}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      </div>
      <div className="space-y-2 p-3 pb-2">
        <div className="grid grid-cols-2 gap-1 rounded-md bg-muted p-1 text-xs font-medium" role="tablist">
          {(['active', 'archived'] as const).map((v) => (
            <button
              key={v}
              type="button"
              role="tab"
              aria-selected={view === v}
              data-testid={`view-view-${v}`}
              onClick={() => setView(v)}
              className={cn(
                'flex h-7 cursor-pointer items-center justify-center gap-1.5 rounded-sm text-muted-foreground transition-colors',
                view === v && 'bg-background text-foreground shadow-xs',
              )}
            >
              {v === 'active' ? <Eye className="size-3.5" /> : <Trash2 className="size-3.5" />}
              {t(v === 'active' ? 'views:tree.active' : 'views:tree.recycleBin')}
            </button>
          ))}
        </div>
        {view === 'active' && (
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-2.5 size-3.5 -translate-y-1/2 text-muted-foreground" />
            <Input
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t('views:tree.search')}
              aria-label={t('views:tree.search')}
              className="h-8 pl-8 text-xs"
            />
          </div>
        )}
      </div>

      {view === 'active' ? (
        <div
          className="min-h-0 flex-1 overflow-auto px-2 pb-3"
          role="tree"
          aria-label={t('views:tree.label')}
          onDragOver={(e) => {
            const item = items.find((i) => i.id === drag);
            if (item?.parentId && e.target === e.currentTarget) {
              e.preventDefault();
              setHint('root');
            }
          }}
          onDrop={(e) => {
            if (e.target === e.currentTarget) onDropRoot(e);
          }}
          data-drop-root={hint === 'root' || undefined}
        >
          {loading ? (
            <div className="flex justify-center py-6">
              <Spinner />
            </div>
          ) : rows.length === 0 ? (
            <p className="px-2 py-6 text-center text-xs text-muted-foreground">
              {t(query.trim() ? 'views:tree.noMatch' : 'views:tree.empty')}
            </p>
          ) : (
            rows.map((node) => {
              const { item } = node;
              const isOpen = open.has(item.id);
              const canManage = access.manage(item.id);
              const h = hint !== 'root' && hint?.id === item.id ? hint.position : null;
              return (
                <div
                  key={item.id}
                  role="treeitem"
                  aria-expanded={item.isFolder ? isOpen : undefined}
                  aria-selected={selectedId === item.id}
                  data-testid="view-tree-item"
                  data-name={item.name}
                  draggable={canManage}
                  onDragStart={(e) => {
                    e.dataTransfer.setData('text/plain', item.id);
                    e.dataTransfer.effectAllowed = 'move';
                    setDrag(item.id);
                  }}
                  onDragEnd={() => {
                    setDrag(null);
                    setHint(null);
                  }}
                  onDragOver={(e) => onDragOver(e, node)}
                  onDragLeave={() => setHint((cur) => (cur !== 'root' && cur?.id === item.id ? null : cur))}
                  onDrop={(e) => onDrop(e, node)}
                  onContextMenu={(e) => {
                    e.preventDefault();
                    setMenuFor(item.id);
                  }}
                  className={cn(
                    'group relative flex h-8 items-center gap-1 rounded-md pr-1 text-sm transition-colors',
                    selectedId === item.id ? 'bg-primary/10 text-primary' : 'hover:bg-accent',
                    drag === item.id && 'opacity-50',
                    h === 'inside' && 'bg-primary/15 ring-1 ring-primary/50',
                  )}
                  style={{ paddingLeft: 4 + node.depth * 16 }}
                >
                  {h === 'before' && <DropLine edge="top" indent={4 + node.depth * 16} />}
                  {h === 'after' && <DropLine edge="bottom" indent={4 + node.depth * 16} />}
                  <button
                    type="button"
                    className="flex min-w-0 flex-1 cursor-pointer items-center gap-1.5 self-stretch text-left"
                    onClick={() =>
                      item.isFolder
                        ? toggle(item.id)
                        : void navigate({ to: '/views/$viewId', params: { viewId: item.id } })
                    }
                  >
                    <ChevronRight
                      className={cn(
                        'size-3.5 shrink-0 text-muted-foreground transition-transform',
                        !item.isFolder && 'invisible',
                        isOpen && 'rotate-90',
                      )}
                    />
                    <ViewIcon type={item.isFolder ? 'FOLDER' : item.type} open={isOpen} />
                    <span className="truncate">{item.name}</span>
                  </button>
                  {(canManage || (item.isFolder && access.createIn(item.id))) && (
                    <ItemMenu
                      item={item}
                      open={menuFor === item.id}
                      onOpenChange={(o) => setMenuFor(o ? item.id : null)}
                      canManage={canManage}
                      canCreate={item.isFolder && access.createIn(item.id)}
                      onNewView={(type) => void navigate({ to: '/views/new', search: { parentId: item.id, type } })}
                      onAction={(kind) =>
                        kind === 'newFolder'
                          ? setPending({ kind, parentId: item.id })
                          : setPending({ kind, item })
                      }
                    />
                  )}
                </div>
              );
            })
          )}
        </div>
      ) : (
        <div className="min-h-0 flex-1 overflow-auto px-2 pb-3" data-testid="recycle-bin">
          {archived.isLoading ? (
            <div className="flex justify-center py-6">
              <Spinner />
            </div>
          ) : archivedItems.length === 0 ? (
            <p className="px-2 py-6 text-center text-xs text-muted-foreground">
              {t('views:tree.recycleEmpty')}
            </p>
          ) : (
            archivedItems.map((item) => (
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
                  onClick={() => void navigate({ to: '/views/$viewId', params: { viewId: item.id } })}
                >
                  <ViewIcon type={item.type} />
                  <span className="truncate">{originalName(item.name)}</span>
                </button>
                <Button
                  size="icon-sm"
                  variant="ghost"
                  className="size-7"
                  title={t('views:actions.restore')}
                  aria-label={t('views:actions.restore')}
                  onClick={() => setPending({ kind: 'restore', item })}
                >
                  <ArchiveRestore />
                </Button>
                <Button
                  size="icon-sm"
                  variant="ghost"
                  className="size-7 text-destructive"
                  title={t('views:actions.deleteForever')}
                  aria-label={t('views:actions.deleteForever')}
                  onClick={() => setPending({ kind: 'delete', item })}
                >
                  <Trash2 />
                </Button>
              </div>
            ))
          )}
        </div>
      )}

      <NameDialog
        open={pending?.kind === 'newFolder'}
        onOpenChange={(o) => !o && close()}
        title={t('views:folder.newTitle')}
        initialName=""
        submitLabel={t('views:actions.create')}
        pending={create.isPending}
        error={dialogError}
        testId="folder-dialog"
        onSubmit={(name) =>
          pending?.kind === 'newFolder' &&
          create.mutate({ orgId, name, type: 'SQL', isFolder: true, parentId: pending.parentId, sourceId: null, script: null, model: null, config: null })
        }
      />
      <NameDialog
        open={pending?.kind === 'rename'}
        onOpenChange={(o) => !o && close()}
        title={t('views:folder.renameTitle')}
        initialName={pending?.kind === 'rename' ? pending.item.name : ''}
        submitLabel={t('common:actions.save')}
        pending={move.isPending}
        error={dialogError}
        testId="rename-dialog"
        onSubmit={(name) =>
          pending?.kind === 'rename' &&
          move.mutate({
            id: pending.item.id,
            name,
            parentId: pending.item.parentId,
            index: pending.item.index,
          })
        }
      />
      <NameDialog
        open={pending?.kind === 'move'}
        onOpenChange={(o) => !o && close()}
        title={t('views:folder.moveTitle', { name: pending?.kind === 'move' ? pending.item.name : '' })}
        initialName={pending?.kind === 'move' ? pending.item.name : ''}
        showName={false}
        folders={pending?.kind === 'move' ? folders(pending.item.id) : []}
        initialParentId={pending?.kind === 'move' ? pending.item.parentId : null}
        submitLabel={t('views:actions.move').replace('…', '')}
        pending={move.isPending}
        error={dialogError}
        onSubmit={(_n, parentId) => {
          if (pending?.kind !== 'move') return;
          if (parentId === pending.item.parentId) return close();
          move.mutate({ id: pending.item.id, name: pending.item.name, parentId, index: null });
        }}
      />
      <NameDialog
        open={pending?.kind === 'restore'}
        onOpenChange={(o) => !o && close()}
        title={t('views:confirm.restoreTitle', {
          name: pending?.kind === 'restore' ? originalName(pending.item.name) : '',
        })}
        initialName={pending?.kind === 'restore' ? originalName(pending.item.name) : ''}
        folders={folders()}
        initialParentId={
          pending?.kind === 'restore' && items.some((i) => i.id === pending.item.parentId)
            ? pending.item.parentId
            : null
        }
        submitLabel={t('views:actions.restore')}
        pending={restore.isPending}
        error={dialogError}
        testId="restore-dialog"
        onSubmit={(name, parentId) =>
          pending?.kind === 'restore' && restore.mutate({ id: pending.item.id, name, parentId })
        }
      />
      <ConfirmDialog
        open={pending?.kind === 'archive'}
        onOpenChange={(o) => !o && close()}
        title={t('views:confirm.archiveTitle', {
          name: pending?.kind === 'archive' ? pending.item.name : '',
        })}
        description={t('views:confirm.archiveDescription')}
        confirmLabel={t('views:actions.archive')}
        pending={remove.isPending}
        onConfirm={() => pending?.kind === 'archive' && remove.mutate({ id: pending.item.id, archive: true })}
      />
      <ConfirmDialog
        open={pending?.kind === 'delete'}
        onOpenChange={(o) => !o && close()}
        title={t('views:confirm.deleteTitle', {
          name: pending?.kind === 'delete' ? originalName(pending.item.name) : '',
        })}
        description={t('views:confirm.deleteDescription')}
        confirmLabel={t('views:actions.deleteForever')}
        destructive
        pending={remove.isPending}
        onConfirm={() => pending?.kind === 'delete' && remove.mutate({ id: pending.item.id, archive: false })}
      />
    </aside>
  );
}

function DropLine({ edge, indent }: { edge: 'top' | 'bottom'; indent: number }) {
  return (
    <span
      aria-hidden
      className={cn(
        'pointer-events-none absolute right-1 h-0.5 rounded-full bg-primary',
        edge === 'top' ? '-top-px' : '-bottom-px',
      )}
      style={{ left: indent }}
    />
  );
}

function ItemMenu({
  item,
  open,
  onOpenChange,
  canManage,
  canCreate,
  onNewView,
  onAction,
}: {
  item: ViewItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  canManage: boolean;
  canCreate: boolean;
  onNewView: (type: 'SQL' | 'STRUCT') => void;
  onAction: (kind: 'newFolder' | 'rename' | 'move' | 'archive' | 'delete') => void;
}) {
  const { t } = useTranslation();
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <Button
          size="icon-sm"
          variant="ghost"
          className="size-6 opacity-0 group-hover:opacity-100 focus-visible:opacity-100 data-[state=open]:opacity-100"
          aria-label={t('views:tree.actions', { name: item.name })}
          data-testid="view-item-menu"
          onContextMenu={(e) => e.preventDefault()}
        >
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {item.isFolder && canCreate && (
          <>
            <DropdownMenuItem onSelect={() => onNewView('SQL')}>
              <FileCode2 />
              {t('views:actions.newSql')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onNewView('STRUCT')}>
              <Workflow />
              {t('views:actions.newStruct')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onAction('newFolder')}>
              <FolderPlus />
              {t('views:actions.newFolder')}
            </DropdownMenuItem>
            {canManage && <DropdownMenuSeparator />}
          </>
        )}
        {canManage && (
          <>
            <DropdownMenuItem onSelect={() => onAction('rename')}>
              <Pencil />
              {t('views:actions.rename')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onAction('move')}>
              <FolderInput />
              {t('views:actions.move')}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            {!item.isFolder && (
              <DropdownMenuItem onSelect={() => onAction('archive')}>
                <Archive />
                {t('views:actions.archive')}
              </DropdownMenuItem>
            )}
            <DropdownMenuItem
              onSelect={() => onAction('delete')}
              className="text-destructive focus:text-destructive [&_svg]:text-destructive"
            >
              <Trash2 />
              {t(item.isFolder ? 'views:actions.delete' : 'views:actions.deleteForever')}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
