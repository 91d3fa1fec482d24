import {
  cascadeChildren,
  type BoardWidget,
  type ControllerOperators,
  type ControllerValues,
} from '@tessera/charts';
import { useCallback, useMemo, useState } from 'react';

interface Held {
  values: ControllerValues;
  operators: ControllerOperators;
}
const EMPTY: Held = { values: {}, operators: {} };

/**
 * The values (and operators the viewer switched to) of a board's controllers. On a board with a query
 * button (Datart's `queryBtn`) a change is only a draft until the button is pressed; elsewhere it applies
 * at once. A new value empties the controllers that cascade from it (their options change). Reset goes
 * back to the values the board was saved with. `applied` is what the charts query with; `shown` is what
 * the controls show.
 */
export function useControllerValues(widgets: BoardWidget[]) {
  const queryButton = useMemo(() => widgets.some((w) => w.originalType === 'queryBtn'), [widgets]);
  const [applied, setApplied] = useState<Held>(EMPTY);
  const [draft, setDraft] = useState<Held>(EMPTY);
  const edit = useCallback(
    (next: (h: Held) => Held) => {
      setDraft(next);
      if (!queryButton) setApplied(next);
    },
    [queryButton],
  );
  const change = useCallback(
    (id: string, values: unknown[]) =>
      edit((h) => {
        const cleared = Object.fromEntries(cascadeChildren(widgets, id).map((c) => [c, [] as unknown[]]));
        return { ...h, values: { ...h.values, ...cleared, [id]: values } };
      }),
    [edit, widgets],
  );
  const changeOperator = useCallback(
    (id: string, operator: string) => edit((h) => ({ ...h, operators: { ...h.operators, [id]: operator } })),
    [edit],
  );
  const query = useCallback(() => setApplied(draft), [draft]);
  const reset = useCallback(() => {
    setDraft(EMPTY);
    setApplied(EMPTY);
  }, []);
  const pending = queryButton && JSON.stringify(draft) !== JSON.stringify(applied);
  const shown = queryButton ? draft : applied;
  return {
    applied: applied.values,
    appliedOperators: applied.operators,
    shown: shown.values,
    shownOperators: shown.operators,
    change,
    changeOperator,
    query,
    reset,
    queryButton,
    pending,
  };
}
