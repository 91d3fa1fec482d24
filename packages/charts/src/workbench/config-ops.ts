import type { ChartField, DataSection, DatachartConfig } from '../config/config.schemas';
import { DATE_LEVEL_DELIMITER } from '../config/migrate';
import { currentConfigVersion } from '../config/versions';
import { getChartMeta } from '../registry/registry';
import { viewColumns } from '../query/view-fields';
import type { ChartView } from '../types';
import { transferChartType } from './switch-type';

/**
 * What the chart workbench does to a config, as pure functions: the field list of a view, dropping a
 * field into a section, editing and removing it, switching the chart type. The web keeps no rules of
 * its own about sections; the dashboard editor (owned charts) uses the same functions.
 */

export type DateLevel =
  'AGG_DATE_YEAR' | 'AGG_DATE_QUARTER' | 'AGG_DATE_MONTH' | 'AGG_DATE_WEEK' | 'AGG_DATE_DAY';
export const dateLevels: DateLevel[] = [
  'AGG_DATE_YEAR',
  'AGG_DATE_QUARTER',
  'AGG_DATE_MONTH',
  'AGG_DATE_WEEK',
  'AGG_DATE_DAY',
];

/** A field the workbench offers: a view column, a computed field, or a date level of a DATE column. */
export interface WorkbenchField {
  name: string;
  type: string;
  /** `field`, `computedField`, `aggregateComputedField` or `dateLevelComputedField` (Datart's categories). */
  category: string;
  role: 'dimension' | 'metric';
  path?: string[];
  expression?: string;
  /** For a date level: the DATE column it is cut from and the level. */
  dateOf?: { field: string; level: DateLevel };
}

const isNumeric = (type: string) => type === 'NUMERIC';

/** The date level field `<col>@date_level_delimiter@AGG_DATE_*` (Datart RC.2 naming). */
export function dateLevelField(column: string, level: DateLevel): WorkbenchField {
  return {
    name: `${column}${DATE_LEVEL_DELIMITER}${level}`,
    type: 'DATE',
    category: 'dateLevelComputedField',
    role: 'dimension',
    expression: `${level}(${column})`,
    dateOf: { field: column, level },
  };
}

/** The fields of a view for the field list: columns, the view's and the chart's computed fields. */
export function workbenchFields(view: ChartView, config?: DatachartConfig): WorkbenchField[] {
  const columns: WorkbenchField[] = viewColumns(view).map((c) => ({
    name: c.key,
    type: c.type,
    category: 'field',
    role: isNumeric(c.type) ? 'metric' : 'dimension',
    path: c.path,
  }));
  const model = view.model;
  const viewComputed = Array.isArray(model) ? [] : (model.computedFields ?? []);
  const computed = [...(viewComputed as DatachartConfig['computedFields']), ...(config?.computedFields ?? [])]
    .filter((c) => c.name && c.category !== 'dateLevelComputedField')
    .map((c): WorkbenchField => ({
      name: c.name!,
      type: c.type ?? 'STRING',
      category: c.category ?? 'computedField',
      role: c.category === 'aggregateComputedField' || isNumeric(c.type ?? '') ? 'metric' : 'dimension',
      expression: c.expression,
    }));
  return [...columns, ...computed];
}

/** Default aggregate of a field put in a value section: SUM for numbers, COUNT for the rest. */
function defaultAggregate(section: DataSection, field: WorkbenchField): ChartField['aggregate'] {
  if (section.type === 'group' || section.type === 'filter' || section.type === 'color') return undefined;
  if (field.category === 'aggregateComputedField') return 'NONE';
  if (section.type === 'mixed') return isNumeric(field.type) ? 'SUM' : undefined;
  return isNumeric(field.type) ? 'SUM' : 'COUNT';
}

let seq = 0;
const newUid = () => `f${Date.now().toString(36)}${(seq++).toString(36)}`;

/** The config row for a field dropped into a section. */
export function fieldForSection(section: DataSection, field: WorkbenchField, uid = newUid()): ChartField {
  const row: ChartField = { uid, colName: field.name, type: field.type, category: field.category };
  if (field.path && field.path.length > 1) row.path = field.path;
  if (field.expression && field.category !== 'field') row.expression = field.expression;
  const aggregate = defaultAggregate(section, field);
  if (aggregate) row.aggregate = aggregate;
  if (section.type === 'filter') row.filter = { condition: { name: field.name, operator: 'IN', value: [] } };
  return row;
}

export type DropResult =
  | { config: DatachartConfig; ok: true }
  | { config: DatachartConfig; ok: false; reason: 'full' | 'duplicate' };

const withSections = (config: DatachartConfig, datas: DataSection[]): DatachartConfig => ({
  ...config,
  chartConfig: { ...config.chartConfig, datas },
});

function maxOf(section: DataSection): number {
  const limit = section.limit;
  if (limit === undefined) return Infinity;
  return Array.isArray(limit) ? limit[1] : limit;
}

