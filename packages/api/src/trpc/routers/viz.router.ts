import { orgsSchemas, vizLifecycle, vizSchemas as s, vizService as svc } from '@tessera/core';
import { orgProcedure, router } from '../init';

/** The viz tree: folders, names, publishing, the recycle bin (twin of /api/v1/viz/...). */
export const vizRouter = router({
  folders: orgProcedure
    .input(orgsSchemas.orgIdSchema)
    .query(({ ctx, input }) => svc.listFolders(ctx.ctx, input)),
  createFolder: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.createFolderInputSchema)
    .mutation(({ ctx, input }) => svc.createFolder(ctx.ctx, input)),
  updateFolder: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.updateFolderInputSchema)
    .mutation(({ ctx, input }) => svc.updateFolder(ctx.ctx, input)),
  deleteFolder: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.deleteVizInputSchema)
    .mutation(({ ctx, input }) => svc.deleteFolder(ctx.ctx, input)),
  checkName: orgProcedure
    .meta({ writes: [] })
    .input(s.checkVizNameInputSchema)
    .mutation(({ ctx, input }) => svc.checkVizName(ctx.ctx, input)),
  publish: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.publishInputSchema)
    .mutation(({ ctx, input }) => vizLifecycle.publish(ctx.ctx, input)),
  unarchive: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.unarchiveVizInputSchema)
    .mutation(({ ctx, input }) => vizLifecycle.unarchive(ctx.ctx, input)),
  /** Tree doors by node id (folder, chart or dashboard): the server finds the node's type. */
  remove: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.deleteVizInputSchema)
    .mutation(({ ctx, input }) => vizLifecycle.removeNode(ctx.ctx, input)),
  restore: orgProcedure
    .meta({ writes: ['metadata'] })
    .input(s.restoreNodeInputSchema)
    .mutation(({ ctx, input }) => vizLifecycle.restoreNode(ctx.ctx, input)),
  recycleBin: orgProcedure
    .input(orgsSchemas.orgIdSchema)
    .query(({ ctx, input }) => vizLifecycle.recycleBin(ctx.ctx, input)),
  archived: orgProcedure
    .input(s.archivedListInputSchema)
    .query(({ ctx, input }) => vizLifecycle.archived(ctx.ctx, input).then((bin) => bin.rows)),
});
