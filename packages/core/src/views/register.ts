import { and, eq, ne } from 'drizzle-orm';
import { STATUS, views } from '@tessera/db';
import { registerResourceType } from '../permissions/registry';
import { VIEW, viewTree } from './view-tree';

registerResourceType({
  type: VIEW,
  module: 'VIEW',
  levels: ['READ', 'MANAGE'],
  ancestors: (db, orgId, id) => viewTree.ancestors(db, orgId, id),
  list: (db, orgId) =>
    db
      .select({ id: views.id, name: views.name, parentId: views.parentId, isFolder: views.isFolder })
      .from(views)
      .where(and(eq(views.orgId, orgId), ne(views.status, STATUS.ARCHIVED)))
      .orderBy(views.index),
});
