import { downloadsSchemas as s, downloadsService as svc, parse, shareDownloads } from '@tessera/core';
import { z } from 'zod';
import { route } from '../route';

const downloadTask = z.object({
  id: z.string(),
  name: z.string(),
  path: z.string().nullable(),
  status: z.number().int().describe('0 running, 1 done, 2 downloaded, -1 failed'),
  error: z.string().nullable().describe('why a failed task failed (an error code)'),
  createTime: z.string(),
  lastDownloadTime: z.string().nullable(),
});
const file = z
  .string()
  .describe(
    'the file itself (image/png, application/pdf, else application/octet-stream; Content-Disposition: attachment)',
  );

/** Pictures and PDFs say what they are (a browser may preview them); the rest stays a plain file. */
const TYPES: Record<string, string> = { png: 'image/png', pdf: 'application/pdf' };

/** A finished task's file as an attachment, streamed from disk; the name also in RFC 5987 form. */
function attachment(file: { name: string; size: number; body: () => ReadableStream<Uint8Array> }): Response {
  const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return new Response(file.body(), {
    headers: {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Content-Length': String(file.size),
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/**
 * Datart's download tasks (Excel exports run by the worker): a member's own, and a share page's, which
 * belong to its anonymous client id. Each query is checked when asked and again when run.
 */
export const downloadsRoutes = [
  route({
    method: 'get',
    path: '/download/tasks',
    tag: 'Downloads',
    summary: 'My download tasks of the last 7 days, newest first',
    access: 'user',
    response: z.array(downloadTask),
    handler: ({ ctx }) => svc.listDownloads(ctx),
  }),
  route({
    method: 'post',
    path: '/download/submit/task',
    writes: ['log'],
    tag: 'Downloads',
    summary: 'Ask for an Excel or CSV file of one or more queries (DOWNLOAD on each chart or board)',
    access: 'user',
    scope: 'org',
    body: s.submitDownloadInputSchema,
    response: downloadTask,
    handler: ({ ctx, body }) => svc.submitDownload(ctx, body),
  }),
  route({
    method: 'get',
    path: '/download/files/:id',
    tag: 'Downloads',
    summary: 'The file of one of my finished tasks (marks it downloaded)',
    access: 'user',
    response: file,
    handler: async ({ ctx, params }) =>
      attachment(await svc.downloadFile(ctx, parse(s.downloadIdSchema, { id: params.id }))),
  }),
  route({
    method: 'post',
    path: '/shares/download',
    writes: ['log'],
    tag: 'Shares',
    summary:
      "A download from a share page (the share's creator must hold DOWNLOAD); the task is the client id's",
    access: 'public',
    query: z.object({ clientId: z.string(), password: z.string().optional() }),
    body: s.shareDownloadInputSchema.omit({ clientId: true }),
    response: downloadTask,
    handler: ({ ctx, query, body }) =>
      shareDownloads.submitShareDownload(
        ctx,
        parse(s.shareDownloadInputSchema, { ...(body as object), clientId: query.clientId }),
      ),
  }),
  route({
    method: 'get',
    path: '/shares/download/task',
    tag: 'Shares',
    summary: "A share page's download tasks (its client id's, on this share, last 7 days)",
    access: 'public',
    query: z.object({ shareToken: z.string(), clientId: z.string() }),
    response: z.array(downloadTask),
    handler: ({ ctx, query }) =>
      shareDownloads.listShareDownloads(ctx, parse(s.shareDownloadTasksSchema, query)),
  }),
  route({
    method: 'get',
    path: '/shares/download',
    tag: 'Shares',
    summary: 'The file of a finished share download, while the share still allows downloads',
    access: 'public',
    query: z.object({
      shareToken: z.string(),
      downloadId: z.string(),
      clientId: z.string().optional(),
      password: z.string().optional(),
    }),
    response: file,
    handler: async ({ ctx, query }) =>
      attachment(await shareDownloads.shareDownloadFile(ctx, parse(s.shareDownloadFileSchema, query))),
  }),
];
