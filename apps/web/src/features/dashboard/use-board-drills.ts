import { drillDown, drillSections, plannedDrills, type BoardWidget, type DrillState } from '@tessera/charts';
import { useCallback, useMemo, useState } from 'react';

/**
 * Drill down on a board: a chart whose group section is a drillable hierarchy (e.g. year → month, or
 * country → city) goes one level down on a click, filtered by the clicked value; Up goes back. Each
 * chart drills on its own, and the board's query plan carries the states (`planBoard`'s `drills`).
 */
export function useBoardDrills(widgets: BoardWidget[]) {
  const [drills, setDrills] = useState<Record<string, DrillState>>({});
  const sections = useMemo(() => drillSections(widgets), [widgets]);
  const stateOf = useCallback(
    (id: string): DrillState => drills[id] ?? { mode: 'drill', path: [] },
    [drills],
  );
  /** Whether a click on this chart drills (it has somewhere to go). */
  const canDrill = (id: string) => {
    const section = sections.get(id);
    return !!section && stateOf(id).path.length < (section.rows?.length ?? 1) - 1;
  };
  const down = (id: string, value: unknown) => {
    const section = sections.get(id);
    if (!section) return;
    const next = drillDown(stateOf(id), section, value);
    if (next !== stateOf(id)) setDrills((d) => ({ ...d, [id]: next }));
  };
  const up = (id: string) =>
    setDrills((d) => ({ ...d, [id]: { mode: 'drill', path: stateOf(id).path.slice(0, -1) } }));
  const planned = useMemo(() => plannedDrills(sections, drills), [sections, drills]);
  return { drills: planned, path: (id: string) => drills[id]?.path ?? [], canDrill, down, up };
}
