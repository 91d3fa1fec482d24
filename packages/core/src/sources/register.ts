import { and, eq, ne } from 'drizzle-orm';
import { sources, STATUS } from '@tessera/db';
import { registerResourceType } from '../permissions/registry';
import { sourceTree } from './source-tree';

registerResourceType({
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
});
