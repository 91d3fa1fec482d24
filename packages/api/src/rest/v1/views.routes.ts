import {
  datachartExecute,
  getViewDetail,
  orgsSchemas,
  viewsSchemas as s,
  viewsService as svc,
  parse,
} from '@tessera/core';
import { executeRequestSchema } from '@tessera/query/contract';
import { z } from 'zod';
import { route } from '../route';
import { dataframeDtoSchema } from './mappers/dataframe';
import {
  createViewBody,
  toViewDetailDto,
  updateViewBody,
  viewDetailDtoSchema,
  viewListItemDtoSchema,
} from './mappers/view.mapper';

const T = 'Views';
const item = viewListItemDtoSchema;

export const viewsRoutes = [
  route({
    method: 'get',
    path: '/views',
    tag: T,
    summary: 'Views and folders I may use (light columns)',
    access: 'user',
    scope: 'org',
    query: orgsSchemas.orgIdSchema,
    response: z.array(item),
    handler: ({ ctx, query }) => svc.listViews(ctx, query),
  }),
  route({
    method: 'get',
    path: '/views/archived',
    tag: T,
    summary: 'Archived views',
    access: 'user',
    scope: 'org',
    query: orgsSchemas.orgIdSchema,
    response: z.array(item),
    handler: ({ ctx, query }) => svc.listViews(ctx, query, 'archived'),
  }),
  route({
    method: 'post',
    path: '/views',
    writes: ['metadata'],
    tag: T,
    summary:
      'Create a view or folder with its variables and column rules, in one transaction (the SQL may only use sources I may use)',
    access: 'user',
    scope: 'org',
    body: createViewBody,
    response: viewDetailDtoSchema,
    handler: async ({ ctx, body }) => {
      const created = await svc.createView(ctx, parse(s.createViewInputSchema, body));
      return toViewDetailDto(await getViewDetail(ctx, { id: created.id }));
    },
  }),
  route({
    method: 'post',
    path: '/views/check/name',
    writes: [],
    tag: T,
    summary: 'true when the name is free in the folder, 409 otherwise',
    access: 'user',
    scope: 'org',
    body: s.checkViewNameInputSchema,
    response: z.boolean(),
    handler: ({ ctx, body }) => svc.checkViewName(ctx, body),
  }),
  route({
    method: 'put',
    path: '/views/unarchive/:id',
    writes: ['metadata'],
    tag: T,
    summary: 'Restore from the recycle bin',
    access: 'user',
    scope: 'org',
    query: z.object({
      name: z.string(),
      parentId: z.string().optional(),
      index: z.coerce.number().optional(),
    }),
    response: item,
    handler: ({ ctx, params, query }) =>
      svc.unarchiveView(
        ctx,
        parse(s.unarchiveViewInputSchema, {
          id: params.id,
          name: query.name,
          parentId: query.parentId || null,
          index: query.index,
        }),
      ),
  }),
  route({
    method: 'get',
    path: '/views/:id',
    tag: T,
    summary:
      "Datart's view detail: the view (SQL only for its managers) with its variables, their values and the column rules",
    access: 'user',
    scope: 'org',
    response: viewDetailDtoSchema,
    handler: async ({ ctx, params }) =>
      toViewDetailDto(await getViewDetail(ctx, parse(s.viewIdSchema, { id: params.id }))),
  }),
  route({
    method: 'put',
    path: '/views/:id',
    writes: ['metadata'],
    tag: T,
    summary:
      'Update a view with its variables (create, update, delete) and column rules (null = unchanged), in one transaction',
    access: 'user',
    scope: 'org',
    body: updateViewBody,
    response: viewDetailDtoSchema,
    handler: async ({ ctx, params, body }) => {
      const updated = await svc.updateView(ctx, parse(s.updateViewInputSchema, { ...body, id: params.id }));
      return toViewDetailDto(await getViewDetail(ctx, { id: updated.id }));
    },
  }),
  route({
    method: 'put',
    path: '/views/:id/base',
    writes: ['metadata'],
    tag: T,
    summary: 'Rename or move',
    access: 'user',
    scope: 'org',
    body: s.moveViewInputSchema.omit({ id: true }),
    response: item,
    handler: ({ ctx, params, body }) =>
      svc.moveView(ctx, parse(s.moveViewInputSchema, { ...body, id: params.id })),
  }),
  route({
    method: 'delete',
    path: '/views/:id',
    writes: ['metadata'],
    tag: T,
    summary: 'Archive (default) or delete',
    access: 'user',
    scope: 'org',
    query: z.object({ archive: z.enum(['true', 'false']).optional() }),
    response: z.boolean(),
    handler: ({ ctx, params, query }) =>
      svc.deleteView(
        ctx,
        parse(s.deleteViewInputSchema, { id: params.id, archive: query.archive !== 'false' }),
      ),
  }),
  route({
    method: 'post',
    path: '/data-provider/execute',
    writes: [],
    tag: 'Data provider',
    summary:
      "Chart query on a view (Datart DSL): READ on the view, or READ on the chart named by `vizType: DATACHART` + `vizId` (then the chart's own view runs); values are bound, results cached per permission fingerprint",
    access: 'user',
    scope: 'org',
    body: executeRequestSchema,
    response: dataframeDtoSchema,
    handler: async ({ c, ctx, body }) => {
      const result = await datachartExecute.executeDataQuery(ctx, body);
      if (result.warnings.length)
        c.set(
          'warnings',
          result.warnings.map((w) => w.message),
        );
      return result;
    },
  }),
];
