import {
  orgsSchemas,
  sourceData,
  sourceExecute,
  sourcesSchemas as s,
  sourcesService as svc,
  parse,
} from '@tessera/core';
import { t } from '@tessera/i18n';
import { z } from 'zod';
import { route } from '../route';
import { withUpload } from '../upload';
import { currentOrgId } from './current-org';
import { dataframeDtoSchema } from './mappers/dataframe';
import {
  createSourceBody,
  sourceDetailDtoSchema,
  sourceDtoSchema,
  toSourceDto,
  updateSourceBody,
} from './mappers/source.mapper';

const T = 'Sources';
const source = sourceDtoSchema;
const toDtos = async <R extends { config: unknown }>(rows: Promise<R[]>) => (await rows).map(toSourceDto);
/** Datart's config form of a source type: its attributes (a nested attribute lists its own `children`). */
const providerTemplateSchema = z.object({
  type: z.string(),
  name: z.string(),
  displayName: z.string(),
  attributes: z.array(
    z
      .object({
        name: z.string(),
        displayName: z.string(),
        type: z.string(),
        required: z.boolean(),
        encrypt: z.boolean(),
      })
      .passthrough(),
  ),
});
const schemaAnswer = z.object({ schemaItems: z.array(z.unknown()), updateTime: z.unknown() });
const boolQuery = z.enum(['true', 'false']).optional();

export const sourcesRoutes = [
  route({
    method: 'get',
    path: '/sources',
    tag: T,
    summary: 'Sources and folders I may use',
    access: 'user',
    scope: 'org',
    query: orgsSchemas.orgIdSchema,
    response: z.array(source),
    handler: ({ ctx, query }) => toDtos(svc.listSources(ctx, query)),
  }),
  route({
    method: 'get',
    path: '/sources/archived',
    tag: T,
    summary: 'Archived sources (recycle bin)',
    access: 'user',
    scope: 'org',
    query: orgsSchemas.orgIdSchema,
    response: z.array(source),
    handler: ({ ctx, query }) => toDtos(svc.listArchivedSources(ctx, query)),
  }),
  route({
    method: 'post',
    path: '/sources',
    writes: ['metadata'],
    tag: T,
    summary: 'Create a source or folder (config as JSON string or object; secrets are sealed)',
    access: 'user',
    scope: 'org',
    body: createSourceBody,
    response: source,
    handler: async ({ ctx, body }) => toSourceDto(await svc.createSource(ctx, body)),
  }),
  route({
    method: 'post',
    path: '/sources/check/name',
    writes: [],
    tag: T,
    summary: 'true when the name is free in the folder, 409 otherwise',
    access: 'user',
    scope: 'org',
    body: s.checkSourceNameInputSchema,
    response: z.boolean(),
    handler: ({ ctx, body }) => svc.checkSourceName(ctx, body),
  }),
  route({
    method: 'post',
    path: '/sources/demo',
    writes: ['metadata'],
    tag: T,
    summary: 'Add the demo e-commerce source',
    access: 'user',
    scope: 'org',
    query: orgsSchemas.orgIdSchema,
    response: source,
    handler: async ({ ctx, query }) => toSourceDto(await svc.addDemoSource(ctx, query)),
  }),
  route({
    method: 'get',
    path: '/sources/schemas/:id',
    tag: T,
    summary: 'The stored schema and its time',
    access: 'user',
    scope: 'org',
    response: schemaAnswer,
    handler: ({ ctx, params }) => sourceData.getSchemas(ctx, parse(s.sourceIdSchema, { id: params.id })),
  }),
  route({
    method: 'get',
    path: '/sources/sync/schemas/:id',
    tag: T,
    summary: 'Read the schema from the source now',
    access: 'user',
    scope: 'org',
    response: schemaAnswer,
    handler: ({ ctx, params }) => sourceData.syncSchemas(ctx, parse(s.sourceIdSchema, { id: params.id })),
  }),
  route({
    method: 'put',
    path: '/sources/unarchive/:id',
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
    response: source,
    handler: async ({ ctx, params, query }) =>
      toSourceDto(
        await svc.unarchiveSource(
          ctx,
          parse(s.unarchiveSourceInputSchema, {
            id: params.id,
            name: query.name,
            parentId: query.parentId || null,
            index: query.index,
          }),
        ),
      ),
  }),
  route({
    method: 'get',
    path: '/sources/:id',
    tag: T,
    summary: 'One source; secret properties are masked',
    access: 'user',
    scope: 'org',
    response: sourceDetailDtoSchema,
    handler: async ({ ctx, params }) =>
      toSourceDto(await svc.getSource(ctx, parse(s.sourceIdSchema, { id: params.id }))),
  }),
  route({
    method: 'put',
    path: '/sources/:id',
    writes: ['metadata'],
    tag: T,
    summary: 'Update a source (a masked secret keeps its stored value)',
    access: 'user',
    scope: 'org',
    body: updateSourceBody,
    response: z.boolean(),
    handler: async ({ ctx, params, body }) => {
      await svc.updateSource(ctx, parse(s.updateSourceInputSchema, { ...body, id: params.id }));
      return true;
    },
  }),
  route({
    method: 'put',
    path: '/sources/:id/base',
    writes: ['metadata'],
    tag: T,
    summary: 'Rename or move',
    access: 'user',
    scope: 'org',
    body: s.moveSourceInputSchema.omit({ id: true }),
    response: source,
    handler: async ({ ctx, params, body }) =>
      toSourceDto(await svc.moveSource(ctx, parse(s.moveSourceInputSchema, { ...body, id: params.id }))),
  }),
  route({
    method: 'delete',
    path: '/sources/:id',
    writes: ['metadata'],
    tag: T,
    summary: 'Archive (default) or delete; refused while a folder has children',
    access: 'user',
    scope: 'org',
    query: z.object({ archive: boolQuery }),
    response: z.boolean(),
    handler: ({ ctx, params, query }) =>
      svc.deleteSource(
        ctx,
        parse(s.deleteSourceInputSchema, { id: params.id, archive: query.archive !== 'false' }),
      ),
  }),
  route({
    method: 'post',
    path: '/files/datasource',
    writes: ['metadata'],
    tag: T,
    summary: 'Upload a CSV or Excel file to a FILE source (multipart `file`); answers its path',
    access: 'user',
    scope: 'org',
    query: z.object({ sourceId: z.string(), tableName: z.string().optional() }),
    body: 'multipart',
    response: z.string(),
    handler: async ({ c, ctx, query }) => {
      // Who may upload is decided before a byte of the body is read; the body streams to disk within the limit.
      await sourceData.checkSourceUpload(ctx, query.sourceId);
      return withUpload(
        c,
        ctx.deps.files,
        ctx.deps.config.maxUploadBytes,
        async (file) =>
          (
            await sourceData.uploadSourceFile(ctx, {
              sourceId: query.sourceId,
              file,
              tableName: query.tableName,
            })
          ).path,
      );
    },
  }),
];

