import type { BoardWidget, ControllerValues } from '@tessera/charts';
import { useCallback, useMemo, useState } from 'react';

/**
 * The values of a board's controllers. On a board with a query button (Datart's `queryBtn`) a change is
 * only a draft until the button is pressed; elsewhere it applies at once. Reset goes back to the values
 * the board was saved with. `applied` is what the charts query with; `shown` is what the controls show.
 */
export function useControllerValues(widgets: BoardWidget[]) {
  const queryButton = useMemo(() => widgets.some((w) => w.originalType === 'queryBtn'), [widgets]);
  const [applied, setApplied] = useState<ControllerValues>({});
  const [draft, setDraft] = useState<ControllerValues>({});
  const change = useCallback(
    (id: string, values: unknown[]) => {
      setDraft((d) => ({ ...d, [id]: values }));
      if (!queryButton) setApplied((a) => ({ ...a, [id]: values }));
    },
    [queryButton],
  );
  const query = useCallback(() => setApplied(draft), [draft]);
  const reset = useCallback(() => {
    setDraft({});
    setApplied({});
  }, []);
  const pending = queryButton && JSON.stringify(draft) !== JSON.stringify(applied);
  return { applied, shown: queryButton ? draft : applied, change, query, reset, queryButton, pending };
}
