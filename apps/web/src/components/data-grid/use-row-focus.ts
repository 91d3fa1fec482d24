import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';

const PAGE = 10;

/**
 * Keyboard use of the grid's rows with one tab stop: arrows, Home/End and PageUp/PageDown move between
 * rows, Tab leaves the grid. `scrollTo` brings a row that virtualisation has not drawn into view; it is
 * focused as soon as it is drawn.
 */
export function useRowFocus(count: number, scrollTo?: (index: number) => void) {
  const [active, setActive] = useState(0);
  const body = useRef<HTMLTableSectionElement>(null);
  const pending = useRef<number | null>(null);

  useEffect(() => {
    if (active > 0 && active >= count) setActive(Math.max(0, count - 1));
  }, [active, count]);

  useLayoutEffect(() => {
    if (pending.current === null) return;
    const row = body.current?.querySelector<HTMLElement>(`tr[data-index="${pending.current}"]`);
    if (!row) return;
    pending.current = null;
    row.focus();
  });

  const focusRow = (index: number) => {
    if (count === 0) return;
    const next = Math.min(count - 1, Math.max(0, index));
    setActive(next);
    pending.current = next;
    scrollTo?.(next);
    const row = body.current?.querySelector<HTMLElement>(`tr[data-index="${next}"]`);
    if (row) {
      pending.current = null;
      row.focus();
    }
  };

  /** Keys pressed on a row itself; keys inside a cell's controls (menus, buttons) are theirs. */
  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    if (event.target !== event.currentTarget) return;
    const next: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: count - 1,
      PageDown: index + PAGE,
      PageUp: index - PAGE,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    focusRow(next[event.key]!);
  };

  return { body, active, setActive, focusRow, onRowKeyDown };
}
