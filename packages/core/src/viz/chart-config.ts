import {
  chartById,
  compareVersions,
  currentConfigVersion,
  DATE_LEVEL_DELIMITER,
  isPluginChartId,
} from '@tessera/charts';
import { parseExpression } from '@tessera/query';
import { AppError } from '../errors';
import { modelColumnNames } from '../views/model';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const invalid = (detail: string) => new AppError('CHART_CONFIG_INVALID', { detail });

interface Field {
  colName?: unknown;
  path?: unknown;
  aggregate?: unknown;
}

/** The view facts a config is checked against: its column names and their types. */
export interface ChartViewFacts {
  model: Record<string, unknown> | null;
}

function columnTypes(model: Record<string, unknown> | null): Map<string, string> {
  const out = new Map<string, string>();
  const cols = model?.columns;
  if (isObject(cols))
    for (const [name, c] of Object.entries(cols))
      if (isObject(c) && typeof c.type === 'string') out.set(name, c.type);
  return out;
}

function computedNames(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((f) =>
    isObject(f) ? [f.id, f.name].filter((x): x is string => typeof x === 'string') : [],
  );
}

/**
 * A chart's own computed fields are parsed as the query will parse them, so an expression the query
 * refuses (a subquery, an unknown function) is refused on save with the same message. An empty
 * expression is kept: Datart's client saves one while the field is being written.
 */
function checkComputedExpressions(list: unknown): void {
  if (!Array.isArray(list)) return;
  list.forEach((f, i) => {
    const expression = isObject(f) ? f.expression : undefined;
    if (typeof expression !== 'string' || expression.trim() === '') return;
    try {
      parseExpression(expression);
    } catch (e) {
      throw new AppError(
        'INVALID_EXPRESSION',
        { detail: e instanceof Error ? e.message.slice(0, 1000) : String(e) },
        { fields: [{ path: `config.computedFields.${i}.expression`, message: 'invalid' }] },
      );
    }
  });
}

/**
 * The one check of a datachart config before it is saved. It checks what the server relies on:
 * a JSON object, a known `chartGraphId`, a known config version, well-formed `chartConfig` sections,
 * and (when the view is given) that every field exists in the view and that SUM / AVG are not
 * applied to text. Style values are not checked here: packages/charts' schemas take this over when the workbench saves through them.
 * Throws CHART_CONFIG_INVALID / CHART_VERSION_UNSUPPORTED (422) or UNKNOWN_COLUMN naming the field.
 */
export function validateDatachartConfig(
  config: unknown,
  view?: ChartViewFacts | null,
): Record<string, unknown> {
  if (!isObject(config)) throw invalid('config must be a JSON object');
  const graphId = config.chartGraphId;
  // A registered type (the chart registry of packages/charts), or a plugin chart (`plugin-<id>`), drawn
  // by its plugin; a deleted or disabled one says so when drawn.
  if (typeof graphId !== 'string' || !(chartById(graphId) || isPluginChartId(graphId)))
    throw invalid(`unknown chartGraphId "${String(graphId ?? '')}"`);
  if (config.aggregation !== undefined && typeof config.aggregation !== 'boolean')
    throw invalid('aggregation must be true or false');
  const chartConfig = config.chartConfig;
  if (chartConfig !== undefined && !isObject(chartConfig)) throw invalid('chartConfig must be an object');
  for (const holder of [config, chartConfig ?? {}]) {
    const version = holder.version;
    if (version === undefined || version === null) continue;
    // The chart registry (packages/charts) owns the ids and versions Datart wrote.
    const order = typeof version === 'string' ? compareVersions(version, currentConfigVersion) : null;
    if (order === null) throw invalid(`version "${String(version)}" is not a version`);
    if (order > 0)
      throw new AppError('CHART_VERSION_UNSUPPORTED', {
        version: String(version),
        known: currentConfigVersion,
      });
  }
  const sections = ['datas', 'styles', 'settings', 'interactions'] as const;
  const fields: Field[] = [];
  for (const name of sections) {
    const list = chartConfig?.[name];
    if (list === undefined || list === null) continue;
    if (!Array.isArray(list)) throw invalid(`chartConfig.${name} must be a list`);
    for (const [i, section] of list.entries()) {
      if (!isObject(section) || typeof section.key !== 'string')
        throw invalid(`chartConfig.${name}[${i}] needs a key`);
      if (section.rows !== undefined && section.rows !== null && !Array.isArray(section.rows))
        throw invalid(`chartConfig.${name}[${i}].rows must be a list`);
      if (name === 'datas')
        for (const row of (section.rows as unknown[] | undefined) ?? []) {
          if (!isObject(row)) throw invalid(`chartConfig.datas[${i}].rows must hold fields`);
          fields.push(row);
        }
    }
  }
  if (
    config.computedFields !== undefined &&
    config.computedFields !== null &&
    !Array.isArray(config.computedFields)
  )
    throw invalid('computedFields must be a list');
  checkComputedExpressions(config.computedFields);
  if (view?.model) {
    const names = new Set([
      ...modelColumnNames(view.model),
      ...computedNames(view.model.computedFields),
      ...computedNames(config.computedFields),
    ]);
    const types = columnTypes(view.model);
    if (names.size) {
      for (const f of fields) {
        const name =
          typeof f.colName === 'string' ? f.colName : Array.isArray(f.path) ? String(f.path.at(-1)) : null;
        if (name === null) throw invalid('a field has no colName');
        const path = Array.isArray(f.path) && f.path.length ? f.path.map(String) : null;
        // A date level (`order_date@date_level_delimiter@AGG_DATE_YEAR`) is checked through its column.
        const [base = name, level] = name.split(DATE_LEVEL_DELIMITER);
        if (level !== undefined) {
          if (!/^AGG_DATE_[A-Z]+$/.test(level) || !names.has(base))
            throw new AppError('UNKNOWN_COLUMN', { detail: base });
          continue;
        }
        if (!names.has(name) && !(path && (names.has(path.join('.')) || names.has(path.at(-1)!))))
          throw new AppError('UNKNOWN_COLUMN', { detail: name });
        if ((f.aggregate === 'SUM' || f.aggregate === 'AVG') && types.get(name) === 'STRING')
          throw invalid(`${f.aggregate} over the text field "${name}"`);
      }
    }
  }
  return config;
}
