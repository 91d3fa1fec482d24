import type { Rect } from './board-model';

/**
 * Datart's group widget (datart-facts §6.3, `type: "group"`): a box around widgets that move and resize
 * together. The children keep their own rects in board units (grid cells on an auto board, pixels on a
 * free one), name the group as `parentId`, and the group lists them in `children`; its rect is their
 * bounding box. Pure functions over the stored widget list, shared by the editor and its tests.
 */

type Json = Record<string, unknown>;
export interface GroupItem {
  id: string;
  config: Json;
  datachartId: string | null;
  parentId?: string | null;
}

const num = (v: unknown, d: number) => (typeof v === 'number' && Number.isFinite(v) ? v : d);

/** A widget's rect in board units: the grid's `pRect` on an auto board, `rect` on a free one. */
export function itemRect(config: Json, free: boolean): Rect {
  const r = (free ? config.rect : (config.pRect ?? config.rect)) as Json | undefined;
  return {
    x: num(r?.x, 0),
    y: num(r?.y, 0),
    width: Math.max(1, num(r?.width, free ? 400 : 6)),
    height: Math.max(1, num(r?.height, free ? 300 : 6)),
  };
}

const withRect = (config: Json, r: Rect, free: boolean): Json =>
  free ? { ...config, rect: r } : { ...config, rect: r, pRect: r };

/** The smallest rect holding every rect (Datart's getParentRect). */
export function boundingRect(rects: Rect[]): Rect {
  if (rects.length === 0) return { x: 0, y: 0, width: 1, height: 1 };
  const left = Math.min(...rects.map((r) => r.x));
  const top = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.width));
  const bottom = Math.max(...rects.map((r) => r.y + r.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * A child's rect after its group went from `from` to `to`: moved by the same offset and scaled by the
 * same factors (Datart's moveGroupAllChildren / resetGroupAllChildrenRect). Grid units are rounded, with
 * at least one cell.
 */
export function followGroup(child: Rect, from: Rect, to: Rect, free: boolean): Rect {
  const sx = to.width / from.width;
  const sy = to.height / from.height;
  const r = {
    x: to.x + (child.x - from.x) * sx,
    y: to.y + (child.y - from.y) * sy,
    width: child.width * sx,
    height: child.height * sy,
  };
  if (free) return r;
  return {
    x: Math.round(r.x),
    y: Math.round(r.y),
    width: Math.max(1, Math.round(r.width)),
    height: Math.max(1, Math.round(r.height)),
  };
}

/** Where a child sits inside its group's box, in fractions of the box (for drawing at any scale). */
export function placeInGroup(child: Rect, group: Rect): Rect {
  return {
    x: (child.x - group.x) / group.width,
    y: (child.y - group.y) / group.height,
    width: child.width / group.width,
    height: child.height / group.height,
  };
}

/** The ids of the widgets a group holds (its `children`, else those naming it as parent). */
export function groupChildren(items: GroupItem[], groupId: string): string[] {
  const group = items.find((w) => w.id === groupId);
  const listed = Array.isArray(group?.config.children) ? (group.config.children as unknown[]) : [];
  const ids = new Set(listed.filter((x): x is string => typeof x === 'string'));
  for (const w of items) if (parentOf(w) === groupId) ids.add(w.id);
  return items.filter((w) => ids.has(w.id)).map((w) => w.id);
}

export const parentOf = (w: GroupItem): string | null =>
  w.parentId ?? (typeof w.config.parentId === 'string' && w.config.parentId ? w.config.parentId : null);

/** Puts `ids` in a new group widget `group` (its config without a rect): the group gets their bounding box. */
export function groupItems(items: GroupItem[], ids: string[], group: GroupItem, free: boolean): GroupItem[] {
  const members = items.filter((w) => ids.includes(w.id));
  if (members.length < 2) return items;
  const box = boundingRect(members.map((w) => itemRect(w.config, free)));
  const top = Math.max(0, ...members.map((w) => num(w.config.index, 0)));
  const made: GroupItem = {
    ...group,
    parentId: null,
    config: {
      ...withRect(group.config, box, free),
      children: members.map((w) => w.id),
      ...(free ? { index: top } : {}),
    },
  };
  return [
    ...items.map((w) =>
      ids.includes(w.id) ? { ...w, parentId: group.id, config: { ...w.config, parentId: group.id } } : w,
    ),
    made,
  ];
}

/** Removes a group: its widgets go back on the board where they are drawn now. */
export function ungroupItems(items: GroupItem[], groupId: string): GroupItem[] {
  const children = new Set(groupChildren(items, groupId));
  return items
    .filter((w) => w.id !== groupId)
    .map((w) => (children.has(w.id) ? { ...w, parentId: null, config: { ...w.config, parentId: '' } } : w));
}

/** The group `id` moved or resized to `to`: its children follow (one change of the whole list). */
export function moveGroup(items: GroupItem[], id: string, to: Rect, free: boolean): GroupItem[] {
  const group = items.find((w) => w.id === id);
  if (!group) return items;
  const from = itemRect(group.config, free);
  const children = new Set(groupChildren(items, id));
  return items.map((w) => {
    if (w.id === id) return { ...w, config: withRect(w.config, to, free) };
    if (!children.has(w.id)) return w;
    return { ...w, config: withRect(w.config, followGroup(itemRect(w.config, free), from, to, free), free) };
  });
}
