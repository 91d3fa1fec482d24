import type { ChartView, FilterValue } from '../types';
import type { RuntimeFilter } from './collect-filters';
import { viewColumns } from './view-fields';

/** Query-string keys that belong to the page itself, never to the data. */
const RESERVED = new Set(['type', 'lang', 'theme']);

/**
 * URL parameters → run-time filters, matched to the view's columns by name (share pages and jump
 * targets). Unknown names are ignored; several values of one name are an IN list; values are bound as
 * parameters by the engine like every other filter value.
 */
export function urlFilters(view: ChartView, params: Record<string, string[]>): RuntimeFilter[] {
  const columns = viewColumns(view);
  const out: RuntimeFilter[] = [];
  for (const [name, raw] of Object.entries(params)) {
    if (RESERVED.has(name)) continue;
    const column = columns.find((c) => c.key === name || c.path.join('.') === name);
    const values = raw.filter((v) => v !== '');
    if (!column || values.length === 0) continue;
    const valueType: FilterValue['valueType'] =
      column.type === 'NUMERIC' || column.type === 'DATE' ? column.type : 'STRING';
    const typed = values.map((v): FilterValue => {
      const n = Number(v);
      return { value: valueType === 'NUMERIC' && v.trim() !== '' && !Number.isNaN(n) ? n : v, valueType };
    });
    out.push({ column: column.key, sqlOperator: typed.length === 1 ? 'EQ' : 'IN', values: typed });
  }
  return out;
}
