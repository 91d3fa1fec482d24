import { and, eq, ne } from 'drizzle-orm';
import { STATUS, storyboards, vizFolders } from '@tessera/db';
import type { ResourceTypeDef } from '../permissions/resource-type';
import { STORY_ROOT, VIZ, VIZ_ROOT, vizAncestors } from './viz-tree';

/** The viz tree (folders, datacharts, later dashboards) as one permission resource type, like Datart's VIZ. */
export const vizResourceType: ResourceTypeDef = {
  type: VIZ,
  module: 'VIZ',
  levels: ['READ', 'DOWNLOAD', 'SHARE', 'MANAGE', 'CREATE'],
  roots: { VIZ: [VIZ_ROOT], STORYBOARD: [STORY_ROOT] },
  ancestors: (db, orgId, id) => vizAncestors(db, orgId, id),
  /**
   * The permission screen's tree: Datart's two roots as folders (`FOLDER` over charts and dashboards,
   * `STORYBOARD` over storyboards; the screen names them), with each tree's items under its root, so a
   * grant can be set on either root or on any item, and inheritance reads as the engine resolves it.
   */
  list: async (db, orgId) => {
    const [nodes, stories] = await Promise.all([
      db
        .select({
          id: vizFolders.id,
          name: vizFolders.name,
          parentId: vizFolders.parentId,
          isFolder: vizFolders.isFolder,
        })
        .from(vizFolders)
        .where(and(eq(vizFolders.orgId, orgId), ne(vizFolders.status, STATUS.ARCHIVED)))
        .orderBy(vizFolders.index),
      db
        .select({
          id: storyboards.id,
          name: storyboards.name,
          parentId: storyboards.parentId,
          isFolder: storyboards.isFolder,
        })
        .from(storyboards)
        .where(and(eq(storyboards.orgId, orgId), ne(storyboards.status, STATUS.ARCHIVED)))
        .orderBy(storyboards.index),
    ]);
    return [
      { id: VIZ_ROOT, name: VIZ_ROOT, parentId: null, isFolder: true },
      ...nodes.map((n) => ({ ...n, parentId: n.parentId ?? VIZ_ROOT })),
      { id: STORY_ROOT, name: STORY_ROOT, parentId: null, isFolder: true },
      ...stories.map((n) => ({ ...n, parentId: n.parentId ?? STORY_ROOT })),
    ];
  },
};
