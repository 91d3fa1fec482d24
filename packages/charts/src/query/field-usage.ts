import type { AggregateAction, ChartField, DataSection, DatachartConfig } from '../config/config.schemas';
import { ChartError } from '../errors';
import type { AggregateOperator, ChartView, ExecuteRequest } from '../types';
import type { ResolvedField } from './view-fields';
import { computedFieldsOf, createFieldResolver } from './view-fields';

const NUMERIC_ONLY: AggregateAction[] = ['SUM', 'AVG'];

/** Datart's alias: `SUM(amount)` for a field with an aggregate, the field's name otherwise. */
export function aliasOf(field: Pick<ChartField, 'colName' | 'aggregate'>): string {
  const agg = field.aggregate;
  return agg && agg !== 'NONE' ? `${agg}(${field.colName})` : field.colName;
}

/**
 * The aggregate a field is queried with: its own, as Datart sends it. A field without one (or `NONE`) is
 * the bare column, and a computed field whose expression already aggregates is never wrapped again.
 */
export function aggregateOf(field: ChartField, resolved: ResolvedField): AggregateOperator | null {
  if (resolved.aggregatedExpression) return null;
  const agg = field.aggregate;
  return agg && agg !== 'NONE' ? agg : null;
}

/**
 * Tracks the fields a query uses: resolves each against the view (failing with the field's name),
 * checks SUM / AVG against the view's type, and collects the function columns the used computed and
 * date-level fields need.
 */
export function createFieldUsage(config: DatachartConfig, view: ChartView) {
  const resolve = createFieldResolver(config, view);
  const computed = computedFieldsOf(config, view);
  const used = new Map<string, ResolvedField>();
  return {
    use(field: ChartField): ResolvedField {
      const resolved = resolve(field);
      used.set(field.colName, resolved);
      return resolved;
    },
    checkAggregate(field: ChartField, resolved: ResolvedField, agg: AggregateOperator | null): void {
      if (agg && NUMERIC_ONLY.includes(agg) && resolved.type !== 'NUMERIC') {
        throw new ChartError('CHART_AGGREGATE_NOT_NUMERIC', { field: field.colName, aggregate: agg });
      }
    },
    /**
     * Datart's function columns: the view's and the chart's computed fields (view first) that any section
     * names, in that order; then the date levels used. An empty expression declares nothing and is left
     * out (Datart sends it; the server would drop it, D-query-3).
     */
    functionColumns(sections: DataSection[]): ExecuteRequest['functionColumns'] {
      const named = new Set(sections.flatMap((s) => (s.rows ?? []).map((r) => r.colName)));
      const out: ExecuteRequest['functionColumns'] = [];
      const add = (f: { alias: string; snippet: string }) => {
        if (f.snippet.trim() !== '' && !out.some((g) => g.alias === f.alias)) out.push(f);
      };
      for (const c of computed)
        if (typeof c.name === 'string' && named.has(c.name))
          add({ alias: c.name, snippet: typeof c.expression === 'string' ? c.expression : '' });
      for (const r of used.values()) if (r.functionColumn) add(r.functionColumn);
      return out;
    },
  };
}
export type FieldUsage = ReturnType<typeof createFieldUsage>;
