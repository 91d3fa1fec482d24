import {
  dashboardData,
  dashboardsSchemas as s,
  dashboardsService as svc,
  parse,
  vizSchemas,
} from '@tessera/core';
import { z } from 'zod';
import { errorShape, renderMessage, statusOf, toAppError } from '../../errors';
import { route } from '../route';
import { datartBoardSaveSchema, toBoardSaveInput, toDashboardDetail } from './mappers/dashboards';
import { toFolder } from './mappers/viz';

const T = 'Viz';
const folder = z.object({ id: z.string(), name: z.string(), relType: z.string() }).passthrough();
const detail = z
  .object({ id: z.string(), name: z.string(), config: z.string().nullable(), widgets: z.array(z.unknown()) })
  .passthrough();

export const dashboardsRoutes = [
  route({
    method: 'post',
    path: '/viz/dashboards',
    writes: ['metadata'],
    tag: T,
    summary: 'Create a dashboard (CREATE on the parent or the root) → its tree node',
    access: 'user',
    scope: 'org',
    body: s.createDashboardInputSchema.passthrough(),
    response: folder,
    handler: async ({ ctx, body }) => toFolder(await svc.createDashboard(ctx, body)),
  }),
  route({
    method: 'get',
    path: '/viz/dashboards/:id',
    tag: T,
    summary: 'A dashboard with its widgets (+ relations), the charts and views they use, `download`, `can`',
    access: 'user',
    scope: 'org',
    response: detail,
    handler: async ({ ctx, params }) =>
      toDashboardDetail(await svc.getDashboard(ctx, parse(vizSchemas.vizIdSchema, { id: params.id }))),
  }),
  route({
    method: 'put',
    path: '/viz/dashboards/:id',
    writes: ['metadata'],
    tag: T,
    summary:
      "Save a dashboard in one call: board + widgetToCreate / widgetToUpdate / widgetToDelete, one transaction (MANAGE; `version` conflict → 409). New widgets may carry the client's own ids (Datart: type + UUID); they are stored under 32-hex ids, and parents and relations naming them follow",
    access: 'user',
    scope: 'org',
    body: datartBoardSaveSchema,
    response: z.boolean(),
    handler: async ({ ctx, params, body }) =>
      Boolean(
        await svc.updateDashboard(
          ctx,
          parse(s.updateDashboardInputSchema, toBoardSaveInput(params.id!, body)),
        ),
      ),
  }),
  route({
    method: 'put',
    path: '/viz/dashboards/:id/copy',
    writes: ['metadata'],
    tag: T,
    summary:
      'Copy a dashboard with its widgets (READ on it, CREATE where the copy lands) → the new tree node',
    access: 'user',
    scope: 'org',
    body: s.copyDashboardInputSchema.omit({ id: true }).passthrough(),
    response: folder,
    handler: async ({ ctx, params, body }) =>
      toFolder(
        await svc.copyDashboard(
          ctx,
          parse(s.copyDashboardInputSchema, { ...(body as object), id: params.id }),
        ),
      ),
  }),
  route({
    method: 'delete',
    path: '/viz/dashboards/:id',
    writes: ['metadata'],
    tag: T,
    summary: 'Archive (default) or delete a dashboard',
    access: 'user',
    scope: 'org',
    query: z.object({ archive: z.enum(['true', 'false']).optional() }),
    response: z.boolean(),
    handler: ({ ctx, params, query }) =>
      svc.removeDashboard(
        ctx,
        parse(vizSchemas.deleteVizInputSchema, { id: params.id, archive: query.archive !== 'false' }),
      ),
  }),
  route({
    method: 'post',
    path: '/viz/dashboards/:id/data',
    writes: [],
    tag: T,
    summary:
      'Every widget query of a board in one request, answered as NDJSON: one line per widget as soon as it is ready ({widgetId, data} or {widgetId, error}). With `opening` instead of `queries`, the server plans the board’s opening queries for a page with those parameters and names them in a first line ({queries})',
    access: 'user',
    scope: 'org',
    body: s.dashboardDataBodySchema,
    response: z.string().describe('application/x-ndjson'),
    handler: async ({ ctx, params, body }) => {
      const { queries, lines } = await dashboardData.openDashboardData(
        ctx,
        parse(s.dashboardDataInputSchema, { ...body, id: params.id }),
      );
      const encoder = new TextEncoder();
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          // What the server planned, so that the page can tell it asked for the same.
          if ('opening' in body && body.opening)
            controller.enqueue(encoder.encode(`${JSON.stringify({ queries })}\n`));
          for await (const line of lines) {
            const out =
              'data' in line
                ? { widgetId: line.widgetId, data: line.data }
                : (() => {
                    const e = toAppError(line.error, ctx);
                    return {
                      widgetId: line.widgetId,
                      status: statusOf(e),
                      error: { ...errorShape(ctx.lang, e), message: renderMessage(ctx.lang, e) },
                    };
                  })();
            controller.enqueue(encoder.encode(`${JSON.stringify(out)}\n`));
          }
          controller.close();
        },
      });
      return new Response(stream, {
        headers: { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store' },
      });
    },
  }),
];
