import {
  AppError,
  parse,
  transferExport,
  transferImport,
  transferSchemas as s,
  transferTemplates,
} from '@tessera/core';
import { z } from 'zod';
import { route } from '../route';
import { readUpload } from '../upload';

const downloadTask = z.object({
  id: z.string(),
  name: z.string(),
  path: z.string().nullable(),
  status: z.number().int(),
  error: z.string().nullable(),
  createTime: z.string(),
  lastDownloadTime: z.string().nullable(),
});
const reportItem = z.object({ type: z.string(), id: z.string(), name: z.string() });
const importReport = z.object({
  created: z.array(reportItem),
  replaced: z.array(reportItem),
  skipped: z.array(reportItem),
});
const templateQuery = z.object({ orgId: z.string().optional() });
const maxFile = () => s.TRANSFER_LIMITS.compressedBytes;

/** `bindings` travels in the query as JSON (the multipart body holds the file only). */
function bindingsOf(raw: string | undefined): Record<string, string> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, string>;
  } catch {
    // answered below
  }
  throw new AppError('INVALID_INPUT', {}, { fields: [{ path: 'bindings', message: 'invalid' }] });
}

/** Datart's resource migration and templates (issue 32): `.drr` exports and imports, `.drt` templates. */
export const vizTransferRoutes = [
  route({
    method: 'post',
    path: '/viz/export',
    writes: ['log'],
    tag: 'Viz',
    summary:
      'Export charts, dashboards and storyboards with all they need as a .drr download task (owners only; secrets never exported)',
    access: 'user',
    scope: 'org',
    body: s.exportInputSchema,
    response: downloadTask,
    handler: ({ ctx, body }) => transferExport.exportResources(ctx, body),
  }),
  route({
    method: 'post',
    path: '/viz/export/datachart/template',
    writes: ['log'],
    tag: 'Viz',
    summary: 'Export a chart as a .drt template (no data binding) as a download task',
    access: 'user',
    scope: 'org',
    query: templateQuery,
    body: s.chartTemplateInputSchema,
    response: downloadTask,
    handler: ({ ctx, body, query }) => transferExport.exportChartTemplate(ctx, body, query.orgId),
  }),
  route({
    method: 'post',
    path: '/viz/export/dashboard/template',
    writes: ['log'],
    tag: 'Viz',
    summary:
      'Export a dashboard as a .drt template (linked charts copied in, no data binding) as a download task',
    access: 'user',
    scope: 'org',
    query: templateQuery,
    body: s.boardTemplateInputSchema,
    response: downloadTask,
    handler: ({ ctx, body, query }) => transferExport.exportBoardTemplate(ctx, body, query.orgId),
  }),
  route({
    method: 'post',
    path: '/viz/import',
    writes: ['metadata'],
    tag: 'Viz',
    summary:
      'Import a .drr (multipart `file`) with strategy NEW, OVERWRITE or ROLLBACK in one transaction (owners only); answers what was created, replaced and skipped',
    access: 'user',
    scope: 'org',
    query: z.object({ orgId: z.string(), strategy: z.string().optional() }),
    body: 'multipart',
    response: importReport,
    handler: async ({ c, ctx, query }) =>
      transferImport.importResources(
        ctx,
        parse(s.importInputSchema, { orgId: query.orgId, strategy: query.strategy?.toUpperCase() || 'NEW' }),
        (await readUpload(c, maxFile())).data,
      ),
  }),
  route({
    method: 'post',
    path: '/viz/import/template',
    writes: ['metadata'],
    tag: 'Viz',
    summary:
      'Create a chart or dashboard from a .drt (multipart `file`) under `parentId` (CREATE there); `bindings` (JSON) names a view per data-bound widget',
    access: 'user',
    scope: 'org',
    query: z.object({
      orgId: z.string(),
      parentId: z.string().optional(),
      name: z.string(),
      bindings: z.string().optional(),
    }),
    body: 'multipart',
    response: z
      .object({ id: z.string(), name: z.string(), relType: z.string(), parentId: z.string().nullable() })
      .passthrough(),
    handler: async ({ c, ctx, query }) =>
      transferTemplates.importTemplate(
        ctx,
        parse(s.importTemplateInputSchema, {
          orgId: query.orgId,
          parentId: query.parentId ?? null,
          name: query.name,
          bindings: bindingsOf(query.bindings),
        }),
        (await readUpload(c, maxFile())).data,
      ),
  }),
  route({
    method: 'post',
    path: '/viz/import/template/inspect',
    writes: [],
    tag: 'Viz',
    summary:
      "What a .drt (multipart `file`) holds: a chart or a dashboard, and each data-bound widget's needed fields",
    access: 'user',
    scope: 'org',
    query: z.object({ orgId: z.string() }),
    body: 'multipart',
    response: z.object({
      type: z.enum(['DATACHART', 'DASHBOARD']),
      name: z.string(),
      bindings: z.array(z.object({ key: z.string(), name: z.string(), fields: z.array(z.string()) })),
    }),
    handler: async ({ c, ctx, query }) =>
      transferTemplates.inspectTemplate(ctx, query.orgId, (await readUpload(c, maxFile())).data),
  }),
];
