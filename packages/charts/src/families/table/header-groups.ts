import type { HeaderNode } from './table-header';

/**
 * Editing the table's header groups (`header.modal`, Datart's `tableHeaders`) as a tree: a group holds
 * columns and other groups, at any depth. Groups are addressed by their path of indexes among the group
 * nodes (stored groups written by Datart may have no uid). A column belongs to one group at most.
 */
export type GroupPath = number[];

const isGroup = (n: HeaderNode) => Array.isArray(n.children) || n.isGroup === true;

/** The group nodes among `nodes` (columns in a group are listed with it, not here). */
export const groupsOf = (nodes: HeaderNode[] | undefined): HeaderNode[] => (nodes ?? []).filter(isGroup);

/** The columns listed directly under a group. */
export const columnsOf = (group: HeaderNode): string[] =>
  (group.children ?? []).flatMap((c) => (!isGroup(c) && c.colName ? [c.colName] : []));

/** Applies `edit` to the children list holding the groups at `path` (the root for `[]`). */
function editAt(
  tree: HeaderNode[],
  path: GroupPath,
  edit: (nodes: HeaderNode[]) => HeaderNode[],
): HeaderNode[] {
  if (path.length === 0) return edit(tree);
  const [head, ...rest] = path;
  let seen = -1;
  return tree.map((n) => {
    if (!isGroup(n) || ++seen !== head) return n;
    return { ...n, children: editAt(n.children ?? [], rest, edit) };
  });
}

/** Applies `edit` to the group at `path`. */
function editGroup(tree: HeaderNode[], path: GroupPath, edit: (g: HeaderNode) => HeaderNode | HeaderNode[]) {
  const parent = path.slice(0, -1);
  const index = path[path.length - 1];
  return editAt(tree, parent, (nodes) => {
    let seen = -1;
    return nodes.flatMap((n) => (isGroup(n) && ++seen === index ? edit(n) : [n]));
  });
}

/** A new group at the end of the top level (`parent` `[]`) or inside the group at `parent`. */
export const addHeaderGroup = (tree: HeaderNode[], parent: GroupPath, group: HeaderNode): HeaderNode[] =>
  editAt(tree, parent, (nodes) => [...nodes, { isGroup: true, children: [], ...group }]);

export const renameHeaderGroup = (tree: HeaderNode[], path: GroupPath, label: string): HeaderNode[] =>
  editGroup(tree, path, (g) => ({ ...g, label }));

/** Removes a group: what it held (columns and groups) takes its place in the level above. */
export const removeHeaderGroup = (tree: HeaderNode[], path: GroupPath): HeaderNode[] =>
  editGroup(tree, path, (g) => g.children ?? []);

const withoutColumn = (nodes: HeaderNode[], colName: string): HeaderNode[] =>
  nodes
    .filter((n) => isGroup(n) || n.colName !== colName)
    .map((n) => (isGroup(n) ? { ...n, children: withoutColumn(n.children ?? [], colName) } : n));

/**
 * Ticks or unticks a column under the group at `path`. Ticked, it leaves any other group (and the top
 * level) first; unticked, it stands alone again.
 */
export function setHeaderColumn(
  tree: HeaderNode[],
  path: GroupPath,
  column: { uid: string; colName: string },
  on: boolean,
): HeaderNode[] {
  const cleared = withoutColumn(tree, column.colName);
  return on ? editAt(cleared, path, (nodes) => [...nodes, column]) : cleared;
}
