import { z } from 'zod';
import { id32, required } from '../validation';

/** Datart sends configs as JSON strings, the web as objects. */
const jsonObject = z.unknown().transform((v, ctx): Record<string, unknown> | null => {
  if (v === null || v === undefined || v === '') return null;
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

export const createStoryboardInputSchema = z.object({
  orgId: id32(),
  name: required(255),
  config: jsonObject.optional(),
  parentId: id32().nullish(),
  isFolder: z.boolean().nullish(),
  index: z.number().finite().nullish(),
});
export const updateStoryboardInputSchema = z.object({
  id: id32(),
  name: required(255),
  config: jsonObject.optional(),
  parentId: id32().nullish(),
  index: z.number().finite().nullish(),
  status: z.number().int().nullish(),
});
export const storyboardIdSchema = z.object({ id: id32() });
export const listStoryboardsInputSchema = z.object({ orgId: id32() });
export const removeStoryboardInputSchema = z.object({ id: id32(), archive: z.boolean().default(true) });

export const storypageRelTypeSchema = z.enum(['DATACHART', 'DASHBOARD']);
export const createStorypageInputSchema = z.object({
  storyboardId: id32(),
  relType: storypageRelTypeSchema,
  relId: id32(),
  config: jsonObject.optional(),
});
export const updateStorypageInputSchema = createStorypageInputSchema.extend({ id: id32() });
export const storypageIdSchema = z.object({ id: id32() });

// Use-case inputs: what the doors parse with the schemas above (issue 30, D-arch-14).
export type CreateStoryboardInput = z.output<typeof createStoryboardInputSchema>;
export type UpdateStoryboardInput = z.output<typeof updateStoryboardInputSchema>;
export type StoryboardIdInput = z.output<typeof storyboardIdSchema>;
export type ListStoryboardsInput = z.output<typeof listStoryboardsInputSchema>;
export type RemoveStoryboardInput = z.output<typeof removeStoryboardInputSchema>;
export type CreateStorypageInput = z.output<typeof createStorypageInputSchema>;
export type UpdateStorypageInput = z.output<typeof updateStorypageInputSchema>;
export type StorypageIdInput = z.output<typeof storypageIdSchema>;
