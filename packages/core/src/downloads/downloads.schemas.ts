import { z } from 'zod';
import { id32, required } from '../validation';

/** Datart's download types; only EXCEL is made here (IMAGE and PDF get a clear refusal). */
const downloadType = z.string().trim().max(16).default('EXCEL');

/** One query of a member's download: an execute request, with the chart or board it belongs to. */
const memberParam = z
  .object({
    viewId: id32(),
    vizId: id32(),
    vizType: z.enum(['DATACHART', 'DASHBOARD']),
    vizName: z.string().max(255).nullish(),
    /** A board's widget whose chart shapes the query's Excel sheet (its formats, a table's header groups). */
    widgetId: id32().nullish(),
  })
  .passthrough();

/**
 * One page of a storyboard as a picture or PDF (Datart's download from a story page): the storyboard and
 * the page, which must be one of its pages.
 */
const storyPageParam = z
  .object({
    vizId: id32(),
    vizType: z.literal('STORYBOARD'),
    storyPageId: id32(),
    vizName: z.string().max(255).nullish(),
  })
  .passthrough();

/** `POST /download/submit/task`. */
export const submitDownloadInputSchema = z.object({
  fileName: required(255),
  downloadParams: z
    .array(z.discriminatedUnion('vizType', [memberParam, storyPageParam]))
    .min(1)
    .max(50),
  downloadType,
  imageWidth: z.number().nullish(),
});

/** The anonymous id a share page keeps for its downloads (Datart's `SHARE_CLIENT_ID`). */
export const clientIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'invalid' });

/** `POST /shares/download?clientId=`: the queries of a shared viz, each with the execute token of its view. */
export const shareDownloadInputSchema = z.object({
  clientId: clientIdSchema,
  fileName: required(255),
  downloadParams: z
    .array(z.object({ viewId: id32(), vizName: z.string().max(255).nullish() }).passthrough())
    .min(1)
    .max(50),
  downloadType,
  executeToken: z.record(z.string(), z.object({ authorizedToken: z.string().min(1) }).passthrough()),
});

export const downloadIdSchema = z.object({ id: id32() });
export const shareDownloadTasksSchema = z.object({ shareToken: z.string().min(1), clientId: clientIdSchema });
/** Datart's client fetches a file with the share token and the task id (its client id is not sent). */
export const shareDownloadFileSchema = z.object({
  shareToken: z.string().min(1),
  downloadId: id32(),
  clientId: clientIdSchema.optional(),
});

export type SubmitDownloadInput = z.output<typeof submitDownloadInputSchema>;
export type ShareDownloadInput = z.output<typeof shareDownloadInputSchema>;
export type DownloadIdInput = z.output<typeof downloadIdSchema>;
export type ShareDownloadTasksInput = z.output<typeof shareDownloadTasksSchema>;
export type ShareDownloadFileInput = z.output<typeof shareDownloadFileSchema>;
