import type { FamilyInput } from '../common/context';
import { fmt, settingOf } from '../common/context';
import { sectionFields } from '../common/fields';
import { cellText, toNumber } from '../common/frame';
import type { PivotLeaf, PivotNode, SummaryOptions } from './pivot-tree';
import { buildTree, leavesOf, pathKey } from './pivot-tree';

type SummaryAggregate = 'SUM' | 'AVG' | 'MAX' | 'MIN' | 'COUNT';

export interface PivotModel {
  rowFields: string[];
  columnFields: string[];
  metrics: { key: string; name: string }[];
  rowTree: PivotNode[];
  columnTree: PivotNode[];
  rowLeaves: PivotLeaf[];
  columnLeaves: PivotLeaf[];
  /** cells[r][c * metrics.length + m]: row leaf r, column leaf c, metric m. */
  cells: { raw: number | null; text: string }[][];
}

interface Acc {
  sum: number;
  count: number;
  min: number;
  max: number;
}

function aggregate(acc: Acc | undefined, how: SummaryAggregate): number | null {
  if (!acc || acc.count === 0) return null;
  switch (how) {
    case 'AVG':
      return acc.sum / acc.count;
    case 'MAX':
      return acc.max;
    case 'MIN':
      return acc.min;
    case 'COUNT':
      return acc.count;
    default:
      return acc.sum;
  }
}

function summaryOptions(read: <T>(...path: string[]) => T | undefined, group: string): SummaryOptions {
  return {
    showTotal: read<boolean>(group, 'showTotal') ?? false,
    totalPosition: read<'top' | 'bottom'>(group, 'totalPosition') ?? 'bottom',
    showSubTotal: read<boolean>(group, 'showSubTotal') ?? false,
    subTotalPosition: read<'top' | 'bottom'>(group, 'subTotalPosition') ?? 'bottom',
  };
}

/**
 * The pivot sheet (`piovt-sheet`): row and column header trees from the group fields and a body of
 * metric values. Leaf cells are the queried aggregates; subtotals and totals are computed here from the
 * leaves with settings `summaryAggregation` (SUM by default), so they stay consistent with the cells shown.
 */
export function pivotModel({ chart, reader, ctx }: FamilyInput): PivotModel {
  const set = settingOf(chart);
  const rowFields = sectionFields(chart.config, { key: 'row' }).filter((f) => reader.indexOfField(f) >= 0);
  const colFields = sectionFields(chart.config, { key: 'column' }).filter((f) => reader.indexOfField(f) >= 0);
  const metrics = sectionFields(chart.config, { type: 'aggregate' }).filter(
    (f) => reader.indexOfField(f) >= 0,
  );
  const how = set<SummaryAggregate>('summaryAggregation', 'aggregation') ?? 'SUM';
  const ri = rowFields.map((f) => reader.indexOfField(f));
  const ci = colFields.map((f) => reader.indexOfField(f));
  const mi = metrics.map((f) => reader.indexOfField(f));
  const rowPaths = reader.rows.map((r) => ri.map((i) => cellText(r[i])));
  const colPaths = reader.rows.map((r) => ci.map((i) => cellText(r[i])));
  const rowTree = buildTree(rowPaths);
  const columnTree = buildTree(colPaths);
  const rowLeaves = leavesOf(rowTree, ri.length, summaryOptions(set, 'rowSummary'));
  const columnLeaves = leavesOf(columnTree, ci.length, summaryOptions(set, 'colSummary'));

  const accs = new Map<string, Acc>();
  reader.rows.forEach((row, n) => {
    const rp = rowPaths[n] ?? [];
    const cp = colPaths[n] ?? [];
    for (let a = 0; a <= rp.length; a += 1) {
      for (let b = 0; b <= cp.length; b += 1) {
        mi.forEach((i, m) => {
          const v = toNumber(row[i]);
          if (v === null) return;
          const key = `${pathKey(rp.slice(0, a))}\u0002${a}\u0002${pathKey(cp.slice(0, b))}\u0002${b}\u0002${m}`;
          const acc = accs.get(key) ?? { sum: 0, count: 0, min: Infinity, max: -Infinity };
          acc.sum += v;
          acc.count += 1;
          acc.min = Math.min(acc.min, v);
          acc.max = Math.max(acc.max, v);
          accs.set(key, acc);
        });
      }
    }
  });
  const formatters = metrics.map((f) => fmt(ctx, f.field.format, f.field));
  // Sums of decimals carry binary noise (5250510.199999998); 15 significant digits is what a double holds.
  const noNoise = (n: number | null) => (n === null ? null : Number(n.toPrecision(15)));
  const cells = rowLeaves.map((rl) =>
    columnLeaves.flatMap((cl) =>
      metrics.map((_, m) => {
        const leaf = rl.kind === 'leaf' && cl.kind === 'leaf';
        const acc = accs.get(
          `${pathKey(rl.path)}\u0002${rl.path.length}\u0002${pathKey(cl.path)}\u0002${cl.path.length}\u0002${m}`,
        );
        const raw = noNoise(leaf ? (acc ? acc.sum : null) : aggregate(acc, how));
        return { raw, text: raw === null ? '' : (formatters[m]?.(raw) ?? String(raw)) };
      }),
    ),
  );
  return {
    rowFields: rowFields.map((f) => f.name),
    columnFields: colFields.map((f) => f.name),
    metrics: metrics.map((f) => ({ key: f.alias, name: f.name })),
    rowTree,
    columnTree,
    rowLeaves,
    columnLeaves,
    cells,
  };
}
