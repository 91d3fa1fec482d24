import type { ChartField } from '../config/config.schemas';
import { buildQuery } from '../query/build-query';
import type { RuntimeFilter } from '../query/collect-filters';
import type { ChartView, ExecuteRequest } from '../types';
import { newChartConfig } from '../workbench/config-ops';

/**
 * A tree controller's options: the distinct rows of its parent columns and its own column, nested by
 * parent value (Datart's `parentFields`). Only leaves are values the filter uses; choosing a branch means
 * choosing every leaf under it.
 */

export interface OptionNode {
  /** Unique within the tree: the path of values joined. */
  id: string;
  label: string;
  /** The value a leaf filters with; branches have none. */
  value: string | null;
  children: OptionNode[];
}

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export function treeOptionsQuery(
  view: ChartView,
  fields: { colName: string; type: string }[],
  runtimeFilters: RuntimeFilter[] = [],
  pageSize = 2000,
): ExecuteRequest {
  const base = newChartConfig('mingxi-table');
  const rows = fields.map((f, i): ChartField => ({
    uid: `level${i}`,
    colName: f.colName,
    type: f.type,
    sort: { type: 'ASC' },
  }));
  const config = {
    ...base,
    aggregation: false,
    chartConfig: {
      ...base.chartConfig,
      datas: base.chartConfig.datas.map((s) => (s.key === 'mixed' ? { ...s, rows } : s)),
    },
  };
  return buildQuery(config, view, {
    keywords: ['DISTINCT'],
    pageSize,
    ...(runtimeFilters.length ? { runtimeFilters } : {}),
  });
}

/** Rows `[parent…, value]` → nested nodes; a row without a leaf value is skipped. */
export function optionTree(rows: unknown[][]): OptionNode[] {
  const roots: OptionNode[] = [];
  for (const row of rows) {
    const cells = row.map(str);
    const leaf = cells.at(-1);
    if (!leaf) continue;
    let level = roots;
    const path: string[] = [];
    cells.forEach((cell, i) => {
      path.push(cell);
      const isLeaf = i === cells.length - 1;
      const id = JSON.stringify(path);
      let node = level.find((n) => n.id === id);
      if (!node) {
        node = { id, label: cell, value: isLeaf ? cell : null, children: [] };
        level.push(node);
      }
      level = node.children;
    });
  }
  return roots;
}

/** Every leaf value under a node (the node's own value for a leaf). */
export function leafValues(node: OptionNode): string[] {
  return node.value !== null ? [node.value] : node.children.flatMap(leafValues);
}
