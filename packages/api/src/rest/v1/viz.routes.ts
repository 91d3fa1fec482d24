import {
  datachartExecute,
  datachartsService as charts,
  orgsSchemas,
  vizSchemas as s,
  vizLifecycle,
  vizService as svc,
  parse,
} from '@tessera/core';
import { z } from 'zod';
import { route } from '../route';
import { dataframeDtoSchema } from './mappers/dataframe';
import { toStoryboard } from './mappers/storyboards';
import { toDatachart, toDetail, toFolder, toVariable, toView } from './mappers/viz';

const T = 'Viz';

const folder = z
  .object({
    id: z.string(),
    name: z.string(),
    relType: z.string(),
    relId: z.string().nullable(),
    parentId: z.string().nullable(),
    index: z.number(),
  })
  .passthrough();
const datachart = z
  .object({ id: z.string(), name: z.string(), viewId: z.string().nullable(), config: z.string().nullable() })
  .passthrough();
const vizTypeQuery = z.object({ vizType: s.vizTypeSchema });
const archiveQuery = z.object({ archive: z.enum(['true', 'false']).optional() });

export const vizRoutes = [
  route({
    method: 'get',
    path: '/viz/folders',
    tag: T,
    summary: 'The viz tree: folders and charts I may read (+ the folders above them), each with `can`',
    access: 'user',
    scope: 'org',
    query: orgsSchemas.orgIdSchema,
    response: z.array(folder),
    handler: async ({ ctx, query }) => (await svc.listFolders(ctx, query)).map(toFolder),
  }),
  route({
    method: 'post',
    path: '/viz/folders',
    writes: ['metadata'],
    tag: T,
    summary: 'Create a folder (CREATE on the parent or the root)',
    access: 'user',
    scope: 'org',
    body: s.createFolderInputSchema,
    response: folder,
    handler: async ({ ctx, body }) => toFolder(await svc.createFolder(ctx, body)),
  }),
  route({
    method: 'put',
    path: '/viz/folders/:id',
    writes: ['metadata'],
    tag: T,
    summary: 'Rename, move (not into itself or below) and reorder a folder',
    access: 'user',
    scope: 'org',
    body: s.updateFolderInputSchema.omit({ id: true }).passthrough(),
    response: z.boolean(),
    handler: async ({ ctx, params, body }) =>
      Boolean(
        await svc.updateFolder(ctx, parse(s.updateFolderInputSchema, { ...(body as object), id: params.id })),
      ),
  }),
  route({
    method: 'delete',
    path: '/viz/folders/:id',
    writes: ['metadata'],
    tag: T,
    summary: 'Delete an empty folder (folders are never archived)',
    access: 'user',
    scope: 'org',
    query: archiveQuery,
    response: z.boolean(),
    handler: ({ ctx, params }) => svc.deleteFolder(ctx, parse(s.deleteVizInputSchema, { id: params.id })),
  }),
  route({
    method: 'get',
    path: '/viz/datacharts',
    tag: T,
    summary:
      'Charts by ids (?datachartIds=a,b) with their views and query variables; READ needed on every one',
    access: 'user',
    scope: 'org',
    query: z.object({ datachartIds: z.string() }),
    response: z.object({
      datacharts: z.array(datachart),
      views: z.array(z.unknown()),
      viewVariables: z.record(z.string(), z.unknown()),
      orgVariables: z.array(z.unknown()),
    }),
    handler: async ({ ctx, query }) => {
      const r = await charts.listDatachartsByIds(ctx, {
        datachartIds: query.datachartIds
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      });
      return {
        datacharts: r.datacharts.map(toDatachart),
        views: r.views.map(toView),
        viewVariables: Object.fromEntries(
          Object.entries(r.viewVariables).map(([k, v]) => [k, v.map(toVariable)]),
        ),
        orgVariables: r.orgVariables.map(toVariable),
      };
    },
  }),
  route({
    method: 'post',
    path: '/viz/datacharts',
    writes: ['metadata'],
    tag: T,
    summary: 'Create a chart (config validated; the view must be readable) → its tree node',
    access: 'user',
    scope: 'org',
    body: s.createDatachartInputSchema.passthrough(),
    response: folder,
    handler: async ({ ctx, body }) => toFolder(await charts.createDatachart(ctx, body)),
  }),
  route({
    method: 'get',
    path: '/viz/datacharts/:id',
    tag: T,
    summary: 'One chart with its view, query variables, `download`, `can` and `viewUnavailable`',
    access: 'user',
    scope: 'org',
    response: datachart,
    handler: async ({ ctx, params }) =>
      toDetail(await charts.getDatachart(ctx, parse(s.vizIdSchema, { id: params.id }))),
  }),
  route({
    method: 'put',
    path: '/viz/datacharts/:id',
    writes: ['metadata'],
    tag: T,
    summary: 'Save a chart (MANAGE; config validated)',
    access: 'user',
    scope: 'org',
    body: s.updateDatachartInputSchema.omit({ id: true }).passthrough(),
    response: z.boolean(),
    handler: async ({ ctx, params, body }) =>
      Boolean(
        await charts.updateDatachart(
          ctx,
          parse(s.updateDatachartInputSchema, { ...(body as object), id: params.id }),
        ),
      ),
  }),
  route({
    method: 'delete',
    path: '/viz/datacharts/:id',
    writes: ['metadata'],
    tag: T,
    summary: 'Archive (default) or delete a chart',
    access: 'user',
    scope: 'org',
    query: archiveQuery,
    response: z.boolean(),
    handler: ({ ctx, params, query }) =>
      svc.removeDatachart(
        ctx,
        parse(s.deleteVizInputSchema, { id: params.id, archive: query.archive !== 'false' }),
      ),
  }),
  route({
    method: 'post',
    path: '/viz/datacharts/:id/execute',
    writes: [],
    tag: T,
    summary:
      "Run a chart's query on the chart's own view (READ on the chart or on the view; the viewer's row and column rules)",
    access: 'user',
    scope: 'org',
    body: z.record(z.string(), z.unknown()),
    response: dataframeDtoSchema,
    handler: async ({ c, ctx, params, body }) => {
      const result = await datachartExecute.executeDatachart(
        ctx,
        parse(s.executeDatachartInputSchema, { id: params.id, request: body }),
      );
      if (result.warnings.length)
        c.set(
          'warnings',
          result.warnings.map((w) => w.message),
        );
      return result;
    },
  }),
  route({
    method: 'post',
    path: '/viz/check/name',
    writes: [],
    tag: T,
    summary: 'true when the name is free in the folder, 409 otherwise',
    access: 'user',
    scope: 'org',
    body: s.checkVizNameInputSchema,
    response: z.boolean(),
    handler: ({ ctx, body }) => svc.checkVizName(ctx, body),
  }),
  route({
    method: 'put',
    path: '/viz/publish/:id',
    writes: ['metadata'],
    tag: T,
    summary: 'Publish (status 2); MANAGE',
    access: 'user',
    scope: 'org',
    query: vizTypeQuery,
    response: z.boolean(),
    handler: ({ ctx, params, query }) =>
      vizLifecycle.publish(
        ctx,
        parse(s.publishInputSchema, { id: params.id, vizType: query.vizType, publish: true }),
      ),
  }),
  route({
    method: 'put',
    path: '/viz/unpublish/:id',
    writes: ['metadata'],
    tag: T,
    summary: 'Unpublish (status 1); MANAGE',
    access: 'user',
    scope: 'org',
    query: vizTypeQuery,
    response: z.boolean(),
    handler: ({ ctx, params, query }) =>
      vizLifecycle.publish(
        ctx,
        parse(s.publishInputSchema, { id: params.id, vizType: query.vizType, publish: false }),
      ),
  }),
  route({
    method: 'put',
    path: '/viz/unarchive/:id',
    writes: ['metadata'],
    tag: T,
    summary: 'Restore from the recycle bin into a chosen folder under a free name',
    access: 'user',
    scope: 'org',
    query: z.object({
      vizType: s.vizTypeSchema,
      newName: z.string(),
      parentId: z.string().optional(),
      index: z.coerce.number().optional(),
    }),
    response: z.boolean(),
    handler: async ({ ctx, params, query }) =>
      Boolean(
        await vizLifecycle.unarchive(
          ctx,
          parse(s.unarchiveVizInputSchema, {
            id: params.id,
            vizType: query.vizType,
            newName: query.newName,
            parentId: query.parentId || null,
            index: query.index,
          }),
        ),
      ),
  }),
  ...(['datachart', 'dashboard', 'storyboard'] as const).map((kind) =>
    route({
      method: 'get',
      path: `/viz/archived/${kind}/:orgId`,
      tag: T,
      summary: `Archived ${kind}s I may manage`,
      access: 'user',
      scope: 'org',
      response: z.array(
        z.object({ id: z.string(), name: z.string(), orgId: z.string(), vizType: z.string() }).passthrough(),
      ),
      handler: async ({ ctx, params }) => {
        const bin = await vizLifecycle.archived(
          ctx,
          parse(s.archivedListInputSchema, { orgId: params.orgId, vizType: kind.toUpperCase() }),
        );
        return bin.kind === 'storyboard'
          ? bin.rows.map((r) => ({ ...toStoryboard(r), vizType: r.vizType }))
          : bin.rows.map((c) => ({ ...toDatachart(c), vizType: c.vizType }));
      },
    }),
  ),
];
