export interface PivotNode {
  value: string;
  path: string[];
  children: PivotNode[];
}

/** A row or column of the body: a real combination, a subtotal of a prefix, or the grand total. */
export interface PivotLeaf {
  kind: 'leaf' | 'subtotal' | 'total';
  path: string[];
}

export interface SummaryOptions {
  showTotal: boolean;
  totalPosition: 'top' | 'bottom';
  showSubTotal: boolean;
  subTotalPosition: 'top' | 'bottom';
}

/** Header tree of the distinct paths, in first-seen order. */
export function buildTree(paths: string[][]): PivotNode[] {
  const roots: PivotNode[] = [];
  for (const path of paths) {
    let level = roots;
    path.forEach((value, i) => {
      let node = level.find((n) => n.value === value);
      if (!node) {
        node = { value, path: path.slice(0, i + 1), children: [] };
        level.push(node);
      }
      level = node.children;
    });
  }
  return roots;
}

/** Body order of a header tree, with subtotals after (or before) each inner node and the total. */
export function leavesOf(tree: PivotNode[], depth: number, summary: SummaryOptions): PivotLeaf[] {
  const out: PivotLeaf[] = [];
  const walk = (node: PivotNode) => {
    if (node.path.length >= depth || node.children.length === 0) {
      out.push({ kind: 'leaf', path: node.path });
      return;
    }
    const sub: PivotLeaf = { kind: 'subtotal', path: node.path };
    if (summary.showSubTotal && summary.subTotalPosition === 'top') out.push(sub);
    node.children.forEach(walk);
    if (summary.showSubTotal && summary.subTotalPosition === 'bottom') out.push(sub);
  };
  tree.forEach(walk);
  if (depth === 0) out.push({ kind: 'leaf', path: [] });
  const total: PivotLeaf = { kind: 'total', path: [] };
  if (summary.showTotal && depth > 0) {
    if (summary.totalPosition === 'top') out.unshift(total);
    else out.push(total);
  }
  return out;
}

export const pathKey = (path: string[]) => path.join('\u0001');
