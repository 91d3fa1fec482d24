import { canSchema, sourcesSchemas } from '@tessera/core';
import { z } from 'zod';
import { jsonText, jsonTextSchema } from './json-text';

/** A source as Datart's client reads it, in lists and in the detail: `config` is JSON text. */
export const sourceDtoSchema = z.object({
  id: z.string(),
  orgId: z.string(),
  name: z.string(),
  type: z.string().describe('JDBC, FILE, HTTP, DEMO or FOLDER'),
  description: z.string().nullable(),
  parentId: z.string().nullable(),
  isFolder: z.boolean(),
  index: z.number(),
  status: z.number().int(),
  createdBy: z.string().nullable(),
  updatedAt: z.string().describe('ISO 8601'),
  config: jsonTextSchema('Connection properties (secrets masked as ********; "{}" for folders)'),
  needsPassword: z
    .boolean()
    .describe('Beyond Datart: the source came without its secret (an import) and connects after it is set'),
  can: canSchema.optional().describe('Beyond Datart: what I may do with it (in lists and the detail)'),
});
export const sourceDetailDtoSchema = sourceDtoSchema.extend({
  schemaUpdateDate: z.string().nullable().describe('ISO 8601; null before the first schema sync'),
});

/** The one place where a source leaves through REST. */
export function toSourceDto<T extends { config: unknown }>(
  source: T,
): Omit<T, 'config'> & { config: string } {
  return { ...source, config: jsonText(source.config) };
}

/** Bodies: `config` may be JSON text (Datart) or an object; the use case's schema accepts both. */
export const createSourceBody = sourcesSchemas.createSourceInputSchema;
export const updateSourceBody = sourcesSchemas.updateSourceInputSchema.omit({ id: true });
