import { z } from 'zod';
import type { orgIdSchema } from '../orgs/orgs.schemas';
import { id32, optionalText, required } from '../validation';

/**
 * Datart sends `config` as a JSON string, the web as an object. Anything that is not a JSON object is
 * left for validateDatachartConfig to refuse with a 422 and a clear message.
 */
const jsonConfig = z.unknown().transform((v): unknown => {
  if (typeof v !== 'string' || v.length > 5_000_000) return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
});

export const vizTypeSchema = z.enum(['FOLDER', 'DATACHART', 'DASHBOARD', 'STORYBOARD']);

export const createFolderInputSchema = z.object({
  orgId: id32(),
  name: required(255),
  parentId: id32().nullish(),
  index: z.number().finite().nullish(),
  description: optionalText(1000).optional(),
});
export const updateFolderInputSchema = z.object({
  id: id32(),
  name: required(255),
  parentId: id32().nullish(),
  index: z.number().finite().nullish(),
  description: optionalText(1000).optional(),
});
export const deleteVizInputSchema = z.object({ id: id32(), archive: z.boolean().default(true) });
export const vizIdSchema = z.object({ id: id32() });

export const createDatachartInputSchema = z.object({
  orgId: id32(),
  name: required(255),
  parentId: id32().nullish(),
  index: z.number().finite().nullish(),
  viewId: id32(),
  config: jsonConfig,
  description: optionalText(1000).optional(),
  subType: z.string().max(32).nullish(),
  avatar: z.string().max(255).nullish(),
  thumbnail: z.string().max(255).nullish(),
});
export const updateDatachartInputSchema = createDatachartInputSchema.omit({ orgId: true }).extend({
  id: id32(),
  /** Datart's client sends the status back; publishing goes through publish/unpublish, so it is ignored. */
  status: z.number().int().nullish(),
});
export const datachartIdsSchema = z.object({ datachartIds: z.array(id32()).max(500) });

export const checkVizNameInputSchema = z.object({
  orgId: id32(),
  name: required(255),
  parentId: id32().nullish(),
  vizType: vizTypeSchema.optional(),
  id: id32().optional(),
});
export const publishInputSchema = z.object({ id: id32(), vizType: vizTypeSchema, publish: z.boolean() });
export const unarchiveVizInputSchema = z.object({
  id: id32(),
  vizType: vizTypeSchema,
  newName: required(255),
  parentId: id32().nullish(),
  index: z.number().finite().nullish(),
});
/** The web tree's restore: the node's type is looked up on the server. */
export const restoreNodeInputSchema = z.object({
  id: id32(),
  name: required(255),
  parentId: id32().nullish(),
  index: z.number().finite().nullish(),
});
export const archivedListInputSchema = z.object({ orgId: id32(), vizType: vizTypeSchema });
export const executeDatachartInputSchema = z.object({
  id: id32(),
  request: z.record(z.string(), z.unknown()).default({}),
});

// Use-case inputs: what the doors parse with the schemas above (issue 30, D-arch-14).
export type ExecuteDatachartInput = z.output<typeof executeDatachartInputSchema>;
export type OrgIdInput = z.output<typeof orgIdSchema>;
export type CreateFolderInput = z.output<typeof createFolderInputSchema>;
export type UpdateFolderInput = z.output<typeof updateFolderInputSchema>;
export type DeleteVizInput = z.output<typeof deleteVizInputSchema>;
export type VizIdInput = z.output<typeof vizIdSchema>;
export type CreateDatachartInput = z.output<typeof createDatachartInputSchema>;
export type UpdateDatachartInput = z.output<typeof updateDatachartInputSchema>;
export type DatachartIdsInput = z.output<typeof datachartIdsSchema>;
export type CheckVizNameInput = z.output<typeof checkVizNameInputSchema>;
export type PublishInput = z.output<typeof publishInputSchema>;
export type UnarchiveVizInput = z.output<typeof unarchiveVizInputSchema>;
export type RestoreNodeInput = z.output<typeof restoreNodeInputSchema>;
export type ArchivedListInput = z.output<typeof archivedListInputSchema>;
