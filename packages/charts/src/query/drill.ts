import type { ChartField, DataSection, DatachartConfig } from '../config/config.schemas';
import type { Dataframe } from '../types';

/**
 * Drill state of a chart's drillable group section (Datart's drill option): `drill` shows one level at a
 * time and filters by the values clicked on the way down; `expand` shows the levels down to `path.length`
 * side by side. Without a drill state (or in `normal` mode) only the first level is queried.
 */
export interface DrillState {
  mode: 'normal' | 'drill' | 'expand';
  /** The values clicked so far, from the top level down. */
  path: { field: string; value: string }[];
}

/** The fields of a group section that the current drill state shows. */
export function currentGroupFields(section: DataSection, drill: DrillState | undefined): ChartField[] {
  const rows = section.rows ?? [];
  if (!section.drillable || rows.length <= 1) return rows;
  const depth = Math.min(drill?.path.length ?? 0, rows.length - 1);
  if (!drill || drill.mode === 'normal') return rows.slice(0, 1);
  if (drill.mode === 'expand') return rows.slice(0, depth + 1);
  return rows.slice(depth, depth + 1);
}

/** The EQ conditions a `drill`-mode state adds (one per level passed). */
export function drillConditions(
  section: DataSection,
  drill: DrillState | undefined,
): { field: ChartField; value: string }[] {
  if (!section.drillable || !drill || drill.mode !== 'drill') return [];
  const rows = section.rows ?? [];
  return drill.path.slice(0, rows.length - 1).flatMap((step, i) => {
    const field = rows[i];
    return field && field.colName === step.field ? [{ field, value: step.value }] : [];
  });
}

/** The group section a chart can drill in: drillable, with more than one field (a hierarchy). */
export function drillSection(config: DatachartConfig): DataSection | undefined {
  return config.chartConfig.datas.find((s) => s.type === 'group' && s.drillable && (s.rows?.length ?? 0) > 1);
}

/** One level down from a click on `value` in `drill` mode; the same state when there is nowhere to go. */
export function drillDown(state: DrillState, section: DataSection, value: unknown): DrillState {
  const rows = section.rows ?? [];
  const level = state.path.length;
  const field = rows[level];
  if (
    state.mode !== 'drill' ||
    !field ||
    level >= rows.length - 1 ||
    value === undefined ||
    value === null ||
    value === ''
  )
    return state;
  return { ...state, path: [...state.path, { field: field.colName, value: String(value) }] };
}

/** The values of the level shown now (the choices of the keyboard "drill into" picker), in data order. */
export function drillChoices(
  state: DrillState,
  section: DataSection,
  frame: Pick<Dataframe, 'columns' | 'rows'> | undefined,
): string[] {
  const rows = section.rows ?? [];
  const field = rows[state.path.length];
  if (state.mode !== 'drill' || !field || state.path.length >= rows.length - 1 || !frame) return [];
  const index = frame.columns.findIndex((c) => c.name[c.name.length - 1] === field.colName);
  const column = index < 0 ? 0 : index;
  const seen = new Set<string>();
  for (const row of frame.rows) {
    const v = row[column];
    if (v !== null && v !== undefined && v !== '') seen.add(String(v));
  }
  return [...seen];
}
