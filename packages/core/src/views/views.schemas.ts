import { viewConfigSchema } from '@tessera/query';
import { z } from 'zod';
import type { orgIdSchema } from '../orgs/orgs.schemas';
import { id32, optionalText } from '../validation';
import { updateVariableInputSchema, viewVariableInputSchema } from '../variables/variables.schemas';
import { lenientViewConfig } from './lenient-shapes';
import { viewName } from './view-name.schemas';

/** Datart sends model/config as JSON strings; the web sends objects. */
const jsonObject = z
  .union([z.string().max(5_000_000), z.record(z.string(), z.unknown())])
  .nullish()
  .transform((v, c) => {
    if (v === null || v === undefined || v === '') return null;
    if (typeof v !== 'string') return v;
    try {
      const parsed: unknown = JSON.parse(v);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        return parsed as Record<string, unknown>;
    } catch {
      // reported below
    }
    c.addIssue({ code: 'custom', message: 'invalid', path: [] });
    return z.NEVER;
  });

/**
 * Checked as execute will read it (lenient-shapes.ts: Datart's client sends `cacheExpires: ''` and keeps
 * any `concurrencyControlMode` string) and stored as sent, so Datart's client reads back what it saved.
 */
export const viewConfigInputSchema = jsonObject.superRefine((v, ctx) => {
  const checked = viewConfigSchema.loose().nullable().safeParse(lenientViewConfig(v));
  if (!checked.success)
    for (const issue of checked.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
});

/** Columns one role or member may see in a view ([] = none); Datart's RelSubjectColumns. */
export const viewColumnRuleSchema = z.object({
  subjectType: z.enum(['ROLE', 'USER_ROLE', 'USER']),
  subjectId: id32(),
  columns: z.array(z.string().max(500)).max(5000),
});

/** Saved in the same transaction as the view (Datart's one-call save of the view editor). */
const viewExtras = {
  variablesToCreate: z.array(viewVariableInputSchema).max(200).default([]),
  /** Every column rule of the view, replacing the stored ones; null or absent leaves them unchanged. */
  columnPermission: z.array(viewColumnRuleSchema).max(1000).nullish(),
};

export const createViewInputSchema = z.object({
  orgId: id32(),
  name: viewName(),
  description: optionalText(1000).optional(),
  sourceId: id32().nullish(),
  script: z.string().max(1_000_000).nullish(),
  type: z.enum(['SQL', 'STRUCT']).default('SQL'),
  model: jsonObject,
  config: viewConfigInputSchema,
  parentId: id32().nullish(),
  isFolder: z.boolean().default(false),
  index: z.number().finite().nullish(),
  ...viewExtras,
});

export const updateViewInputSchema = createViewInputSchema.omit({ orgId: true, isFolder: true }).extend({
  id: id32(),
  variablesToUpdate: z.array(updateVariableInputSchema).max(200).default([]),
  variableToDelete: z.array(id32()).max(200).default([]),
});
export const moveViewInputSchema = z.object({
  id: id32(),
  name: viewName(),
  parentId: id32().nullish(),
  index: z.number().finite().nullish(),
});
export const viewIdSchema = z.object({ id: id32() });
export const deleteViewInputSchema = z.object({ id: id32(), archive: z.boolean().default(true) });
export const unarchiveViewInputSchema = moveViewInputSchema;
export const checkViewNameInputSchema = z.object({
  orgId: id32(),
  name: viewName(),
  parentId: id32().nullish(),
  id: id32().optional(),
});

// Use-case inputs: what the doors parse with the schemas above (issue 30, D-arch-14).
export type OrgIdInput = z.output<typeof orgIdSchema>;
export type CreateViewInput = z.output<typeof createViewInputSchema>;
export type UpdateViewInput = z.output<typeof updateViewInputSchema>;
export type MoveViewInput = z.output<typeof moveViewInputSchema>;
export type ViewIdInput = z.output<typeof viewIdSchema>;
export type DeleteViewInput = z.output<typeof deleteViewInputSchema>;
export type UnarchiveViewInput = z.output<typeof unarchiveViewInputSchema>;
export type CheckViewNameInput = z.output<typeof checkViewNameInputSchema>;