/**
 * Drops a field into a section at `index` (default: last). A section with room for one field takes the
 * new one in place of the old, except a drillable one, whose fields become drill levels; a full section
 * or a field already there (unless the section allows the same field twice, as filters do) is refused
 * with the reason.
 */
export function addField(
  config: DatachartConfig,
  sectionKey: string,
  field: WorkbenchField,
  index?: number,
  uid?: string,
): DropResult {
  const datas = config.chartConfig.datas;
  const section = datas.find((s) => s.key === sectionKey);
  if (!section) return { config, ok: false, reason: 'full' };
  const rows = section.rows ?? [];
  if (!section.allowSameField && rows.some((r) => r.colName === field.name))
    return { config, ok: false, reason: 'duplicate' };
  // A drillable group section takes any number of fields: they are its drill levels, one shown at a time.
  const max = section.drillable ? Infinity : maxOf(section);
  const row = fieldForSection(section, field, uid);
  let next: ChartField[];
  if (max === 1) next = [row];
  else if (rows.length >= max) return { config, ok: false, reason: 'full' };
  else {
    next = [...rows];
    next.splice(index ?? rows.length, 0, row);
  }
  return {
    ok: true,
    config: withSections(
      config,
      datas.map((s) => (s.key === sectionKey ? { ...s, rows: next } : s)),
    ),
  };
}

/** Replaces a field of a section (alias, sort, format, aggregate, filter, colour, size…). */
export function updateField(
  config: DatachartConfig,
  sectionKey: string,
  uid: string,
  patch: (field: ChartField) => ChartField,
): DatachartConfig {
  return withSections(
    config,
    config.chartConfig.datas.map((s) =>
      s.key === sectionKey ? { ...s, rows: (s.rows ?? []).map((r) => (r.uid === uid ? patch(r) : r)) } : s,
    ),
  );
}

export function removeField(config: DatachartConfig, sectionKey: string, uid: string): DatachartConfig {
  return withSections(
    config,
    config.chartConfig.datas.map((s) =>
      s.key === sectionKey ? { ...s, rows: (s.rows ?? []).filter((r) => r.uid !== uid) } : s,
    ),
  );
}

/** Moves a field within its section (drag to reorder). */
export function reorderField(
  config: DatachartConfig,
  sectionKey: string,
  from: number,
  to: number,
): DatachartConfig {
  return withSections(
    config,
    config.chartConfig.datas.map((s) => {
      if (s.key !== sectionKey) return s;
      const rows = [...(s.rows ?? [])];
      const [moved] = rows.splice(from, 1);
      if (moved) rows.splice(Math.max(0, Math.min(to, rows.length)), 0, moved);
      return { ...s, rows };
    }),
  );
}

/** Switches a group field to another date level (the field keeps its alias, sort and format). */
export function setDateLevel(
  config: DatachartConfig,
  sectionKey: string,
  uid: string,
  level: DateLevel,
): DatachartConfig {
  return updateField(config, sectionKey, uid, (f) => {
    const base = f.colName.split(DATE_LEVEL_DELIMITER)[0] ?? f.colName;
    const next = dateLevelField(base, level);
    return { ...f, colName: next.name, type: 'DATE', category: next.category, expression: next.expression };
  });
}

/** Numbers of group and aggregate fields: what the type picker compares with each type's requirements. */
export function fieldCounts(config: DatachartConfig): { groups: number; aggregates: number } {
  let groups = 0;
  let aggregates = 0;
  for (const s of config.chartConfig.datas) {
    const n = s.rows?.length ?? 0;
    if (s.type === 'group') groups += s.drillable ? Math.min(n, 1) : n;
    if (s.type === 'aggregate') aggregates += n;
    if (s.type === 'mixed')
      for (const r of s.rows ?? []) {
        if (r.aggregate && r.aggregate !== 'NONE') aggregates += 1;
        else groups += 1;
      }
  }
  return { groups, aggregates };
}

/** Required sections that are still empty (the preview asks for them instead of running a query). */
export function missingSections(config: DatachartConfig): DataSection[] {
  return config.chartConfig.datas.filter((s) => {
    const min = Array.isArray(s.limit) ? s.limit[0] : s.required ? 1 : 0;
    return (s.rows?.length ?? 0) < Math.max(min, s.required ? 1 : 0);
  });
}

/** A new chart of a type: its sections empty, its style trees left to the type's defaults. */
export function newChartConfig(chartGraphId: string): DatachartConfig {
  const meta = getChartMeta(chartGraphId);
  return {
    version: currentConfigVersion,
    aggregation: true,
    chartGraphId: meta.id,
    computedFields: [],
    chartConfig: {
      datas: meta.sections.map(({ actions: _a, ...s }) => ({ ...s, rows: [] })),
      styles: [],
      settings: [],
      interactions: [],
    },
  };
}

/** Switches the chart type by Datart's rules (see `transferChartType`), dropping what finds no place. */
export function switchChartType(config: DatachartConfig, chartGraphId: string): DatachartConfig {
  return transferChartType(config, chartGraphId).config;
}
