import type { TreeItem, TreeNode } from '../../lib/source-tree';

/** What a key does in a tree (WAI-ARIA tree pattern); the panel carries it out. */
export type TreeKeyAction =
  | { kind: 'focus'; id: string }
  | { kind: 'expand'; id: string }
  | { kind: 'collapse'; id: string }
  | { kind: 'open'; id: string }
  | { kind: 'rename'; id: string }
  | { kind: 'menu'; id: string }
  | null;

/**
 * The action of a key on the focused row of the visible rows (folders open as shown): arrows move and
 * fold, Home / End jump, Enter opens, F2 renames, Shift+F10 / the menu key open the row's menu.
 */
export function treeKeyAction<T extends TreeItem>(
  key: string,
  shift: boolean,
  rows: TreeNode<T>[],
  focusId: string | null,
  open: Set<string>,
): TreeKeyAction {
  if (rows.length === 0) return null;
  const index = Math.max(
    0,
    rows.findIndex((r) => r.item.id === focusId),
  );
  const node = rows[index]!;
  const id = node.item.id;
  switch (key) {
    case 'ArrowDown':
      return { kind: 'focus', id: rows[Math.min(index + 1, rows.length - 1)]!.item.id };
    case 'ArrowUp':
      return { kind: 'focus', id: rows[Math.max(index - 1, 0)]!.item.id };
    case 'Home':
      return { kind: 'focus', id: rows[0]!.item.id };
    case 'End':
      return { kind: 'focus', id: rows[rows.length - 1]!.item.id };
    case 'ArrowRight':
      if (!node.item.isFolder) return null;
      if (!open.has(id)) return { kind: 'expand', id };
      return node.children.length ? { kind: 'focus', id: node.children[0]!.item.id } : null;
    case 'ArrowLeft':
      if (node.item.isFolder && open.has(id)) return { kind: 'collapse', id };
      for (let i = index - 1; i >= 0; i--)
        if (rows[i]!.depth < node.depth) return { kind: 'focus', id: rows[i]!.item.id };
      return null;
    case 'Enter':
      return { kind: 'open', id };
    case 'F2':
      return { kind: 'rename', id };
    case 'F10':
      return shift ? { kind: 'menu', id } : null;
    case 'ContextMenu':
      return { kind: 'menu', id };
    default:
      return null;
  }
}
