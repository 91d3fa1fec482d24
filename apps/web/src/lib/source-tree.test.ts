import { describe, expect, it } from 'vitest';
import {
  buildTree,
  computeDrop,
  filterTree,
  flattenTree,
  isSelfOrDescendant,
  moveTargets,
  originalName,
  type TreeItem,
} from './source-tree';

const item = (id: string, parentId: string | null, index: number, isFolder = false): TreeItem => ({
  id,
  name: id,
  parentId,
  index,
  isFolder,
});

// a(folder): a1, a2(folder): a21 ; b ; c
const items: TreeItem[] = [
  item('a', null, 1, true),
  item('a1', 'a', 1),
  item('a2', 'a', 2, true),
  item('a21', 'a2', 1),
  item('b', null, 2),
  item('c', null, 4),
];

describe('buildTree / flattenTree', () => {
  it('nests by parent and sorts by index; orphans go to the top', () => {
    const tree = buildTree([...items, item('orphan', 'gone', 0)]);
    expect(tree.map((n) => n.item.id)).toEqual(['orphan', 'a', 'b', 'c']);
    expect(tree[1]!.children.map((n) => n.item.id)).toEqual(['a1', 'a2']);
    expect(flattenTree(tree, new Set(['a'])).map((n) => [n.item.id, n.depth])).toEqual([
      ['orphan', 0],
      ['a', 0],
      ['a1', 1],
      ['a2', 1],
      ['b', 0],
      ['c', 0],
    ]);
  });

  it('filters by name keeping the folders on the way', () => {
    expect(filterTree(items, 'a21').map((i) => i.id)).toEqual(['a', 'a2', 'a21']);
    expect(filterTree(items, '  ')).toBe(items);
  });
});

describe('computeDrop', () => {
  it('puts the new index between the neighbours', () => {
    expect(computeDrop(items, 'c', 'b', 'before')).toEqual({ parentId: null, index: 1.5 });
    expect(computeDrop(items, 'a', 'b', 'after')).toEqual({ parentId: null, index: 3 });
  });

  it('goes before the first or after the last sibling by one', () => {
    expect(computeDrop(items, 'c', 'a', 'before')).toEqual({ parentId: null, index: 0 });
    expect(computeDrop(items, 'a', 'c', 'after')).toEqual({ parentId: null, index: 5 });
  });

  it('reparents next to an item of another folder', () => {
    expect(computeDrop(items, 'b', 'a1', 'after')).toEqual({ parentId: 'a', index: 1.5 });
    expect(computeDrop(items, 'a21', 'b', 'before')).toEqual({ parentId: null, index: 1.5 });
  });

  it('drops inside a folder last (the server gives max + 1)', () => {
    expect(computeDrop(items, 'b', 'a', 'inside')).toEqual({ parentId: 'a', index: undefined });
    expect(computeDrop(items, 'a1', 'a2', 'inside')).toEqual({ parentId: 'a2', index: undefined });
  });

  it('refuses a drop onto itself, inside a non-folder, into its own subtree or its own parent', () => {
    expect(computeDrop(items, 'b', 'b', 'before')).toBeNull();
    expect(computeDrop(items, 'b', 'c', 'inside')).toBeNull();
    expect(computeDrop(items, 'a', 'a2', 'inside')).toBeNull();
    expect(computeDrop(items, 'a', 'a21', 'after')).toBeNull();
    expect(computeDrop(items, 'a1', 'a', 'inside')).toBeNull();
  });

  it('does nothing when the item would stay where it is', () => {
    expect(computeDrop(items, 'b', 'c', 'before')).toBeNull();
    expect(computeDrop(items, 'b', 'a', 'after')).toBeNull();
    expect(computeDrop(items, 'a1', 'a2', 'before')).toBeNull();
  });

  it('ignores unknown ids', () => {
    expect(computeDrop(items, 'zz', 'a', 'inside')).toBeNull();
  });
});

describe('helpers', () => {
  it('knows descendants and where an item may move', () => {
    expect(isSelfOrDescendant(items, 'a21', 'a')).toBe(true);
    expect(isSelfOrDescendant(items, 'b', 'a')).toBe(false);
    expect(moveTargets(items, 'a').map((i) => i.id)).toEqual([]);
    expect(moveTargets(items, 'b').map((i) => i.id)).toEqual(['a', 'a2']);
  });

  it('strips the archive stamp from a name', () => {
    expect(originalName('Sales.2026-11-21 20:09:01.123')).toBe('Sales');
    expect(originalName('v1.2')).toBe('v1.2');
  });
});
