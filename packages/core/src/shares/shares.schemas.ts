import { z } from 'zod';
import { id32 } from '../validation';

export const shareVizTypeSchema = z.enum(['DATACHART', 'DASHBOARD', 'STORYBOARD']);
export const authenticationModeSchema = z.enum(['NONE', 'CODE', 'LOGIN']);
export const rowPermissionBySchema = z.enum(['CREATOR', 'VISITOR']);

/** Datart writes `yyyy-MM-dd HH:mm:ss` (read as UTC); ISO strings and epoch milliseconds are accepted too. */
const expiry = z
  .union([z.string().max(40), z.number().finite(), z.date()])
  .nullish()
  .transform((v, ctx): Date | null => {
    if (v === null || v === undefined || v === '') return null;
    const d =
      v instanceof Date
        ? v
        : typeof v === 'number'
          ? new Date(v)
          : new Date(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(v) ? `${v.replace(' ', 'T')}Z` : v);
    if (Number.isNaN(d.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'invalid', path: [] });
      return z.NEVER;
    }
    return d;
  });

/** Datart's share dialog sends `rowPermissionBy: ''` whenever the mode is not LOGIN: no choice, the creator's. */
const rowPermissionBy = z
  .union([z.literal('').transform(() => 'CREATOR' as const), rowPermissionBySchema])
  .nullish()
  .transform((v) => v ?? 'CREATOR');

const shareFields = {
  expiryDate: expiry,
  authenticationMode: authenticationModeSchema,
  rowPermissionBy,
  roles: z.array(id32()).max(500).nullish(),
  users: z.array(id32()).max(500).nullish(),
};

export const createShareInputSchema = z.object({
  vizType: shareVizTypeSchema,
  vizId: id32(),
  ...shareFields,
});
/** `rotateCode`: a CODE share that stays CODE gets a new code (the old one, and its sessions, end). */
export const updateShareInputSchema = z.object({
  id: id32(),
  ...shareFields,
  rotateCode: z.boolean().nullish(),
});
export const shareIdSchema = z.object({ id: id32() });

/** `POST /shares/function/support/{sourceId}` (Datart's share page): any token of the page's session. */
export const shareFunctionSupportInputSchema = z.object({
  sourceId: id32(),
  authorizedToken: z.string().min(10).max(2000),
});
export const vizSharesInputSchema = z.object({ vizId: id32() });

/** Datart's share-page bootstrap body. `username`/`password` are not used: a LOGIN share needs a session. */
export const openShareInputSchema = z.object({
  // or a worker's internal render link (decision D-render-2), checked when opened
  id: id32().or(z.string().regex(/^r\.[A-Za-z0-9_-]{16,1500}$/, { error: 'invalid' })),
  authenticationMode: authenticationModeSchema.nullish(),
  authenticationCode: z.string().max(64).nullish(),
  username: z.string().max(255).nullish(),
  password: z.string().max(255).nullish(),
});
export const shareExecuteInputSchema = z.object({
  executeToken: z.string().min(10).max(2000),
  request: z.record(z.string(), z.unknown()).default({}),
});

/** A plain detail request: fields as columns, nothing grouped or aggregated (buildQuery with `detail`). */
const ungrouped = (r: Record<string, unknown>) =>
  [r.groups, r.aggregators].every((x) => x === undefined || (Array.isArray(x) && x.length === 0));

/** "View detail" on a shared board: the rows behind one of its chart widgets (a point's conditions included). */
export const shareDetailInputSchema = z.object({
  /** The share page's token (`shareToken.authorizedToken` of the bootstrap). */
  shareToken: z.string().min(10).max(2000),
  widgetId: z
    .string()
    .transform((s) => s.replace(/-/g, '').toLowerCase())
    .pipe(id32()),
  request: z.record(z.string(), z.unknown()).refine(ungrouped, { message: 'invalid' }),
});

export type CreateShareInput = z.output<typeof createShareInputSchema>;
export type UpdateShareInput = z.output<typeof updateShareInputSchema>;
export type ShareIdInput = z.output<typeof shareIdSchema>;
export type ShareFunctionSupportInput = z.output<typeof shareFunctionSupportInputSchema>;
export type VizSharesInput = z.output<typeof vizSharesInputSchema>;
export type OpenShareInput = z.output<typeof openShareInputSchema>;
export type ShareExecuteInput = z.output<typeof shareExecuteInputSchema>;
export type ShareDetailInput = z.output<typeof shareDetailInputSchema>;
