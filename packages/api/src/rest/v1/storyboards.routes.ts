import {
  storyboardsSchemas as s,
  storyboardsService as svc,
  storypagesService as pages,
  parse,
} from '@tessera/core';
import { z } from 'zod';
import { route } from '../route';
import { toStoryboard, toStoryboardDetail, toStorypage } from './mappers/storyboards';

const T = 'Viz';
const storyboard = z.object({ id: z.string(), name: z.string(), config: z.string() }).passthrough();
const storypage = z
  .object({
    id: z.string(),
    storyboardId: z.string(),
    relType: z.string(),
    relId: z.string(),
    config: z.string(),
  })
  .passthrough();
const baseBody = s.updateStoryboardInputSchema.omit({ id: true }).passthrough();

export const storyboardsRoutes = [
  route({
    method: 'get',
    path: '/viz/storyboards',
    tag: T,
    summary: 'Storyboards (and their folders) I may read, each with `can`',
    access: 'user',
    scope: 'org',
    query: s.listStoryboardsInputSchema,
    response: z.array(storyboard),
    handler: async ({ ctx, query }) => (await svc.listStoryboards(ctx, query)).map(toStoryboard),
  }),
  route({
    method: 'post',
    path: '/viz/storyboards',
    writes: ['metadata'],
    tag: T,
    summary: 'Create a storyboard or storyboard folder (CREATE on the parent or the STORYBOARD root)',
    access: 'user',
    scope: 'org',
    body: s.createStoryboardInputSchema.passthrough(),
    response: storyboard,
    handler: async ({ ctx, body }) => toStoryboard(await svc.createStoryboard(ctx, body)),
  }),
  route({
    method: 'get',
    path: '/viz/storyboards/:id',
    tag: T,
    summary: 'A storyboard with its pages (in order) and `download`',
    access: 'user',
    scope: 'org',
    response: storyboard,
    handler: async ({ ctx, params }) =>
      toStoryboardDetail(await svc.getStoryboard(ctx, parse(s.storyboardIdSchema, { id: params.id }))),
  }),
  route({
    method: 'put',
    path: '/viz/storyboards/:id',
    writes: ['metadata'],
    tag: T,
    summary: 'Save a storyboard: name, folder, order, config (MANAGE)',
    access: 'user',
    scope: 'org',
    body: baseBody,
    response: z.boolean(),
    handler: async ({ ctx, params, body }) =>
      Boolean(
        await svc.updateStoryboard(
          ctx,
          parse(s.updateStoryboardInputSchema, { ...(body as object), id: params.id }),
        ),
      ),
  }),
  route({
    method: 'put',
    path: '/viz/:id/base',
    writes: ['metadata'],
    tag: T,
    summary: "Datart's rename / move of a storyboard (same as PUT /viz/storyboards/{id})",
    access: 'user',
    scope: 'org',
    body: baseBody,
    response: z.boolean(),
    handler: async ({ ctx, params, body }) =>
      Boolean(
        await svc.updateStoryboard(
          ctx,
          parse(s.updateStoryboardInputSchema, { ...(body as object), id: params.id }),
        ),
      ),
  }),
  route({
    method: 'delete',
    path: '/viz/storyboards/:id',
    writes: ['metadata'],
    tag: T,
    summary: 'Archive (default) or delete a storyboard with its pages',
    access: 'user',
    scope: 'org',
    query: z.object({ archive: z.enum(['true', 'false']).optional() }),
    response: z.boolean(),
    handler: ({ ctx, params, query }) =>
      svc.removeStoryboard(
        ctx,
        parse(s.removeStoryboardInputSchema, { id: params.id, archive: query.archive !== 'false' }),
      ),
  }),
  route({
    method: 'post',
    path: '/viz/storypages',
    writes: ['metadata'],
    tag: T,
    summary: 'Add a page showing a chart or dashboard (MANAGE on the storyboard, READ on what it shows)',
    access: 'user',
    scope: 'org',
    body: s.createStorypageInputSchema.passthrough(),
    response: storypage,
    handler: async ({ ctx, body }) => toStorypage(await pages.createStorypage(ctx, body)),
  }),
  route({
    method: 'put',
    path: '/viz/storypages/:id',
    writes: ['metadata'],
    tag: T,
    summary: "Change a page's target, order or transitions",
    access: 'user',
    scope: 'org',
    body: s.updateStorypageInputSchema.omit({ id: true }).passthrough(),
    response: z.boolean(),
    handler: ({ ctx, params, body }) =>
      pages.updateStorypage(ctx, parse(s.updateStorypageInputSchema, { ...(body as object), id: params.id })),
  }),
  route({
    method: 'delete',
    path: '/viz/storypages/:id',
    writes: ['metadata'],
    tag: T,
    summary: 'Remove a page',
    access: 'user',
    scope: 'org',
    response: z.boolean(),
    handler: ({ ctx, params }) => pages.deleteStorypage(ctx, parse(s.storypageIdSchema, { id: params.id })),
  }),
];