const P = 'Data provider';
export const dataProviderRoutes = [
  route({
    method: 'get',
    path: '/data-provider/providers',
    tag: P,
    summary: 'Source types',
    access: 'user',
    response: z.array(z.object({ type: z.string(), name: z.string() })),
    handler: async ({ ctx }) => sourceData.listProviders(ctx),
  }),
  route({
    method: 'get',
    path: '/data-provider/:type/config/template',
    tag: P,
    summary: 'The config form of a source type',
    access: 'user',
    response: providerTemplateSchema,
    handler: async ({ ctx, params }) => sourceData.configTemplate(ctx, params.type ?? ''),
  }),
  route({
    method: 'post',
    path: '/data-provider/test',
    writes: [],
    tag: P,
    summary:
      "Test a connection: {name, type, properties} (Datart's new-source form; the organisation is the current one) or with sourceId (stored secrets fill masked properties)",
    access: 'user',
    scope: 'org',
    query: z.object({ orgId: z.string().optional() }),
    body: s.testConnectionInputSchema.extend({ name: z.string().max(255).optional() }),
    response: z.boolean(),
    handler: async ({ c, ctx, query, body }) => {
      const orgId = body.orgId ?? query.orgId ?? (body.sourceId ? undefined : await currentOrgId(ctx));
      const result = await sourceData.testConnection(ctx, { ...body, orgId });
      // Datart answers `true`; what the role may do beyond reading travels as envelope warnings.
      if (result.warnings.length)
        c.set(
          'warnings',
          result.warnings.map((w) => t(ctx.lang, `warnings:${w.code}`, w.params)),
        );
      return true;
    },
  }),
  route({
    method: 'get',
    path: '/data-provider/:sourceId/databases',
    tag: P,
    summary: 'Databases (schemas) of a source',
    access: 'user',
    scope: 'org',
    response: z.array(z.string()),
    handler: ({ ctx, params }) =>
      sourceData.listDatabases(ctx, parse(s.sourceIdSchema, { id: params.sourceId })),
  }),
  route({
    method: 'get',
    path: '/data-provider/:sourceId/:database/tables',
    tag: P,
    summary: 'Tables of a database',
    access: 'user',
    scope: 'org',
    response: z.array(z.string()),
    handler: ({ ctx, params }) => sourceData.listTables(ctx, parse(s.tablesInputSchema, params)),
  }),
  route({
    method: 'get',
    path: '/data-provider/:sourceId/:database/:table/columns',
    tag: P,
    summary: 'Columns of a table',
    access: 'user',
    scope: 'org',
    response: z.array(z.object({ name: z.string(), type: z.string(), dbType: z.string() })),
    handler: ({ ctx, params }) => sourceData.listColumns(ctx, parse(s.columnsInputSchema, params)),
  }),
  route({
    method: 'post',
    path: '/data-provider/execute/test',
    writes: [],
    tag: P,
    summary:
      "Run ad-hoc SQL (people who may manage the source); each QUERY variable's values are bound (400 naming a variable used without a value)",
    access: 'user',
    scope: 'org',
    body: sourceExecute.executeTestInputSchema,
    response: dataframeDtoSchema,
    handler: async ({ c, ctx, body }) => {
      const { warnings, ...result } = await sourceExecute.executeTest(ctx, body);
      // Datart's editor shows any envelope warning, an empty list too, as "SQL parsing failed" with buttons
      // to report a bug: that is all it uses them for, so only a parse failure goes there. The row limit is
      // the editor's own "Limit: N" (its `size`), which data.pageInfo.pageSize confirms as applied.
      const parseFailures = warnings.filter((w) => w.code === 'SQL_PARSE_FAILED');
      if (parseFailures.length)
        c.set(
          'warnings',
          parseFailures.map((w) => w.message),
        );
      return result;
    },
  }),
];
