import type { StyleNode } from './config.schemas';

/** A default-tree node: the stored shape plus the editor hints the settings panel renders. */
export interface DefaultStyleNode extends StyleNode {
  label?: string;
  comType?: string;
  default?: unknown;
  options?: Record<string, unknown>;
  rows?: DefaultStyleNode[];
}

/**
 * Merges a stored value-only tree into the chart's default tree: every default node is kept (with its
 * stored value when there is one, else its default); stored nodes the defaults do not know are kept too,
 * so that values from newer or plug-in charts survive a save.
 */
export function mergeStyleTree(
  defaults: readonly DefaultStyleNode[],
  stored: readonly StyleNode[] | undefined,
): DefaultStyleNode[] {
  const byKey = new Map((stored ?? []).map((node) => [node.key, node]));
  const merged: DefaultStyleNode[] = defaults.map((def) => {
    const saved = byKey.get(def.key);
    byKey.delete(def.key);
    const node: DefaultStyleNode = { ...def, value: saved && 'value' in saved ? saved.value : def.default };
    if (def.rows || saved?.rows) node.rows = mergeStyleTree(def.rows ?? [], saved?.rows);
    return node;
  });
  for (const extra of byKey.values()) merged.push(extra);
  return merged;
}

/** Strips a merged tree to the value-only form that is stored (`key`, `value`, `rows`). */
export function toValueTree(nodes: readonly StyleNode[]): StyleNode[] {
  return nodes.map((node) => {
    const out: StyleNode = { key: node.key };
    if (node.value !== undefined) out.value = node.value;
    if (node.rows) out.rows = toValueTree(node.rows);
    return out;
  });
}

/** Reads a value by key path, e.g. `styleValue(styles, ['label', 'showLabel'])`. */
export function styleValue<T = unknown>(
  nodes: readonly StyleNode[] | undefined,
  path: readonly string[],
): T | undefined {
  let level = nodes;
  let node: StyleNode | undefined;
  for (const key of path) {
    node = level?.find((n) => n.key === key);
    if (!node) return undefined;
    level = node.rows;
  }
  return node?.value as T | undefined;
}

/** Returns a copy of the tree with the value at `path` replaced (nodes on the way are created). */
export function setStyleValue(
  nodes: readonly StyleNode[],
  path: readonly string[],
  value: unknown,
): StyleNode[] {
  const [head, ...rest] = path;
  if (head === undefined) return [...nodes];
  const found = nodes.some((n) => n.key === head);
  const list = found ? nodes : [...nodes, { key: head }];
  return list.map((n) => {
    if (n.key !== head) return n;
    return rest.length === 0 ? { ...n, value } : { ...n, rows: setStyleValue(n.rows ?? [], rest, value) };
  });
}
