import { Button } from '@tessera/ui/button';
import { DropdownMenuItem, DropdownMenuSeparator, LazyDropdownMenu } from '@tessera/ui/dropdown-menu';
import { cn } from '@tessera/ui/lib/utils';
import { Archive, ChevronRight, FolderInput, FolderPlus, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import type { DragEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DropPosition, TreeNode } from '../../lib/source-tree';
import type { MenuAction, ResourceItem } from './types';

interface DragHandlers {
  onDragStart: (e: DragEvent<HTMLElement>) => void;
  onDragEnd: () => void;
  onDragOver: (e: DragEvent<HTMLElement>) => void;
  onDragLeave: () => void;
  onDrop: (e: DragEvent<HTMLElement>) => void;
}

/** One row of the tree: the item (a button that opens it or toggles the folder) and its "…" menu. */
export function TreeRow<T extends ResourceItem>({
  node,
  ns,
  testId,
  isOpen,
  selected,
  dragging,
  hint,
  dragHandlers,
  canManage,
  canCreate,
  icon,
  mark,
  folderMenu,
  menuOpen,
  onMenuOpenChange,
  onClick,
  onAction,
  focused,
  onFocusRow,
}: {
  node: TreeNode<T>;
  ns: string;
  testId: string;
  isOpen: boolean;
  selected: boolean;
  dragging: boolean;
  hint: DropPosition | null;
  dragHandlers: DragHandlers;
  canManage: boolean;
  canCreate: boolean;
  icon: ReactNode;
  /** A state the item is in, shown after its name (a source that needs its password). */
  mark?: ReactNode;
  /** The folder's own "new …" entries (asked for only when its menu is built). */
  folderMenu: () => ReactNode;
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
  onClick: () => void;
  onAction: (kind: MenuAction) => void;
  /** The row that takes Tab focus in the tree (roving tabindex); arrows move it. */
  focused: boolean;
  onFocusRow: () => void;
}) {
  const { item } = node;
  const h = hint;
  return (
    <div
      role="treeitem"
      aria-expanded={item.isFolder ? isOpen : undefined}
      aria-selected={selected}
      aria-level={node.depth + 1}
      tabIndex={focused ? 0 : -1}
      onFocus={(e) => e.target === e.currentTarget && onFocusRow()}
      data-tree-id={item.id}
      data-testid={`${testId}-tree-item`}
      data-name={item.name}
      draggable={canManage}
      {...dragHandlers}
      onContextMenu={(e) => {
        e.preventDefault();
        onMenuOpenChange(true);
      }}
      className={cn(
        'group relative flex h-8 items-center gap-1 rounded-md pr-1 text-sm transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
        selected ? 'bg-primary/10 text-primary' : 'hover:bg-accent',
        dragging && 'opacity-50',
        h === 'inside' && 'bg-primary/15 ring-1 ring-primary/50',
      )}
      style={{ paddingLeft: 4 + node.depth * 16 }}
    >
      {h === 'before' && <DropLine edge="top" indent={4 + node.depth * 16} />}
      {h === 'after' && <DropLine edge="bottom" indent={4 + node.depth * 16} />}
      <button
        type="button"
        tabIndex={-1}
        className="flex min-w-0 flex-1 cursor-pointer items-center gap-1.5 self-stretch text-left"
        onClick={onClick}
      >
        <ChevronRight
          className={cn(
            'size-3.5 shrink-0 text-muted-foreground transition-transform',
            !item.isFolder && 'invisible',
            isOpen && 'rotate-90',
          )}
        />
        {icon}
        <span className="truncate">{item.name}</span>
        {mark}
      </button>
      {(canManage || canCreate) && (
        <ItemMenu
          item={item}
          ns={ns}
          testId={testId}
          open={menuOpen}
          onOpenChange={onMenuOpenChange}
          canManage={canManage}
          canCreate={canCreate}
          folderMenu={folderMenu}
          onAction={onAction}
        />
      )}
    </div>
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

interface ItemMenuProps {
  item: ResourceItem;
  ns: string;
  canManage: boolean;
  canCreate: boolean;
  folderMenu: () => ReactNode;
  onAction: (kind: MenuAction) => void;
}

/** The "…" menu of a row (also opened by a right click on the row). */
function ItemMenu({
  testId,
  open,
  onOpenChange,
  ...menu
}: ItemMenuProps & { testId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    // Built on first use: a tree of hundreds of rows does not build a menu for each as the page loads.
    <LazyDropdownMenu
      open={open}
      onOpenChange={onOpenChange}
      align="start"
      trigger={
        <Button
          size="icon-sm"
          variant="ghost"
          className="size-6 opacity-0 group-hover:opacity-100 focus-visible:opacity-100 data-[state=open]:opacity-100"
          aria-label={t(`${menu.ns}:tree.actions`, { name: menu.item.name })}
          data-testid={`${testId}-item-menu`}
          onContextMenu={(e) => e.preventDefault()}
        >
          <MoreHorizontal />
        </Button>
      }
    >
      <ItemMenuItems {...menu} />
    </LazyDropdownMenu>
  );
}

/** The menu's entries: a component of their own, so that a row's texts are looked up only when its menu is built. */
function ItemMenuItems({ item, ns, canManage, canCreate, folderMenu, onAction }: ItemMenuProps) {
  const { t } = useTranslation();
  return (
    <>
      {item.isFolder && canCreate && (
        <>
          {folderMenu()}
          <DropdownMenuItem onSelect={() => onAction('newFolder')}>
            <FolderPlus />
            {t(`${ns}:actions.newFolder`)}
          </DropdownMenuItem>
          {canManage && <DropdownMenuSeparator />}
        </>
      )}
      {canManage && (
        <>
          <DropdownMenuItem onSelect={() => onAction('rename')}>
            <Pencil />
            {t(`${ns}:actions.rename`)}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onAction('move')}>
            <FolderInput />
            {t(`${ns}:actions.move`)}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          {!item.isFolder && (
            <DropdownMenuItem onSelect={() => onAction('archive')}>
              <Archive />
              {t(`${ns}:actions.archive`)}
            </DropdownMenuItem>
          )}
          <DropdownMenuItem
            onSelect={() => onAction('delete')}
            className="text-destructive focus:text-destructive [&_svg]:text-destructive"
          >
            <Trash2 />
            {t(item.isFolder ? `${ns}:actions.delete` : `${ns}:actions.deleteForever`)}
          </DropdownMenuItem>
        </>
      )}
    </>
  );
}
