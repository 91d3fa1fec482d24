import type { HeaderCell, TableColumn } from './table-types';

/** A node of the `header.modal` style value: a group with children, or a column by colName. */
export interface HeaderNode {
  uid?: string;
  label?: string;
  colName?: string;
  /** Datart marks groups so; a node with children is drawn as a group either way. */
  isGroup?: boolean;
  children?: HeaderNode[];
}

/** Header rows for grouped headers; columns not placed in a group stand alone at the top level. */
export function buildHeaderRows(columns: TableColumn[], groups: HeaderNode[] | undefined): HeaderCell[][] {
  if (!groups?.length)
    return [columns.map((c) => ({ title: c.title, colSpan: 1, rowSpan: 1, columnKey: c.key }))];
  const byCol = new Map(columns.map((c) => [c.colName, c]));
  // A group may name a column the table no longer shows: it is left out, and so is a group left empty.
  const leaves = (n: HeaderNode): number =>
    n.children?.length
      ? n.children.reduce((a, c) => a + leaves(c), 0)
      : n.colName && byCol.has(n.colName)
        ? 1
        : 0;
  const prune = (n: HeaderNode): HeaderNode => ({
    ...n,
    children: n.children?.filter((c) => leaves(c) > 0).map(prune),
  });
  const depth = (n: HeaderNode): number => (n.children?.length ? 1 + Math.max(...n.children.map(depth)) : 1);
  const listed = new Set<string>();
  const collect = (n: HeaderNode) => (n.colName ? listed.add(n.colName) : n.children?.forEach(collect));
  const kept = groups.filter((g) => leaves(g) > 0).map(prune);
  kept.forEach(collect);
  const roots: HeaderNode[] = [
    ...kept,
    ...columns.filter((c) => !listed.has(c.colName)).map((c) => ({ colName: c.colName })),
  ];
  const maxDepth = Math.max(...roots.map(depth));
  const rows: HeaderCell[][] = Array.from({ length: maxDepth }, () => []);
  const walk = (n: HeaderNode, level: number) => {
    const col = n.colName ? byCol.get(n.colName) : undefined;
    if (n.children?.length) {
      rows[level]?.push({ title: n.label ?? '', colSpan: leaves(n), rowSpan: 1 });
      n.children.forEach((c) => walk(c, level + 1));
    } else if (col) {
      rows[level]?.push({
        title: n.label || col.title,
        colSpan: 1,
        rowSpan: maxDepth - level,
        columnKey: col.key,
      });
    }
  };
  roots.forEach((r) => walk(r, 0));
  return rows;
}
