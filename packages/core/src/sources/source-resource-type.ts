import { and, eq, ne } from 'drizzle-orm';
import { sources, STATUS } from '@tessera/db';
import type { ResourceTypeDef } from '../permissions/resource-type';
import { sourceTree } from './source-tree';

/** Sources (and their folders) carry per-item READ / MANAGE grants. Listed in `resource-types.ts`. */
export const sourceResourceType: ResourceTypeDef = {
  type: 'SOURCE',
  module: 'SOURCE',
  levels: ['READ', 'MANAGE'],
  ancestors: (db, orgId, id) => sourceTree.ancestors(db, orgId, id),
  list: (db, orgId) =>
    db
      .select({ id: sources.id, name: sources.name, parentId: sources.parentId, isFolder: sources.isFolder })
      .from(sources)
      .where(and(eq(sources.orgId, orgId), ne(sources.status, STATUS.ARCHIVED)))
      .orderBy(sources.index),
};
