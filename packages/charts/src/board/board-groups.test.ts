import { describe, expect, it } from 'vitest';
import {
  boundingRect,
  followGroup,
  groupChildren,
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
});
