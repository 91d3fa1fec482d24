import { describe, expect, it } from 'vitest';
import {
  ancestry,
  effectivePermission,
  flattenTree,
  grantDiff,
  isEmptyDiff,
  Level,
  toEntries,
  toggleLevel,
  type PermissionInfo,
  type TreeItem,
} from './permissions';

const row = (
  resourceId: string,
  permission: number,
  extra: Partial<PermissionInfo> = {},
): PermissionInfo => ({
  orgId: 'o1',
  subjectType: 'ROLE',
  subjectId: 'r1',
  resourceType: 'SOURCE',
  resourceId,
  permission,
  ...extra,
});

describe('grantDiff', () => {
  it('creates new rows, updates changed ones, deletes removed ones and skips the unchanged', () => {
    const original = toEntries([
      row('*', 1, { id: 'p1', resourceType: 'USER' }),
      row('a', Level.READ, { id: 'p2' }),
      row('b', Level.MANAGE, { id: 'p3' }),
    ]);
    const draft = new Map(original);
    // a: READ → MANAGE; b: deleted (back to inherit); c: new explicit "none"
    draft.set([...draft.keys()][1]!, row('a', Level.MANAGE, { id: 'p2' }));
    draft.delete([...draft.keys()][2]!);
    const c = row('c', 0);
    draft.set(toEntries([c]).keys().next().value!, c);

    const diff = grantDiff(original, draft);
    expect(diff.permissionToCreate).toEqual([row('c', 0)]);
    expect(diff.permissionToUpdate).toEqual([row('a', Level.MANAGE)]);
    expect(diff.permissionToDelete).toEqual([row('b', Level.MANAGE)]);
    // ids are never sent (upsert by subject + resource)
    expect(diff.permissionToUpdate[0]).not.toHaveProperty('id');
    expect(isEmptyDiff(grantDiff(original, new Map(original)))).toBe(true);
  });

  it('tells subjects apart: the same resource for a role and a member are two rows', () => {
    const original = toEntries([row('a', Level.READ)]);
    const draft = toEntries([
      row('a', Level.READ),
      row('a', Level.READ, { subjectType: 'USER_ROLE', subjectId: 'u1' }),
    ]);
    const diff = grantDiff(original, draft);
    expect(diff.permissionToCreate).toHaveLength(1);
    expect(diff.permissionToCreate[0]!.subjectType).toBe('USER_ROLE');
    expect(diff.permissionToDelete).toEqual([]);
  });
});

describe('inheritance display', () => {
  const items = new Map<string, TreeItem>(
    [
      { id: 'f1', name: 'Folder', parentId: null, isFolder: true },
      { id: 'f2', name: 'Sub', parentId: 'f1', isFolder: true },
      { id: 's1', name: 'Sales', parentId: 'f2', isFolder: false },
    ].map((i) => [i.id, i]),
  );

  it('walks item → folders → root', () => {
    expect(ancestry(items, 'SOURCE', 's1')).toEqual(['s1', 'f2', 'f1', 'SOURCE']);
    expect(ancestry(items, 'SOURCE', 'SOURCE')).toEqual(['SOURCE']);
  });

  it('takes the nearest ancestor with an entry, and an explicit 0 stops the search', () => {
    const chain = ancestry(items, 'SOURCE', 's1');
    const grants = new Map<string, number>([
      ['SOURCE', Level.MANAGE],
      ['f1', Level.READ],
    ]);
    expect(effectivePermission((id) => grants.get(id), chain)).toEqual({
      permission: Level.READ,
      explicit: false,
      from: 'f1',
    });
    grants.set('f2', 0);
    expect(effectivePermission((id) => grants.get(id), chain)).toEqual({
      permission: 0,
      explicit: false,
      from: 'f2',
    });
    grants.set('s1', Level.MANAGE);
    expect(effectivePermission((id) => grants.get(id), chain)).toEqual({
      permission: Level.MANAGE,
      explicit: true,
      from: 's1',
    });
    expect(effectivePermission(() => undefined, chain)).toEqual({
      permission: 0,
      explicit: false,
      from: null,
    });
  });
});

describe('privilege checkboxes', () => {
  const levels = ['READ', 'MANAGE'] as const;
  it('checking MANAGE implies READ; unchecking READ drops MANAGE', () => {
    expect(toggleLevel(0, 'MANAGE', true, levels)).toBe(Level.MANAGE);
    expect(toggleLevel(Level.MANAGE, 'READ', false, levels)).toBe(0);
    expect(toggleLevel(Level.MANAGE, 'MANAGE', false, levels)).toBe(Level.READ);
    expect(toggleLevel(0, 'READ', true, levels)).toBe(Level.READ);
  });

  it('handles create on the root of a tree', () => {
    const root = ['READ', 'MANAGE', 'CREATE'] as const;
    expect(toggleLevel(0, 'CREATE', true, root)).toBe(Level.CREATE);
    expect(toggleLevel(Level.CREATE, 'CREATE', false, root)).toBe(Level.MANAGE);
    expect(toggleLevel(Level.CREATE, 'READ', false, root)).toBe(0);
  });
});

describe('flattenTree', () => {
  it('orders folders first and nests children under their parent', () => {
    const rows = flattenTree([
      { id: 'b', name: 'B source', parentId: null, isFolder: false },
      { id: 'f', name: 'Folder', parentId: null, isFolder: true },
      { id: 'a', name: 'A inside', parentId: 'f', isFolder: false },
      { id: 'o', name: 'Orphan', parentId: 'gone', isFolder: false },
    ]);
    expect(rows.map((r) => [r.id, r.depth])).toEqual([
      ['f', 0],
      ['a', 1],
      ['b', 0],
      ['o', 0],
    ]);
  });
});
