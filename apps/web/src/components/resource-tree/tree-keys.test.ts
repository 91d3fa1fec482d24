import { describe, expect, it } from 'vitest';
import { buildTree, flattenTree, type TreeItem } from '../../lib/source-tree';
import { treeKeyAction } from './tree-keys';

const items: TreeItem[] = [
  { id: 'f1', name: 'Sales', parentId: null, isFolder: true, index: 0 },
  { id: 'c1', name: 'By country', parentId: 'f1', isFolder: false, index: 0 },
  { id: 'c2', name: 'By month', parentId: 'f1', isFolder: false, index: 1 },
  { id: 'c3', name: 'Top level', parentId: null, isFolder: false, index: 1 },
];

describe('tree keyboard', () => {
  const tree = buildTree(items);
  const closed = flattenTree(tree, new Set());
  const opened = flattenTree(tree, new Set(['f1']));

  it('moves with the arrows, Home and End over the visible rows', () => {
    expect(treeKeyAction('ArrowDown', false, closed, 'f1', new Set())).toEqual({ kind: 'focus', id: 'c3' });
    expect(treeKeyAction('ArrowDown', false, opened, 'f1', new Set(['f1']))).toEqual({
      kind: 'focus',
      id: 'c1',
    });
    expect(treeKeyAction('ArrowUp', false, opened, 'c1', new Set(['f1']))).toEqual({
      kind: 'focus',
      id: 'f1',
    });
    expect(treeKeyAction('End', false, opened, 'f1', new Set(['f1']))).toEqual({ kind: 'focus', id: 'c3' });
    expect(treeKeyAction('Home', false, opened, 'c3', new Set(['f1']))).toEqual({ kind: 'focus', id: 'f1' });
  });

  it('right opens a folder then enters it; left closes it or goes up to the parent', () => {
    expect(treeKeyAction('ArrowRight', false, closed, 'f1', new Set())).toEqual({ kind: 'expand', id: 'f1' });
    expect(treeKeyAction('ArrowRight', false, opened, 'f1', new Set(['f1']))).toEqual({
      kind: 'focus',
      id: 'c1',
    });
    expect(treeKeyAction('ArrowLeft', false, opened, 'c2', new Set(['f1']))).toEqual({
      kind: 'focus',
      id: 'f1',
    });
    expect(treeKeyAction('ArrowLeft', false, opened, 'f1', new Set(['f1']))).toEqual({
      kind: 'collapse',
      id: 'f1',
    });
    expect(treeKeyAction('ArrowRight', false, opened, 'c1', new Set(['f1']))).toBeNull();
  });

  it('Enter opens, F2 renames, Shift+F10 opens the menu', () => {
    expect(treeKeyAction('Enter', false, opened, 'c2', new Set(['f1']))).toEqual({ kind: 'open', id: 'c2' });
    expect(treeKeyAction('F2', false, opened, 'c2', new Set(['f1']))).toEqual({ kind: 'rename', id: 'c2' });
    expect(treeKeyAction('F10', true, opened, 'c2', new Set(['f1']))).toEqual({ kind: 'menu', id: 'c2' });
    expect(treeKeyAction('F10', false, opened, 'c2', new Set(['f1']))).toBeNull();
  });
});
