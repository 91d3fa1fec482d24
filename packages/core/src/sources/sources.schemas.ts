import { z } from 'zod';
import type { orgIdSchema } from '../orgs/orgs.schemas';
import { id32, optionalText, required } from '../validation';

export const sourceKinds = ['JDBC', 'FILE', 'HTTP', 'DEMO'] as const;

/** Datart sends `config` as a JSON string; Tessera's web sends an object. Both are accepted. */
const configField = z
  .union([z.string().max(2_000_000), z.record(z.string(), z.unknown())])
  .nullish()
  .transform((v, c) => {
    if (v === null || v === undefined || v === '') return {};
    if (typeof v !== 'string') return v;
    try {
      const parsed: unknown = JSON.parse(v);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        return parsed as Record<string, unknown>;
    } catch {
      // fall through to the issue below
    }
    c.addIssue({ code: 'custom', message: 'invalid', path: [] });
    return z.NEVER;
  });

export const createSourceInputSchema = z.object({
  orgId: id32(),
  name: required(255),
  type: z.enum([...sourceKinds, 'FOLDER']).default('JDBC'),
  config: configField,
  description: optionalText(1000).optional(),
  parentId: id32().nullish(),
  isFolder: z.boolean().default(false),
  index: z.number().finite().nullish(),
});

export const updateSourceInputSchema = z.object({
  id: id32(),
  name: required(255),
  config: configField,
  description: optionalText(1000).optional(),
  parentId: id32().nullish(),
  index: z.number().finite().nullish(),
});

export const moveSourceInputSchema = z.object({
  id: id32(),
  name: required(255),
  parentId: id32().nullish(),
  index: z.number().finite().nullish(),
});

export const sourceIdSchema = z.object({ id: id32() });
export const deleteSourceInputSchema = z.object({ id: id32(), archive: z.boolean().default(true) });
export const unarchiveSourceInputSchema = z.object({
  id: id32(),
  name: required(255),
  parentId: id32().nullish(),
  index: z.number().finite().nullish(),
});
export const checkSourceNameInputSchema = z.object({
  orgId: id32(),
  name: required(255),
  parentId: id32().nullish(),
  id: id32().optional(),
});

export const testConnectionInputSchema = z.object({
  orgId: id32().optional(),
  type: z.enum(sourceKinds),
  properties: configField,
  /** Editing an existing source: its stored secrets fill masked properties. */
  sourceId: id32().optional(),
});

export const tablesInputSchema = z.object({ sourceId: id32(), database: z.string().min(1).max(255) });
export const columnsInputSchema = tablesInputSchema.extend({ table: z.string().min(1).max(255) });

// Use-case inputs: what the doors parse with the schemas above (issue 30, D-arch-14).
export type OrgIdInput = z.output<typeof orgIdSchema>;
export type CreateSourceInput = z.output<typeof createSourceInputSchema>;
export type UpdateSourceInput = z.output<typeof updateSourceInputSchema>;
export type MoveSourceInput = z.output<typeof moveSourceInputSchema>;
export type SourceIdInput = z.output<typeof sourceIdSchema>;
export type DeleteSourceInput = z.output<typeof deleteSourceInputSchema>;
export type UnarchiveSourceInput = z.output<typeof unarchiveSourceInputSchema>;
export type CheckSourceNameInput = z.output<typeof checkSourceNameInputSchema>;
export type TestConnectionInput = z.output<typeof testConnectionInputSchema>;
export type TablesInput = z.output<typeof tablesInputSchema>;
export type ColumnsInput = z.output<typeof columnsInputSchema>;
