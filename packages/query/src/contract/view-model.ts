import { z } from 'zod';
import { modelColumnSchema } from './request.schemas';

/**
 * A view's model as the engine reads it: Datart's model JSON (`{columns: {key: {name, type}}}`, reference
 * §3.6) or a plain list of columns. Lenient on purpose: a stored model with unknown parts still runs.
 */
export const viewModelSchema = z.union([
  z.array(modelColumnSchema),
  z
    .object({
      columns: z.record(
        z.string(),
        z
          .object({
            name: z.union([z.string(), z.array(z.string())]).optional(),
            type: z.string().optional(),
          })
          .loose(),
      ),
    })
    .loose(),
]);
export type ViewModel = z.infer<typeof viewModelSchema>;

/** The types a model column may be given (a dataframe column may also be BOOLEAN). */
export const modelColumnTypes = ['STRING', 'NUMERIC', 'DATE'] as const;
export const modelColumnTypeSchema = z.enum(modelColumnTypes);
export type ModelColumnType = z.infer<typeof modelColumnTypeSchema>;

/** Geographic roles of a column, for the map charts. */
export const columnCategories = ['UNCATEGORIZED', 'COUNTRY', 'PROVINCEORSTATE', 'CITY', 'COUNTY'] as const;
export const columnCategorySchema = z.enum(columnCategories);
export type ColumnCategory = z.infer<typeof columnCategorySchema>;

/** One column of a model document: its name (`[table, column]` for STRUCT views), type and role. */
export const modelDocumentColumnSchema = z
  .object({
    name: z.union([z.string(), z.array(z.string())]),
    type: modelColumnTypeSchema,
    category: columnCategorySchema,
    dateFormat: z.string().optional(),
    role: z.string().optional(),
  })
  .loose();
export type ModelDocumentColumn = z.infer<typeof modelDocumentColumnSchema>;

/** A folder of the hierarchy (Datart spells its role `hierachy`). */
export const hierarchyFolderSchema = z.object({
  name: z.string(),
  role: z.literal('hierachy'),
  children: z.array(modelDocumentColumnSchema),
});
export type HierarchyFolder = z.infer<typeof hierarchyFolderSchema>;
export type HierarchyNode = ModelDocumentColumn | HierarchyFolder;

/** A computed field of the view: a named expression over `[column]` references. */
export const computedFieldSchema = z.object({
  name: z.string(),
  expression: z.string(),
  type: modelColumnTypeSchema,
  category: z.literal('computedField'),
});
export type ComputedField = z.infer<typeof computedFieldSchema>;

/** The model document the view editor writes: columns, their folders (hierarchy) and computed fields. */
export const modelDocumentSchema = z
  .object({
    version: z.string(),
    columns: z.record(z.string(), modelDocumentColumnSchema),
    hierarchy: z.record(z.string(), z.union([hierarchyFolderSchema, modelDocumentColumnSchema])),
    computedFields: z.array(computedFieldSchema),
  })
  .loose();
export type ModelDocument = z.infer<typeof modelDocumentSchema>;

/** A view's settings that travel with every query of it (datart-facts §3.1). */
export const viewConfigSchema = z.object({
  cache: z.boolean().optional(),
  cacheExpires: z
    .number()
    .min(0)
    .max(7 * 24 * 3600)
    .optional(),
  concurrencyControl: z.boolean().optional(),
  concurrencyControlMode: z.enum(['DIRTYREAD', 'FASTFAILOVER']).optional(),
  expensiveQuery: z.boolean().optional(),
});
export type ViewConfig = z.infer<typeof viewConfigSchema>;
