import { parse, shareDetail, sharesSchemas as s, sharesService as svc, shareVisit } from '@tessera/core';
import { z } from 'zod';
import { route } from '../route';
import { dataframeDtoSchema } from './mappers/dataframe';
import { toShareInfo, toShareVizDetail } from './mappers/shares';

const T = 'Shares';
const shareInfo = z
  .object({
    id: z.string(),
    vizType: z.string(),
    vizId: z.string(),
    authenticationMode: z.string(),
    rowPermissionBy: z.string(),
    authenticationCode: z.string().nullable(),
    expiryDate: z.string().nullable(),
    roles: z.array(z.string()),
    users: z.array(z.string()),
  })
  .passthrough();

export const sharesRoutes = [
  route({
    method: 'post',
    path: '/shares',
    writes: ['metadata'],
    tag: T,
    summary:
      'Create a share link (SHARE on the viz). CODE: the code is generated and returned this once. VISITOR rights need LOGIN; the expiry must be in the future',
    access: 'user',
    scope: 'org',
    body: s.createShareInputSchema.passthrough(),
    response: shareInfo,
    handler: async ({ ctx, body }) =>
      toShareInfo(await svc.createShare(ctx, parse(s.createShareInputSchema, body))),
  }),
  route({
    method: 'get',
    path: '/shares/:vizId',
    tag: T,
    summary: 'Every share link of a viz (SHARE on it); codes are never sent back',
    access: 'user',
    scope: 'org',
    response: z.array(shareInfo),
    handler: async ({ ctx, params }) =>
      (await svc.listShares(ctx, parse(s.vizSharesInputSchema, { vizId: params.vizId }))).map(toShareInfo),
  }),
  route({
    method: 'put',
    path: '/shares/:id',
    writes: ['metadata'],
    tag: T,
    summary: 'Change a share link (SHARE on its viz); switching to CODE generates a new code, returned once',
    access: 'user',
    scope: 'org',
    body: s.updateShareInputSchema.omit({ id: true }).passthrough(),
    response: shareInfo,
    handler: async ({ ctx, params, body }) =>
      toShareInfo(
        await svc.updateShare(ctx, parse(s.updateShareInputSchema, { ...(body as object), id: params.id })),
      ),
  }),
  route({
    method: 'post',
    path: '/shares/:id/code',
    writes: ['metadata'],
    tag: T,
    summary:
      'Change the code of a CODE share link (SHARE on its viz): a new code, returned once; the old code and every session opened with it end',
    access: 'user',
    scope: 'org',
    response: shareInfo,
    handler: async ({ ctx, params }) =>
      toShareInfo(await svc.changeShareCode(ctx, parse(s.shareIdSchema, { id: params.id }))),
  }),
  route({
    method: 'delete',
    path: '/shares/:id',
    writes: ['metadata'],
    tag: T,
    summary: 'Delete a share link: every use of it ends at once',
    access: 'user',
    scope: 'org',
    response: z.boolean(),
    handler: ({ ctx, params }) => svc.deleteShare(ctx, parse(s.shareIdSchema, { id: params.id })),
  }),
  route({
    method: 'post',
    path: '/shares/:id/viz',
    writes: ['log'],
    tag: T,
    summary:
      'Share page bootstrap: checks the share (expiry, code, sign-in, VISITOR rights) → the viz, a viz token and one execute token per view it uses',
    access: 'public',
    body: s.openShareInputSchema.omit({ id: true }).passthrough(),
    response: z
      .object({
        vizType: z.string(),
        vizDetail: z.unknown(),
        shareToken: z.unknown(),
        executeToken: z.record(z.string(), z.unknown()),
      })
      .passthrough(),
    handler: async ({ ctx, params, body }) =>
      toShareVizDetail(
        await shareVisit.openShare(
          ctx,
          parse(s.openShareInputSchema, { ...(body as object), id: params.id }),
        ),
      ),
  }),
  route({
    method: 'post',
    path: '/shares/execute',
    writes: [],
    tag: T,
    summary:
      "A shared viz's query (`?executeToken=`): the share is re-checked on every call; the token's view only; the share subject's rules",
    access: 'public',
    query: z.object({ executeToken: z.string() }),
    body: z.record(z.string(), z.unknown()),
    response: dataframeDtoSchema,
    handler: ({ ctx, query, body }) =>
      shareVisit.executeShare(
        ctx,
        parse(s.shareExecuteInputSchema, { executeToken: query.executeToken, request: body }),
      ),
  }),
  route({
    method: 'post',
    path: '/shares/function/support/:sourceId',
    writes: [],
    tag: T,
    summary:
      "Functions usable on a source behind the shared viz's views (body: a token of the page's session)",
    access: 'public',
    body: z.object({ authorizedToken: z.string() }).passthrough(),
    response: z.array(z.string()),
    handler: ({ ctx, params, body }) =>
      shareVisit.shareFunctionSupport(
        ctx,
        parse(s.shareFunctionSupportInputSchema, {
          sourceId: params.sourceId,
          authorizedToken: (body as { authorizedToken: string }).authorizedToken,
        }),
      ),
  }),
  route({
    method: 'post',
    path: '/shares/detail',
    writes: [],
    tag: T,
    summary:
      "View detail on a shared board: the rows behind one of its chart widgets; the share is re-checked on every call, the widget must be the shared viz's, the share subject's rules",
    access: 'public',
    body: z.record(z.string(), z.unknown()),
    response: dataframeDtoSchema,
    handler: ({ ctx, body }) => shareDetail.shareDetail(ctx, parse(s.shareDetailInputSchema, body)),
  }),
];
