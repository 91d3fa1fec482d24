import { placeInGroup, type BoardWidget, type Rect } from '@tessera/charts';
import type { ReactNode } from 'react';
import { freeRect } from './board-layout';

const pct = (v: number) => `${String(v * 100)}%`;

/** The ids of widgets inside a group on this board (drawn in it, not on the board). */
export function groupedIds(widgets: BoardWidget[]): Set<string> {
  const groups = new Set(widgets.filter((w) => w.kind === 'group').map((w) => w.id));
  return new Set(widgets.filter((w) => w.parentId && groups.has(w.parentId)).map((w) => w.id));
}

/**
 * Datart's group: its widgets drawn where they are on the board, inside the group's box (their rects are
 * board units, so each is placed as a fraction of the box and follows it at any size).
 */
export function GroupWidget({
  widget,
  widgets,
  free,
  children,
}: {
  widget: BoardWidget;
  widgets: BoardWidget[];
  free: boolean;
  children: (child: BoardWidget) => ReactNode;
}) {
  const rectOf = (w: BoardWidget): Rect => (free ? freeRect(w.config) : w.rect);
  const box = rectOf(widget);
  const members = widgets.filter((w) => w.parentId === widget.id);
  return (
    <div
      className="relative h-full w-full"
      data-testid="board-group"
      data-group={widget.name}
      role="group"
      aria-label={widget.name}
    >
      {members.map((m) => {
        const r = placeInGroup(rectOf(m), box);
        return (
          <div
            key={m.id}
            className="absolute p-0.5"
            style={{ left: pct(r.x), top: pct(r.y), width: pct(r.width), height: pct(r.height) }}
          >
            {children(m)}
          </div>
        );
      })}
    </div>
  );
}
