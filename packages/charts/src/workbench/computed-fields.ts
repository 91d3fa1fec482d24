import type { ComputedField, DatachartConfig } from '../config/config.schemas';

/**
 * The chart's own computed fields (`config.computedFields`, Datart's shape). Renaming one renames it in
 * the sections that use it; deleting one removes it from them, so the chart never names a field that
 * no longer exists.
 */
export interface ChartComputedField {
  name: string;
  type: string;
  expression: string;
  category?: string;
}

function mapRows(
  config: DatachartConfig,
  fn: (rows: NonNullable<DatachartConfig['chartConfig']['datas'][number]['rows']>) => typeof rows,
): DatachartConfig['chartConfig'] {
  return {
    ...config.chartConfig,
    datas: config.chartConfig.datas.map((s) => ({ ...s, rows: fn(s.rows ?? []) })),
  };
}

/** Adds a computed field, or replaces the one called `previous` (renaming its uses). */
export function upsertChartComputedField(
  config: DatachartConfig,
  field: ChartComputedField,
  previous?: string,
): DatachartConfig {
  const value: ComputedField = {
    name: field.name.trim(),
    type: field.type,
    category: field.category ?? 'computedField',
    expression: field.expression.trim(),
  };
  const list = config.computedFields;
  const at = previous === undefined ? -1 : list.findIndex((c) => c.name === previous);
  const computedFields = at < 0 ? [...list, value] : list.map((c, i) => (i === at ? { ...c, ...value } : c));
  if (at < 0 || previous === value.name) return { ...config, computedFields };
  return {
    ...config,
    computedFields,
    chartConfig: mapRows(config, (rows) =>
      rows.map((r) =>
        r.colName === previous
          ? { ...r, colName: value.name!, type: value.type, expression: value.expression }
          : r,
      ),
    ),
  };
}

/** Removes a computed field and its uses in the sections. */
export function removeChartComputedField(config: DatachartConfig, name: string): DatachartConfig {
  return {
    ...config,
    computedFields: config.computedFields.filter((c) => c.name !== name),
    chartConfig: mapRows(config, (rows) => rows.filter((r) => r.colName !== name)),
  };
}
