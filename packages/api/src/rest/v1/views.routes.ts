import { orgsSchemas, viewExecute, viewsSchemas as s, viewsService as svc } from '@tessera/core';
import { z } from 'zod';
import { route } from '../route';

const T = 'Views';
const item = z.object({ id: z.string(), name: z.string(), parentId: z.string().nullable(), isFolder: z.boolean(), sourceId: z.string().nullable() }).passthrough();

export const viewsRoutes = [
  route({ method: 'get', path: '/views', tag: T, summary: 'Views and folders I may use (light columns)', access: 'user', scope: 'org', query: orgsSchemas.orgIdSchema, response: z.array(item), handler: ({ ctx, query }) => svc.listViews(ctx, query) }),
  route({ method: 'get', path: '/views/archived', tag: T, summary: 'Archived views', access: 'user', scope: 'org', query: orgsSchemas.orgIdSchema, response: z.array(item), handler: ({ ctx, query }) => svc.listViews(ctx, query, 'archived') }),
  route({ method: 'post', path: '/views', tag: T, summary: 'Create a view or folder (the SQL may only use sources I may use)', access: 'user', scope: 'org', body: s.createViewInputSchema, response: item, handler: ({ ctx, body }) => svc.createView(ctx, body) }),
  route({ method: 'post', path: '/views/check/name', tag: T, summary: 'true when the name is free in the folder, 409 otherwise', access: 'user', scope: 'org', body: s.checkViewNameInputSchema, response: z.boolean(), handler: ({ ctx, body }) => svc.checkViewName(ctx, body) }),
  route({
    method: 'put', path: '/views/unarchive/:id', tag: T, summary: 'Restore from the recycle bin', access: 'user', scope: 'org',
    query: z.object({ name: z.string(), parentId: z.string().optional(), index: z.coerce.number().optional() }), response: item,
    handler: ({ ctx, params, query }) => svc.unarchiveView(ctx, { id: params.id, name: query.name, parentId: query.parentId || null, index: query.index }),
  }),
  route({ method: 'get', path: '/views/:id', tag: T, summary: 'One view; its SQL only for those who may manage it', access: 'user', scope: 'org', response: item, handler: ({ ctx, params }) => svc.getView(ctx, { id: params.id }) }),
  route({ method: 'put', path: '/views/:id', tag: T, summary: 'Update a view', access: 'user', scope: 'org', body: s.updateViewInputSchema.omit({ id: true }).passthrough(), response: item, handler: ({ ctx, params, body }) => svc.updateView(ctx, { ...(body as object), id: params.id }) }),
  route({ method: 'put', path: '/views/:id/base', tag: T, summary: 'Rename or move', access: 'user', scope: 'org', body: s.moveViewInputSchema.omit({ id: true }).passthrough(), response: item, handler: ({ ctx, params, body }) => svc.moveView(ctx, { ...(body as object), id: params.id }) }),
  route({
    method: 'delete', path: '/views/:id', tag: T, summary: 'Archive (default) or delete', access: 'user', scope: 'org',
    query: z.object({ archive: z.enum(['true', 'false']).optional() }), response: z.boolean(), handler: ({ ctx, params, query }) => svc.deleteView(ctx, { id: params.id, archive: query.archive !== 'false' }),
  }),
  route({
    method: 'post', path: '/data-provider/execute', tag: 'Data provider', summary: 'Chart query on a view (Datart DSL); values are bound, results cached per permission fingerprint', access: 'user', scope: 'org',
    body: z.object({ viewId: z.string() }).passthrough(), response: z.unknown(),
    handler: async ({ c, ctx, body }) => {
      const result = await viewExecute.executeChartQuery(ctx, body);
      if (result.warnings.length) c.set('warnings', result.warnings.map((w) => w.message));
      return result;
    },
  }),
];
