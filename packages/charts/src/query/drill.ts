import type { ChartField, DataSection } from '../config/config.schemas';

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
