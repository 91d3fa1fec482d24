import type { AggregateAction, ChartField, DatachartConfig } from '../config/config.schemas';
import { ChartError } from '../errors';
import type { AggregateOperator, ChartView, ExecuteRequest } from '../types';
import type { ResolvedField } from './view-fields';
import { createFieldResolver } from './view-fields';

const NUMERIC_ONLY: AggregateAction[] = ['SUM', 'AVG'];

/** `SUM(amount)` for aggregated fields, the field name otherwise (Datart's alias convention). */
export const aliasOf = (colName: string, agg: AggregateOperator | null): string =>
  agg ? `${agg}(${colName})` : colName;

/** The aggregate a value field is queried with: its own, else SUM for numbers and COUNT otherwise. */
export function aggregateOf(field: ChartField, resolved: ResolvedField): AggregateOperator | null {
  if (resolved.aggregatedExpression) return null;
  const agg = field.aggregate;
  if (agg === 'NONE') return null;
  if (agg) return agg;
  return resolved.type === 'NUMERIC' ? 'SUM' : 'COUNT';
}

/**
 * Tracks the fields a query uses: resolves each against the view (failing with the field's name),
 * checks SUM / AVG against the view's type, and collects the function columns the used computed and
 * date-level fields need.
 */
export function createFieldUsage(config: DatachartConfig, view: ChartView) {
  const resolve = createFieldResolver(config, view);
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
    functionColumns(): ExecuteRequest['functionColumns'] {
      const all = [...used.values()].flatMap((r) => (r.functionColumn ? [r.functionColumn] : []));
      return all.filter((f, i) => all.findIndex((g) => g.alias === f.alias) === i);
    },
  };
}
export type FieldUsage = ReturnType<typeof createFieldUsage>;
