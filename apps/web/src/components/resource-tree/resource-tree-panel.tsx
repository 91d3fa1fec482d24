import { Button } from '@tessera/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@tessera/ui/dropdown-menu';
import { Input } from '@tessera/ui/input';
import { cn } from '@tessera/ui/lib/utils';
import { Spinner } from '@tessera/ui/spinner';
import { toast } from '@tessera/ui/toast';
import { Plus, Search, Trash2 } from 'lucide-react';
import { useDeferredValue, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appErrorOf } from '../../lib/app-error';
import { formMeta, useServices } from '../../lib/services';
import { buildTree, filterTree, flattenTree } from '../../lib/source-tree';
import { RecycleBin } from './recycle-bin';
import { TreeDialogs } from './tree-dialogs';
import { treeKeyAction } from './tree-keys';
import { TreeRow } from './tree-row';
import type { Pending, ResourceAccess, ResourceItem, ResourceTreeConfig } from './types';
import { useTreeDrag } from './use-tree-drag';

/**
 * The tree of a section (Sources, Views): folders, search, the active / recycle bin switch, the "…" and
 * right-click menus, drag and drop, and the dialogs. What differs between sections comes from `config`.
 */
export function ResourceTreePanel<T extends ResourceItem>({
  config,
  orgId,
  items,
  access,
  loading,
  selectedId,
  above,
}: {
  config: ResourceTreeConfig<T>;
  orgId: string;
  items: T[];
  access: ResourceAccess;
  loading: boolean;
  selectedId: string | null;
  /** Shown above the title row (the Vizs section's switch between its two trees). */
  above?: ReactNode;
}) {
  const { ns, testId, api } = config;
  const { t } = useTranslation();
  const services = useServices();
  const refresh = api.useRefresh();
  const [view, setView] = useState<'active' | 'archived'>('active');
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const [pending, setPending] = useState<Pending<T>>(null);
  const [dialogError, setDialogError] = useState<unknown>();
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const archived = api.useArchived(orgId, view === 'archived');

  const close = () => {
    setPending(null);
    setDialogError(undefined);
  };
  const onDialogError = (error: unknown) => {
    const app = appErrorOf(error);
    if (app?.code === 'NAME_EXISTS') return setDialogError(error);
    services.reporter.report(error);
  };
  const leaveIfOpen = (id: string) => {
    if (selectedId === id) config.onLeave();
  };

  const create = api.useCreateFolder({
    meta: formMeta,
    onSuccess: async (created) => {
      await refresh();
      if (created.parentId) setExpanded((s) => new Set(s).add(created.parentId!));
      toast.success(t(`${ns}:folder.created`));
      close();
    },
    onError: onDialogError,
  });
  const move = api.useMove({
    meta: formMeta,
    onSuccess: async (_r, input) => {
      await refresh();
      if (input.parentId) setExpanded((s) => new Set(s).add(input.parentId!));
      toast.success(t(pending?.kind === 'rename' ? `${ns}:done.renamed` : `${ns}:tree.moved`));
      close();
    },
    onError: onDialogError,
  });
  const remove = api.useDelete({
    onSuccess: async (_r, input) => {
      await refresh();
      toast.success(t(input.archive ? `${ns}:done.archived` : `${ns}:done.deleted`));
      leaveIfOpen(input.id);
      close();
    },
  });
  const restore = api.useUnarchive({
    meta: formMeta,
    onSuccess: async () => {
      await refresh();
      toast.success(t(`${ns}:done.restored`));
      close();
    },
    onError: onDialogError,
  });
  const dnd = useTreeDrag(items, (input) => move.mutate(input));

  // The rows come in a render of their own, after the page's first paint: the page's content (a board's
  // charts) is drawn first, then what is around it (decision D-dash-4). Later changes show at once.
  const drawn = useDeferredValue<T[] | null>(items, null);
  const visible = useMemo(() => filterTree(drawn ?? [], query), [drawn, query]);
  const tree = useMemo(() => buildTree(visible), [visible]);
  // While searching every matching branch is open.
  const open = useMemo(
    () => (query.trim() ? new Set(visible.filter((i) => i.isFolder).map((i) => i.id)) : expanded),
    [query, visible, expanded],
  );
  const rows = flattenTree(tree, open);

  const toggle = (id: string) =>
    setExpanded((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  // Roving focus: one row takes Tab; the arrows move it (WAI-ARIA tree pattern).
  const [focusId, setFocusId] = useState<string | null>(null);
  const treeRef = useRef<HTMLDivElement>(null);
  const tabRow = rows.some((r) => r.item.id === focusId)
    ? focusId
    : (rows.find((r) => r.item.id === selectedId) ?? rows[0])?.item.id;
  const focusRow = (id: string) => {
    setFocusId(id);
    treeRef.current?.querySelector<HTMLElement>(`[data-tree-id="${CSS.escape(id)}"]`)?.focus();
  };
  const onTreeKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if ((e.target as HTMLElement).getAttribute('role') !== 'treeitem') return;
    const action = treeKeyAction(e.key, e.shiftKey, rows, tabRow ?? null, open);
    if (!action) return;
    e.preventDefault();
    const item = items.find((i) => i.id === action.id);
    if (action.kind === 'focus') focusRow(action.id);
    else if (action.kind === 'expand' || action.kind === 'collapse') toggle(action.id);
    else if (action.kind === 'menu') setMenuFor(action.id);
    else if (action.kind === 'rename' && item && access.manage(item.id)) setPending({ kind: 'rename', item });
    else if (action.kind === 'open' && item) {
      if (item.isFolder) toggle(item.id);
      else config.onOpen(item.id);
    }
  };

  const ActiveIcon = config.activeIcon;

  return (
    <aside
      className="flex w-72 shrink-0 flex-col border-r border-border bg-card/40"
      aria-label={t(`${ns}:tree.label`)}
      data-testid={`${testId}-tree`}
    >
      {above}
      <div className="flex h-12 items-center justify-between gap-2 border-b border-border px-3">
        <h1 className="text-sm font-semibold" data-testid="page-heading">
          {t(`${ns}:title`)}
        </h1>
        {access.createTop && (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button size="sm" variant="outline" data-testid={`${testId}-new-menu`}>
                <Plus />
                {t(`${ns}:actions.new`)}
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              {config.newMenu(() => setPending({ kind: 'newFolder', parentId: null }))}
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
              data-testid={`${testId}-view-${v}`}
              onClick={() => setView(v)}
              className={cn(
                'flex h-7 cursor-pointer items-center justify-center gap-1.5 rounded-sm text-muted-foreground transition-colors',
                view === v && 'bg-background text-foreground shadow-xs',
              )}
            >
              {v === 'active' ? <ActiveIcon className="size-3.5" /> : <Trash2 className="size-3.5" />}
              {t(v === 'active' ? `${ns}:tree.active` : `${ns}:tree.recycleBin`)}
            </button>
          ))}
        </div>
        {view === 'active' && (
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-2.5 size-3.5 -translate-y-1/2 text-muted-foreground" />
            <Input
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t(`${ns}:tree.search`)}
              aria-label={t(`${ns}:tree.search`)}
              className="h-8 pl-8 text-xs"
            />
          </div>
        )}
      </div>

      {view === 'active' ? (
        <div
          className="min-h-0 flex-1 overflow-auto px-2 pb-3"
          // A tree holds tree items only: while loading or empty, the message is plain text.
          role={!loading && rows.length > 0 ? 'tree' : undefined}
          ref={treeRef}
          aria-label={!loading && rows.length > 0 ? t(`${ns}:tree.label`) : undefined}
          onKeyDown={onTreeKey}
          {...dnd.rootHandlers}
          data-drop-root={dnd.rootHint || undefined}
        >
          {loading ? (
            <div className="flex justify-center py-6">
              <Spinner />
            </div>
          ) : drawn === null ? null : rows.length === 0 ? (
            <p className="px-2 py-6 text-center text-xs text-muted-foreground">
              {t(query.trim() ? `${ns}:tree.noMatch` : `${ns}:tree.empty`)}
            </p>
          ) : (
            rows.map((node) => {
              const { item } = node;
              const isOpen = open.has(item.id);
              return (
                <TreeRow
                  key={item.id}
                  node={node}
                  ns={ns}
                  testId={testId}
                  isOpen={isOpen}
                  selected={selectedId === item.id}
                  dragging={dnd.drag === item.id}
                  hint={dnd.hintFor(item.id)}
                  dragHandlers={dnd.rowHandlers(node)}
                  canManage={access.manage(item.id)}
                  canCreate={item.isFolder && access.createIn(item.id)}
                  icon={config.icon(item, isOpen)}
                  mark={config.mark?.(item)}
                  folderMenu={() => config.folderMenu(item)}
                  menuOpen={menuFor === item.id}
                  onMenuOpenChange={(o) => setMenuFor(o ? item.id : null)}
                  focused={tabRow === item.id}
                  onFocusRow={() => setFocusId(item.id)}
                  onClick={() => (item.isFolder ? toggle(item.id) : config.onOpen(item.id))}
                  onAction={(kind) =>
                    kind === 'newFolder'
                      ? setPending({ kind, parentId: item.id })
                      : setPending({ kind, item })
                  }
                />
              );
            })
          )}
        </div>
      ) : (
        <RecycleBin
          ns={ns}
          items={archived.data ?? []}
          loading={archived.isLoading}
          selectedId={selectedId}
          icon={(item) => config.icon(item)}
          onOpen={config.onOpen}
          onRestore={(item) => setPending({ kind: 'restore', item })}
          onDelete={(item) => setPending({ kind: 'delete', item })}
        />
      )}

      <TreeDialogs
        ns={ns}
        orgId={orgId}
        items={items}
        pending={pending}
        error={dialogError}
        close={close}
        create={create}
        move={move}
        remove={remove}
        restore={restore}
      />
    </aside>
  );
}
