import { and, eq, ne } from 'drizzle-orm';
import { STATUS, vizFolders } from '@tessera/db';
import { registerResourceType } from '../permissions/registry';
import { VIZ, vizAncestors } from './viz-tree';

/** The viz tree (folders, datacharts, later dashboards) as one permission resource type, like Datart's VIZ. */
registerResourceType({
  type: VIZ,
  module: 'VIZ',
  levels: ['READ', 'DOWNLOAD', 'SHARE', 'MANAGE', 'CREATE'],
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
});
