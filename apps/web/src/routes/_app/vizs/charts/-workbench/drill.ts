import type { DataSection, Dataframe, DatachartConfig, DrillState } from '@tessera/charts';
import type { ChartInteraction } from '../../../../../components/charts';

/** The group section a chart can drill in: drillable, with more than one field (a hierarchy). */
export function drillSection(config: DatachartConfig): DataSection | undefined {
  return config.chartConfig.datas.find((s) => s.type === 'group' && s.drillable && (s.rows?.length ?? 0) > 1);
}

/** One level down from a click in `drill` mode; the same state when there is nowhere to go. */
export function drillDown(state: DrillState, section: DataSection, e: ChartInteraction): DrillState {
  const rows = section.rows ?? [];
  const level = state.path.length;
  const field = rows[level];
  const value = e.name;
  if (state.mode !== 'drill' || !field || level >= rows.length - 1 || value === undefined || value === '')
    return state;
  return { ...state, path: [...state.path, { field: field.colName, value: String(value) }] };
}

/** The values of the level shown now (the choices of the keyboard "drill into" picker), in data order. */
export function drillChoices(
  state: DrillState,
  section: DataSection,
  frame: Dataframe | undefined,
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
