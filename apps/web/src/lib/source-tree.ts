/**
 * The sources tree on the client: building it from `source.list`, and turning a drag and drop into
 * the `{parentId, index}` of `source.move` (Datart's rule: the new index falls between the neighbours).
 */
export interface TreeItem {
  id: string;
  name: string;
  parentId: string | null;
  isFolder: boolean;
  index: number | null;
}

export interface TreeNode<T extends TreeItem> {
  item: T;
  depth: number;
  children: TreeNode<T>[];
}

export type DropPosition = 'before' | 'after' | 'inside';

export interface DropResult {
  parentId: string | null;
  /** Undefined: the server puts the item last among its new siblings (max + 1). */
  index: number | undefined;
}

const byIndex = <T extends TreeItem>(a: T, b: T) =>
  (a.index ?? 0) - (b.index ?? 0) || a.name.localeCompare(b.name);

/** Items grouped under their parents (orphans go to the top level), each level sorted by index. */
export function buildTree<T extends TreeItem>(items: T[]): TreeNode<T>[] {
  const ids = new Set(items.map((i) => i.id));
  const groups = new Map<string | null, T[]>();
  for (const item of items) {
    const parent = item.parentId && ids.has(item.parentId) ? item.parentId : null;
    groups.set(parent, [...(groups.get(parent) ?? []), item]);
  }
  const seen = new Set<string>();
  const build = (parent: string | null, depth: number): TreeNode<T>[] =>
    (groups.get(parent) ?? [])
      .slice()
      .sort(byIndex)
      .filter((item) => !seen.has(item.id) && seen.add(item.id))
      .map((item) => ({ item, depth, children: build(item.id, depth + 1) }));
  return build(null, 0);
}

/** The visible rows of a tree, depth first, skipping the children of collapsed folders. */
export function flattenTree<T extends TreeItem>(
  nodes: TreeNode<T>[],
  expanded: ReadonlySet<string>,
): TreeNode<T>[] {
  const out: TreeNode<T>[] = [];
  const walk = (list: TreeNode<T>[]) => {
    for (const node of list) {
      out.push(node);
      if (node.item.isFolder && expanded.has(node.item.id)) walk(node.children);
    }
  };
  walk(nodes);
  return out;
}

/** Keeps the items whose name matches (case-insensitive) and the folders leading to them. */
export function filterTree<T extends TreeItem>(items: T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return items;
  const byId = new Map(items.map((i) => [i.id, i]));
  const keep = new Set<string>();
  for (const item of items) {
    if (!item.name.toLowerCase().includes(q)) continue;
    for (let cur: T | undefined = item; cur && !keep.has(cur.id); cur = byId.get(cur.parentId ?? '')) {
      keep.add(cur.id);
    }
  }
  return items.filter((i) => keep.has(i.id));
}

/** True when `id` is `ancestorId` itself or lies somewhere below it. */
export function isSelfOrDescendant(items: TreeItem[], id: string | null, ancestorId: string): boolean {
  const byId = new Map(items.map((i) => [i.id, i]));
  let guard = 0;
  for (let cur = id; cur && guard < 256; cur = byId.get(cur)?.parentId ?? null, guard++) {
    if (cur === ancestorId) return true;
  }
  return false;
}

/**
 * Where `dragId` lands when dropped `position` the `targetId` row, or null when the drop is refused:
 * onto itself, inside a non-folder, into its own subtree, inside its current parent (nothing moves),
 * or next to itself (same place).
 */
export function computeDrop(
  items: TreeItem[],
  dragId: string,
  targetId: string,
  position: DropPosition,
): DropResult | null {
  if (dragId === targetId) return null;
  const drag = items.find((i) => i.id === dragId);
  const target = items.find((i) => i.id === targetId);
  if (!drag || !target) return null;

  if (position === 'inside') {
    if (!target.isFolder) return null;
    if (isSelfOrDescendant(items, target.id, drag.id)) return null;
    if (drag.parentId === target.id) return null;
    return { parentId: target.id, index: undefined };
  }

  const parentId = target.parentId ?? null;
  if (parentId && isSelfOrDescendant(items, parentId, drag.id)) return null;
  const siblings = items.filter((i) => (i.parentId ?? null) === parentId && i.id !== drag.id).sort(byIndex);
  const at = siblings.findIndex((i) => i.id === target.id);
  const targetIndex = target.index ?? 0;
  let index: number;
  let neighbour: TreeItem | undefined;
  if (position === 'before') {
    neighbour = siblings[at - 1];
    index = neighbour ? ((neighbour.index ?? 0) + targetIndex) / 2 : targetIndex - 1;
  } else {
    neighbour = siblings[at + 1];
    index = neighbour ? (targetIndex + (neighbour.index ?? 0)) / 2 : targetIndex + 1;
  }
  // Dropped right where it already is: between the same neighbours under the same parent.
  if ((drag.parentId ?? null) === parentId) {
    const current = items
      .filter((i) => (i.parentId ?? null) === parentId)
      .sort(byIndex)
      .map((i) => i.id);
    const pos = current.indexOf(drag.id);
    const before = current[pos - 1];
    const after = current[pos + 1];
    if (position === 'before' && after === target.id) return null;
    if (position === 'after' && before === target.id) return null;
  }
  return { parentId, index };
}

/** The folders an item may be moved into (not itself nor its subtree), for the "Move to…" dialog. */
export function moveTargets<T extends TreeItem>(items: T[], id: string): T[] {
  return items.filter((i) => i.isFolder && !isSelfOrDescendant(items, i.id, id));
}

/** The folder path of an item ("Sales / 2024"), for labels. */
export function folderPath(items: TreeItem[], id: string): string {
  const byId = new Map(items.map((i) => [i.id, i]));
  const names: string[] = [];
  for (let cur = byId.get(id); cur && names.length < 64; cur = byId.get(cur.parentId ?? '')) {
    names.unshift(cur.name);
  }
  return names.join(' / ');
}

/** Archived items are renamed `<name>.<yyyy-mm-dd hh:mm:ss.sss>` by the server; this is the name to restore. */
export function originalName(archived: string): string {
  return archived.replace(/\.\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?$/, '');
}
