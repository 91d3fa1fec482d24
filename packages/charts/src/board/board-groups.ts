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

/** Every widget inside a group, at any depth (a group may hold groups, as in Datart). */
export function groupDescendants(items: GroupItem[], groupId: string): string[] {
  const out: string[] = [];
  const todo = [groupId];
  while (todo.length) {
    const id = todo.pop()!;
    for (const child of groupChildren(items, id))
      if (!out.includes(child) && child !== groupId) {
        out.push(child);
        todo.push(child);
      }
  }
  return out;
}

const childrenList = (config: Json): string[] =>
  Array.isArray(config.children) ? config.children.filter((x): x is string => typeof x === 'string') : [];

/** A group's `children` with `from` replaced by `to` (in its place, keeping the order). */
function replaceChildren(config: Json, from: Set<string>, to: string[]): Json {
  const list = childrenList(config);
  const at = list.findIndex((id) => from.has(id));
  if (at < 0) return config;
  const kept = list.filter((id) => !from.has(id));
  kept.splice(at, 0, ...to.filter((id) => !kept.includes(id)));
  return { ...config, children: kept };
}

const withParent = (w: GroupItem, parent: string | null): GroupItem => ({
  ...w,
  parentId: parent,
  config: { ...w.config, parentId: parent ?? '' },
});

/**
 * Puts `ids` in a new group widget `group` (its config without a rect): the group gets their bounding box.
 * The widgets must sit side by side (on the board, or in the same group); the new group takes their place,
 * so grouping a group with other widgets nests it.
 */
export function groupItems(items: GroupItem[], ids: string[], group: GroupItem, free: boolean): GroupItem[] {
  const members = items.filter((w) => ids.includes(w.id));
  if (members.length < 2) return items;
  const parents = new Set(members.map((w) => parentOf(w)));
  if (parents.size > 1) return items;
  const parent = [...parents][0] ?? null;
  const box = boundingRect(members.map((w) => itemRect(w.config, free)));
  const top = Math.max(0, ...members.map((w) => num(w.config.index, 0)));
  const made: GroupItem = {
    ...group,
    parentId: parent,
    config: {
      ...withRect(group.config, box, free),
      parentId: parent ?? '',
      children: members.map((w) => w.id),
      ...(free ? { index: top } : {}),
    },
  };
  const memberIds = new Set(members.map((w) => w.id));
  return [
    ...items.map((w) => {
      if (memberIds.has(w.id)) return withParent(w, group.id);
      if (w.id === parent) return { ...w, config: replaceChildren(w.config, memberIds, [group.id]) };
      return w;
    }),
    made,
  ];
}

/** Removes a group: its widgets go where the group was (the board, or the group around it), drawn where they are now. */
export function ungroupItems(items: GroupItem[], groupId: string): GroupItem[] {
  const removed = items.find((w) => w.id === groupId);
  if (!removed) return items;
  const parent = parentOf(removed);
  const children = groupChildren(items, groupId);
  const released = new Set(children);
  return items
    .filter((w) => w.id !== groupId)
    .map((w) => {
      if (released.has(w.id)) return withParent(w, parent);
      if (w.id === parent) return { ...w, config: replaceChildren(w.config, new Set([groupId]), children) };
      return w;
    });
}

/** The group `id` moved or resized to `to`: every widget in it, at any depth, follows (one change of the whole list). */
export function moveGroup(items: GroupItem[], id: string, to: Rect, free: boolean): GroupItem[] {
  const group = items.find((w) => w.id === id);
  if (!group) return items;
  const from = itemRect(group.config, free);
  const inside = new Set(groupDescendants(items, id));
  return items.map((w) => {
    if (w.id === id) return { ...w, config: withRect(w.config, to, free) };
    if (!inside.has(w.id)) return w;
    return { ...w, config: withRect(w.config, followGroup(itemRect(w.config, free), from, to, free), free) };
  });
}
