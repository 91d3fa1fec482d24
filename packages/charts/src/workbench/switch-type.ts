import type { ChartField, DataSection, DatachartConfig, SectionType } from '../config/config.schemas';
import { getChartMeta } from '../registry/registry';
import { currentConfigVersion } from '../config/versions';

/** A field the new chart type has no place for, with the section it came from. */
export interface DroppedField {
  section: string;
  /** The section's i18n label (`charts.sections.<label>`). */
  label: string;
  field: ChartField;
}

export interface TypeSwitch {
  config: DatachartConfig;
  /** What the switch would lose; the workbench asks before applying a switch that drops anything. */
  dropped: DroppedField[];
}

/** Datart's order of section types when it moves fields to another chart type. */
const passOrder: SectionType[] = ['group', 'aggregate', 'color', 'info', 'mixed', 'size', 'filter'];
const valueTypes = new Set<SectionType>(['aggregate', 'info', 'size']);

const lower = (s: DataSection) => (Array.isArray(s.limit) ? s.limit[0] : s.required ? 1 : 0);
/** A drillable group section takes any number of fields (its drill levels), as `addField` does. */
const upper = (s: DataSection) =>
  s.drillable
    ? Infinity
    : Array.isArray(s.limit)
      ? s.limit[1]
      : typeof s.limit === 'number'
        ? s.limit
        : Infinity;

const isMetricRow = (r: ChartField) =>
  r.category === 'aggregateComputedField' || (r.aggregate !== undefined && r.aggregate !== null);

const sameColumn = (a: ChartField, b: ChartField) =>
  a.colName === b.colName && (a.aggregate ?? null) === (b.aggregate ?? null);

/** A row as it enters a section of `type`: values need an aggregate, groups carry none. */
function rowFor(type: SectionType, row: ChartField): ChartField {
  if (valueTypes.has(type) && !isMetricRow(row))
    return { ...row, aggregate: row.type === 'NUMERIC' ? 'SUM' : 'COUNT' };
  if (type === 'group' || type === 'color') {
    const { aggregate: _a, ...rest } = row;
    return rest;
  }
  return row;
}

/**
 * Places one row in the section of `candidates` that needs it most: the one farthest below its minimum,
 * then the one with the fewest fields (Datart's `chartDataSectionRowLimitationComparer`). False when none
 * has room or each already holds the same column.
 */
function place(candidates: DataSection[], row: ChartField): boolean {
  const open = candidates.filter((s) => {
    const rows = s.rows ?? [];
    if (rows.length + 1 > upper(s)) return false;
    return s.allowSameField || !rows.some((r) => sameColumn(r, rowFor(s.type ?? 'group', row)));
  });
  const need = (s: DataSection) => Math.max(0, lower(s) - (s.rows?.length ?? 0));
  const target = [...open].sort(
    (a, b) => need(b) - need(a) || (a.rows?.length ?? 0) - (b.rows?.length ?? 0),
  )[0];
  if (!target) return false;
  target.rows = [...(target.rows ?? []), rowFor(target.type ?? 'group', row)];
  return true;
}

/**
 * Switches a chart to another type by Datart's rules (`transferChartDataConfig`): fields move section
 * type by section type (groups to groups, values to values, colour, info, size, filters); a table's mixed
 * fields split into dimensions (no aggregate, text or date) and metrics; fields of a chart without a mixed
 * section all go into the new type's mixed section. Each field goes to the section that needs it most;
 * what finds no room is returned in `dropped`. Styles and settings start from the new type's defaults.
 */
export function transferChartType(config: DatachartConfig, chartGraphId: string): TypeSwitch {
  const meta = getChartMeta(chartGraphId);
  const datas: DataSection[] = meta.sections.map(({ actions: _a, ...s }) => ({ ...s, rows: [] }));
  const old = config.chartConfig.datas;
  const placed = new Set<ChartField>();
  const move = (rows: ChartField[], targets: DataSection[]) => {
    for (const row of rows) if (!placed.has(row) && place(targets, row)) placed.add(row);
  };
  const ofType = (sections: DataSection[], type: SectionType) => sections.filter((s) => s.type === type);
  for (const type of passOrder)
    move(
      ofType(old, type).flatMap((s) => s.rows ?? []),
      ofType(datas, type),
    );
  const mixedRows = ofType(old, 'mixed').flatMap((s) => s.rows ?? []);
  const targetMixed = ofType(datas, 'mixed');
  if (mixedRows.length && !targetMixed.length) {
    const metric = (r: ChartField) => isMetricRow(r) || r.type === 'NUMERIC';
    move(
      mixedRows.filter((r) => !metric(r)),
      ofType(datas, 'group'),
    );
    move(mixedRows.filter(metric), ofType(datas, 'aggregate'));
  }
  if (!mixedRows.length && targetMixed.length)
    move(
      old.filter((s) => s.type !== 'filter').flatMap((s) => s.rows ?? []),
      targetMixed,
    );
  const dropped = old.flatMap((s) =>
    (s.rows ?? [])
      .filter((r) => !placed.has(r))
      .map((field) => ({ section: s.key, label: s.label ?? s.key, field })),
  );
  return {
    dropped,
    config: {
      ...config,
      version: config.version ?? currentConfigVersion,
      chartGraphId: meta.id,
      chartConfig: { ...config.chartConfig, datas, styles: [], settings: [], interactions: [] },
    },
  };
}
