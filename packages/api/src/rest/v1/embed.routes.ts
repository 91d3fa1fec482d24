import { embedSchemas as s, embedSecrets, embedVisit, orgsSchemas, parse } from '@tessera/core';
import { z } from 'zod';
import { route } from '../route';
import { dataframeDtoSchema } from './mappers/dataframe';

const T = 'Embedding';
const status = z.object({
  enabled: z.boolean(),
  createdAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  can: z.object({ manage: z.boolean() }),
});

/**
 * Signed embedding (beyond Datart; twin of tRPC `embed.*`): an organisation owner makes the secret, a
 * host app signs short-lived tokens with it, and the embed page's doors take the token on every call.
 */
export const embedRoutes = [
  route({
    method: 'get',
    path: '/orgs/:orgId/embedding',
    tag: T,
    summary: 'Whether the organisation embeds, since when and by whom (members); never the secret',
    access: 'user',
    scope: 'org',
    response: status,
    handler: async ({ ctx, params }) => {
      const status = await embedSecrets.embeddingStatus(
        ctx,
        parse(orgsSchemas.orgIdSchema, { orgId: params.orgId }),
      );
      return { ...status, createdAt: status.createdAt?.toISOString() ?? null };
    },
  }),
  route({
    method: 'post',
    path: '/orgs/:orgId/embedding',
    writes: ['metadata'],
    tag: T,
    summary:
      'Make a new embedding secret (owners), answered this once; it replaces the previous one, which ends every embed signed with it',
    access: 'user',
    scope: 'org',
    response: z.object({ secret: z.string(), createdAt: z.string() }),
    handler: async ({ ctx, params }) => {
      const made = await embedSecrets.createEmbeddingSecret(
        ctx,
        parse(orgsSchemas.orgIdSchema, { orgId: params.orgId }),
      );
      return { ...made, createdAt: made.createdAt.toISOString() };
    },
  }),
  route({
    method: 'delete',
    path: '/orgs/:orgId/embedding',
    writes: ['metadata'],
    tag: T,
    summary: 'Turn embedding off (owners): every embed of the organisation stops at its next call',
    access: 'user',
    scope: 'org',
    response: z.boolean(),
    handler: ({ ctx, params }) =>
      embedSecrets.deleteEmbeddingSecret(ctx, parse(orgsSchemas.orgIdSchema, { orgId: params.orgId })),
  }),
  route({
    method: 'post',
    path: '/embed/viz',
    writes: ['log'],
    tag: T,
    summary:
      'The embedded chart or board for a signed token (body `{token}`): read-only, no view SQL, with the fields whose filter the token fixes',
    access: 'public',
    body: s.embedTokenInputSchema,
    response: z
      .object({ vizType: z.string(), vizDetail: z.unknown(), lockedFilters: z.array(z.string()) })
      .passthrough(),
    handler: async ({ ctx, body }) => {
      const open = await embedVisit.openEmbed(ctx, body);
      return { ...open, expiresAt: open.expiresAt.toISOString() };
    },
  }),
  route({
    method: 'post',
    path: '/embed/execute',
    writes: [],
    tag: T,
    summary:
      "An embedded chart's query (body `{token, request}`): the token is checked on every call; its values stand in for the row rule and its fixed filters are added",
    access: 'public',
    body: s.embedExecuteInputSchema,
    response: dataframeDtoSchema,
    handler: ({ ctx, body }) => embedVisit.executeEmbed(ctx, body),
  }),
];
