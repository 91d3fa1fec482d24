import { and, eq, ne } from 'drizzle-orm';
import { STATUS, vizFolders } from '@tessera/db';
import type { ResourceTypeDef } from '../permissions/resource-type';
import { STORY_ROOT, VIZ, VIZ_ROOT, vizAncestors } from './viz-tree';

/** The viz tree (folders, datacharts, later dashboards) as one permission resource type, like Datart's VIZ. */
export const vizResourceType: ResourceTypeDef = {
  type: VIZ,
  module: 'VIZ',
  levels: ['READ', 'DOWNLOAD', 'SHARE', 'MANAGE', 'CREATE'],
  roots: { VIZ: [VIZ_ROOT], STORYBOARD: [STORY_ROOT] },
  ancestors: (db, orgId, id) => vizAncestors(db, orgId, id),
  list: (db, orgId) =>
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
};
