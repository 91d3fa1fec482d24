import { and, eq, ne } from 'drizzle-orm';
import { STATUS, views } from '@tessera/db';
import type { ResourceTypeDef } from '../permissions/resource-type';
import { VIEW, viewTree } from './view-tree';

/** Views (and their folders) carry per-item READ / MANAGE grants. Listed in `resource-types.ts`. */
export const viewResourceType: ResourceTypeDef = {
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
};
