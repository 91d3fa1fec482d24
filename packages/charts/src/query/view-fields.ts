import type { ChartField, ComputedField, DatachartConfig } from '../config/config.schemas';
import { DATE_LEVEL_DELIMITER } from '../config/migrate';
import { ChartError } from '../errors';
import type { ChartView } from '../types';

export interface ViewColumn {
  key: string;
  path: string[];
  type: string;
}

/** Resolved field: where it lives in the view, its type, and the expression if it is computed. */
export interface ResolvedField {
  field: ChartField;
  path: string[];
  type: string;
  functionColumn?: { alias: string; snippet: string };
  aggregatedExpression: boolean;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function viewColumns(view: ChartView): ViewColumn[] {
  const model = view.model;
  if (Array.isArray(model)) {
    return model.map((c) => {
      const path = Array.isArray(c.name) ? c.name : [c.name];
      return { key: path.join('.'), path, type: c.type ?? 'STRING' };
    });
  }
  return Object.entries(model.columns ?? {}).map(([key, c]) => {
    const path = Array.isArray(c.name) ? c.name : [key];
    return { key, path, type: typeof c.type === 'string' ? c.type : 'STRING' };
  });
}

function viewComputedFields(view: ChartView): ComputedField[] {
  const model = view.model;
  if (Array.isArray(model) || !Array.isArray(model.computedFields)) return [];
  return model.computedFields.filter(isObject) as ComputedField[];
}

/** The view's computed fields, then the chart's (a chart field of the same name does not replace it). */
export function computedFieldsOf(config: DatachartConfig, view: ChartView): ComputedField[] {
  const all = [...viewComputedFields(view), ...config.computedFields];
  return all.filter((c, i) => all.findIndex((d) => d.name === c.name) === i);
}

/** Looks up chart fields in the view model; a missing field fails with CHART_FIELD_NOT_IN_VIEW naming it. */
export function createFieldResolver(config: DatachartConfig, view: ChartView) {
  const columns = viewColumns(view);
  const computed = computedFieldsOf(config, view);
  const findColumn = (name: string) =>
    columns.find(
      (c) => c.key === name || c.path.join('.') === name || (c.path.length === 1 && c.path[0] === name),
    );

  return (field: ChartField): ResolvedField => {
    const name = field.colName;
    if (name.includes(DATE_LEVEL_DELIMITER)) {
      const [base = '', fn = ''] = name.split(DATE_LEVEL_DELIMITER);
      const column = findColumn(base);
      if (!column || !/^AGG_DATE_[A-Z]+$/.test(fn))
        throw new ChartError('CHART_FIELD_NOT_IN_VIEW', { field: base || name });
      const snippet = `${fn}([${column.path.join('].[')}])`;
      return {
        field,
        path: [name],
        type: 'DATE',
        functionColumn: { alias: name, snippet },
        aggregatedExpression: false,
      };
    }
    const computedField = computed.find((c) => c.name === name && c.category !== 'dateLevelComputedField');
    if (computedField) {
      // An empty expression is sent as Datart sends it; the server says which field it cannot compute.
      return {
        field,
        path: [name],
        type: computedField.type ?? field.type ?? 'STRING',
        functionColumn: { alias: name, snippet: computedField.expression ?? '' },
        aggregatedExpression: computedField.category === 'aggregateComputedField',
      };
    }
    const column = field.path?.length
      ? columns.find((c) => c.path.join('.') === field.path?.join('.'))
      : findColumn(name);
    if (!column) throw new ChartError('CHART_FIELD_NOT_IN_VIEW', { field: name });
    return { field, path: column.path, type: column.type, aggregatedExpression: false };
  };
}
