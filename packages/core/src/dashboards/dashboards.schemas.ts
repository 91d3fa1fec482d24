import { z } from 'zod';
import { id32, optionalText, required } from '../validation';

/** Datart sends configs as JSON strings, the web as objects; both arrive here as an object (or are refused). */
const jsonObject = z.unknown().transform((v, ctx): Record<string, unknown> => {
  let parsed: unknown = v;
  if (typeof v === 'string') {
    try {
      parsed = JSON.parse(v) as unknown;
    } catch {
      parsed = undefined;
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    ctx.addIssue({ code: 'custom', message: 'invalid' });
    return z.NEVER;
  }
  return parsed as Record<string, unknown>;
});

/**
 * Widget ids may be made by the client (Datart's editor does, so that relations can name widgets created
 * in the same save). A UUID with or without dashes, in any case, is normalised to Tessera's 32-hex form.
 */
export const widgetIdSchema = z
  .string()
  .transform((s) => s.replace(/-/g, '').toLowerCase())
  .pipe(id32());

export const boardTypeSchema = z.enum(['auto', 'free']);

export const createDashboardInputSchema = z.object({
  orgId: id32(),
  name: required(255),
  parentId: id32().nullish(),
  index: z.number().finite().nullish(),
  config: jsonObject.nullish(),
  subType: boardTypeSchema.nullish(),
  description: optionalText(1000).optional(),
  avatar: z.string().max(255).nullish(),
});

export const widgetRelationInputSchema = z.object({
  id: widgetIdSchema.nullish(),
  sourceId: widgetIdSchema,
  targetId: widgetIdSchema,
  config: jsonObject.nullish(),
});

/** Datart's widget body. `viewIds` is accepted for compatibility and ignored: the server derives it. */
export const widgetInputSchema = z.object({
  id: widgetIdSchema.nullish(),
  dashboardId: id32().nullish(),
  parentId: widgetIdSchema.nullish(),
  config: jsonObject,
  datachartId: id32().nullish(),
  viewIds: z.array(z.string()).nullish(),
  relations: z.array(widgetRelationInputSchema).max(500).nullish(),
});

export const updateDashboardInputSchema = createDashboardInputSchema.omit({ orgId: true }).extend({
  id: id32(),
  /** The version the editor loaded; a newer stored version means someone else saved first (409). */
  version: z.number().int().positive().nullish(),
  widgetToCreate: z.array(widgetInputSchema).max(500).default([]),
  widgetToUpdate: z
    .array(widgetInputSchema.extend({ id: widgetIdSchema }))
    .max(500)
    .default([]),
  widgetToDelete: z.array(widgetIdSchema).max(500).default([]),
  status: z.number().int().nullish(),
});

export const copyDashboardInputSchema = createDashboardInputSchema.omit({ orgId: true }).extend({
  id: id32(),
  orgId: id32().optional(),
});

/** One widget's query in a board data request: the chart request built by @tessera/charts' buildQuery. */
export const widgetQuerySchema = z.object({
  widgetId: widgetIdSchema,
  request: z.record(z.string(), z.unknown()).default({}),
});
const dashboardDataBody = z.object({
  /** The widget queries to run (what the web board planned, or any client's own). */
  queries: z.array(widgetQuerySchema).min(1).max(200).optional(),
  /**
   * Or the board's opening queries, planned here as the web board plans them on its first render, for a page
   * with these query parameters (decision D-dash-5): a page may ask before it has the board's detail.
   */
  opening: z
    .object({ params: z.record(z.string().max(200), z.array(z.string().max(1000)).max(100)).default({}) })
    .optional(),
});
const oneOf = (v: z.infer<typeof dashboardDataBody>) =>
  (v.queries === undefined) !== (v.opening === undefined);
/** `POST /viz/dashboards/{id}/data`'s body: `queries`, or `opening`. */
export const dashboardDataBodySchema = dashboardDataBody.refine(oneOf, {
  error: 'required',
  path: ['queries'],
});
export const dashboardDataInputSchema = dashboardDataBody
  .extend({ id: id32() })
  .refine(oneOf, { error: 'required', path: ['queries'] });

export type WidgetInput = z.infer<typeof widgetInputSchema>;

// Use-case inputs: what the doors parse with the schemas above (issue 30, D-arch-14).
export type CreateDashboardInput = z.output<typeof createDashboardInputSchema>;
export type UpdateDashboardInput = z.output<typeof updateDashboardInputSchema>;
export type CopyDashboardInput = z.output<typeof copyDashboardInputSchema>;
export type DashboardDataInput = z.output<typeof dashboardDataInputSchema>;
