import { pointerWithin, type CollisionDetection } from '@dnd-kit/core';
import type { ModelColumn } from '../../../../../../lib/view-model';

export const ROOT = '__root__';
export const keyOf = (c: ModelColumn) => (Array.isArray(c.name) ? c.name.join('.') : c.name);

/** What is dragged (a column or a folder) and where it is dropped (on an item: before it; in a folder; at the top level). */
export type DragData = { kind: 'column' | 'folder'; key: string };
export type DropData = { kind: 'item' | 'folder' | 'root'; key: string };

/** The droppables under the pointer, the most precise first: an item, then a folder, then the top level. */
export const collisions: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  const kindOf = (id: unknown) =>
    (args.droppableContainers.find((d) => d.id === id)?.data.current as DropData | undefined)?.kind;
  for (const kind of ['item', 'folder', 'root'] as const) {
    const found = hits.filter((h) => kindOf(h.id) === kind);
    if (found.length) return found;
  }
  return hits;
};
