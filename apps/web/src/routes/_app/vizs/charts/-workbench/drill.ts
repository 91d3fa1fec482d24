import type { DataSection, DatachartConfig, DrillState } from '@tessera/charts';
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
