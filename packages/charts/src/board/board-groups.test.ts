import { describe, expect, it } from 'vitest';
import {
  boundingRect,
  followGroup,
  groupChildren,
  groupDescendants,
  groupItems,
  itemRect,
  moveGroup,
  placeInGroup,
  ungroupItems,
  type GroupItem,
} from './board-groups';

const at = (id: string, x: number, y: number, width: number, height: number): GroupItem => ({
  id,
  datachartId: null,
  config: { name: id, rect: { x, y, width, height }, pRect: { x, y, width, height } },
});
const group: GroupItem = {
  id: 'g',
  datachartId: null,
  config: { name: 'G', type: 'group', originalType: 'group' },
};

describe('board groups', () => {
  it('a group is the bounding box of its widgets, which name it as parent', () => {
    const items = groupItems(
      [at('a', 0, 0, 4, 4), at('b', 6, 2, 6, 8), at('c', 0, 20, 2, 2)],
      ['a', 'b'],
      group,
      false,
    );
    const g = items.find((w) => w.id === 'g')!;
    expect(itemRect(g.config, false)).toEqual({ x: 0, y: 0, width: 12, height: 10 });
    expect(g.config.children).toEqual(['a', 'b']);
    expect(items.filter((w) => w.parentId === 'g').map((w) => w.id)).toEqual(['a', 'b']);
    expect(items.find((w) => w.id === 'a')!.config.parentId).toBe('g');
    expect(items.find((w) => w.id === 'c')!.parentId).toBeUndefined();
    expect(groupChildren(items, 'g')).toEqual(['a', 'b']);
  });

  it('one widget is not a group', () => {
    const items = [at('a', 0, 0, 4, 4)];
    expect(groupItems(items, ['a'], group, false)).toBe(items);
  });

  it('moving a group moves its widgets by the same offset', () => {
    const items = groupItems([at('a', 0, 0, 4, 4), at('b', 6, 2, 6, 8)], ['a', 'b'], group, false);
    const moved = moveGroup(items, 'g', { x: 0, y: 5, width: 12, height: 10 }, false);
    expect(itemRect(moved.find((w) => w.id === 'a')!.config, false)).toEqual({
      x: 0,
      y: 5,
      width: 4,
      height: 4,
    });
    expect(itemRect(moved.find((w) => w.id === 'b')!.config, false)).toEqual({
      x: 6,
      y: 7,
      width: 6,
      height: 8,
    });
  });

  it('resizing a group scales its widgets (pixels exact on a free board, whole cells on a grid)', () => {
    const from = { x: 100, y: 100, width: 400, height: 200 };
    const to = { x: 100, y: 100, width: 800, height: 100 };
    expect(followGroup({ x: 300, y: 200, width: 200, height: 100 }, from, to, true)).toEqual({
      x: 500,
      y: 150,
      width: 400,
      height: 50,
    });
    expect(
      followGroup(
        { x: 3, y: 1, width: 3, height: 1 },
        { x: 0, y: 0, width: 6, height: 4 },
        { x: 0, y: 0, width: 4, height: 2 },
        false,
      ),
    ).toEqual({
      x: 2,
      y: 1,
      width: 2,
      height: 1,
    });
  });

  it('a child is drawn at its place in the box, in fractions', () => {
    expect(placeInGroup({ x: 6, y: 2, width: 6, height: 8 }, { x: 0, y: 0, width: 12, height: 10 })).toEqual({
      x: 0.5,
      y: 0.2,
      width: 0.5,
      height: 0.8,
    });
  });

  it('ungrouping drops the group and puts its widgets back where they are', () => {
    const items = groupItems([at('a', 0, 0, 4, 4), at('b', 6, 2, 6, 8)], ['a', 'b'], group, true);
    const moved = moveGroup(items, 'g', { x: 10, y: 10, width: 12, height: 10 }, true);
    const back = ungroupItems(moved, 'g');
    expect(back.map((w) => w.id)).toEqual(['a', 'b']);
    expect(back.every((w) => w.parentId === null && w.config.parentId === '')).toBe(true);
    expect(itemRect(back[1]!.config, true)).toEqual({ x: 16, y: 12, width: 6, height: 8 });
  });

  it('bounding box of nothing is one unit', () => {
    expect(boundingRect([])).toEqual({ x: 0, y: 0, width: 1, height: 1 });
  });

  describe('nested groups', () => {
    const inner: GroupItem = { id: 'in', datachartId: null, config: { name: 'In', type: 'group' } };
    const outer: GroupItem = { id: 'out', datachartId: null, config: { name: 'Out', type: 'group' } };
    /** a, b in "in"; "in" and c in "out"; d on the board. */
    const nested = (free = false) => {
      const first = groupItems(
        [at('a', 0, 0, 4, 4), at('b', 4, 0, 4, 4), at('c', 0, 4, 8, 4), at('d', 0, 20, 2, 2)],
        ['a', 'b'],
        inner,
        free,
      );
      return groupItems(first, ['in', 'c'], outer, free);
    };
    const rect = (items: GroupItem[], id: string, free = false) =>
      itemRect(items.find((w) => w.id === id)!.config, free);
    const parent = (items: GroupItem[], id: string) => items.find((w) => w.id === id)!.config.parentId;

    it('a group holds a group: parents, children lists and boxes at each level', () => {
      const items = nested();
      expect(parent(items, 'a')).toBe('in');
      expect(parent(items, 'in')).toBe('out');
      expect(parent(items, 'out')).toBe('');
      expect(groupChildren(items, 'out')).toEqual(['c', 'in']);
      expect(items.find((w) => w.id === 'out')!.config.children).toEqual(['c', 'in']);
      expect(groupDescendants(items, 'out').sort()).toEqual(['a', 'b', 'c', 'in']);
      expect(rect(items, 'in')).toEqual({ x: 0, y: 0, width: 8, height: 4 });
      expect(rect(items, 'out')).toEqual({ x: 0, y: 0, width: 8, height: 8 });
    });

    it('widgets from different places are not grouped together', () => {
      const items = nested();
      const g: GroupItem = { id: 'x', datachartId: null, config: { type: 'group' } };
      expect(groupItems(items, ['a', 'd'], g, false)).toBe(items);
    });

    it('a group made inside a group takes the place of its widgets there', () => {
      const items = nested();
      const g: GroupItem = { id: 'x', datachartId: null, config: { type: 'group' } };
      const deeper = groupItems(items, ['in', 'c'], g, false);
      expect(parent(deeper, 'x')).toBe('out');
      expect(deeper.find((w) => w.id === 'out')!.config.children).toEqual(['x']);
      expect(groupDescendants(deeper, 'out').sort()).toEqual(['a', 'b', 'c', 'in', 'x']);
    });

    it('moving or resizing the outer group carries every level along', () => {
      const moved = moveGroup(nested(true), 'out', { x: 100, y: 50, width: 16, height: 16 }, true);
      expect(rect(moved, 'in', true)).toEqual({ x: 100, y: 50, width: 16, height: 8 });
      expect(rect(moved, 'a', true)).toEqual({ x: 100, y: 50, width: 8, height: 8 });
      expect(rect(moved, 'b', true)).toEqual({ x: 108, y: 50, width: 8, height: 8 });
      expect(rect(moved, 'c', true)).toEqual({ x: 100, y: 58, width: 16, height: 8 });
      expect(rect(moved, 'd', true)).toEqual({ x: 0, y: 20, width: 2, height: 2 });
    });

    it('moving the inner group moves its widgets only', () => {
      const moved = moveGroup(nested(), 'in', { x: 2, y: 0, width: 8, height: 4 }, false);
      expect(rect(moved, 'a')).toEqual({ x: 2, y: 0, width: 4, height: 4 });
      expect(rect(moved, 'c')).toEqual({ x: 0, y: 4, width: 8, height: 4 });
    });

    it('ungrouping the inner group gives its widgets to the outer one, in its place', () => {
      const items = ungroupItems(nested(), 'in');
      expect(items.some((w) => w.id === 'in')).toBe(false);
      expect(parent(items, 'a')).toBe('out');
      expect(parent(items, 'b')).toBe('out');
      expect(items.find((w) => w.id === 'out')!.config.children).toEqual(['c', 'a', 'b']);
      expect(rect(items, 'a')).toEqual({ x: 0, y: 0, width: 4, height: 4 });
    });

    it('ungrouping the outer group puts the inner group back on the board, still holding its widgets', () => {
      const items = ungroupItems(nested(), 'out');
      expect(parent(items, 'in')).toBe('');
      expect(items.find((w) => w.id === 'in')!.parentId).toBeNull();
      expect(parent(items, 'a')).toBe('in');
      expect(groupChildren(items, 'in')).toEqual(['a', 'b']);
    });
  });
});
