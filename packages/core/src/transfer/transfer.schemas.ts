import { z } from 'zod';
import { id32, required } from '../validation';

/** What the file says it is; a reader refuses any other format name. */
export const TRANSFER_FORMAT = 'tessera-transfer';
/** The format this build writes and the newest it reads (docs/migration.md). */
export const TRANSFER_FORMAT_VERSION = 1;

/** Limits checked before anything is written (D-transfer-3). */
export const TRANSFER_LIMITS = {
  /** The uploaded (compressed) file. */
  compressedBytes: 20 * 1024 * 1024,
  /** The JSON once gunzipped: reading stops here, so a gzip bomb never fills memory. */
  decompressedBytes: 100 * 1024 * 1024,
  entries: 5_000,
};

const json = z.record(z.string(), z.unknown());
const nullableId = id32().nullable();
const name = z.string().min(1).max(255);
const text = z.string().max(100_000).nullable().optional();

const tree = { parentId: nullableId, index: z.number().finite().default(0) };

export const entryTypeSchema = z.enum([
  'SOURCE',
  'VIEW',
  'VARIABLE',
  'FOLDER',
  'DATACHART',
  'DASHBOARD',
  'STORYBOARD',
  'IMAGE',
  'VERSION',
]);
export type EntryType = z.infer<typeof entryTypeSchema>;

export const sourceDataSchema = z.object({
  id: id32(),
  name,
  type: z.string().min(1).max(16),
  config: json.nullable(),
  description: text,
  isFolder: z.boolean(),
  /** The source had a secret at export: it arrives without it and needs the password again. */
  hadSecret: z.boolean(),
  ...tree,
});

export const viewDataSchema = z.object({
  id: id32(),
  name,
  description: text,
  sourceId: nullableId,
  script: z.string().max(1_000_000).nullable(),
  type: z.string().min(1).max(16),
  model: json.nullable(),
  config: json.nullable(),
  isFolder: z.boolean(),
  ...tree,
});

export const variableDataSchema = z.object({
  id: id32(),
  viewId: nullableId,
  name: z.string().min(1).max(128),
  label: z.string().max(255).nullable(),
  type: z.string().min(1).max(16),
  valueType: z.string().min(1).max(16),
  format: z.string().max(64).nullable(),
  permission: z.string().min(1).max(16),
  defaultValue: z.array(z.string()).nullable(),
  expression: z.boolean(),
});

export const folderDataSchema = z.object({
  id: id32(),
  name,
  description: text,
  avatar: z.string().max(255).nullable().optional(),
  ...tree,
});

const vizNode = {
  id: id32(),
  name,
  description: text,
  avatar: z.string().max(255).nullable().optional(),
  subType: z.string().max(32).nullable().optional(),
  config: json.nullable(),
  status: z.number().int().min(1).max(2).default(1),
  ...tree,
};

export const datachartDataSchema = z.object({ ...vizNode, viewId: nullableId });

export const widgetDataSchema = z.object({
  id: id32(),
  parentId: nullableId,
  config: json,
  datachartId: nullableId,
  viewIds: z.array(id32()).max(100),
});
export const relationDataSchema = z.object({
  id: id32(),
  sourceId: id32(),
  targetId: id32(),
  config: json.nullable(),
});

export const dashboardDataSchema = z.object({
  ...vizNode,
  widgets: z.array(widgetDataSchema).max(1_000),
  relations: z.array(relationDataSchema).max(5_000),
});

export const storypageDataSchema = z.object({
  id: id32(),
  relType: z.enum(['DATACHART', 'DASHBOARD']),
  relId: id32(),
  config: json.nullable(),
});

export const storyboardDataSchema = z.object({
  id: id32(),
  name,
  config: json.nullable(),
  isFolder: z.boolean(),
  status: z.number().int().min(1).max(2).default(1),
  pages: z.array(storypageDataSchema).max(1_000),
  ...tree,
});

/** An uploaded picture a chart, board or page shows, under its stored path. */
export const imageDataSchema = z.object({
  path: z.string().regex(/^resources\/image\/[a-z]+\/[0-9a-f]{32}\/[A-Za-z0-9_-]{1,64}\.(png|jpg|gif|webp)$/),
  base64: z.string().max(Math.ceil((TRANSFER_LIMITS.compressedBytes * 4) / 3) + 4),
});

export const versionDataSchema = z.object({
  id: id32(),
  resourceType: z.enum(['DATACHART', 'DASHBOARD', 'STORYBOARD', 'VIEW']),
  resourceId: id32(),
  version: z.number().int().positive(),
  name,
  snapshot: json,
  restoredFrom: z.number().int().nullable(),
});

export const entryDataSchemas = {
  SOURCE: sourceDataSchema,
  VIEW: viewDataSchema,
  VARIABLE: variableDataSchema,
  FOLDER: folderDataSchema,
  DATACHART: datachartDataSchema,
  DASHBOARD: dashboardDataSchema,
  STORYBOARD: storyboardDataSchema,
  IMAGE: imageDataSchema,
  VERSION: versionDataSchema,
} satisfies Record<EntryType, z.ZodType>;

export type EntryData = { [K in EntryType]: z.infer<(typeof entryDataSchemas)[K]> };

export const fileKindSchema = z.enum(['RESOURCES', 'TEMPLATE']);

export const manifestSchema = z.object({
  format: z.literal(TRANSFER_FORMAT),
  formatVersion: z.number().int().positive(),
  kind: fileKindSchema,
  tesseraVersion: z.string().max(64),
  orgId: id32(),
  createdAt: z.string().max(64),
  /** What was chosen (the rest of the entries are what those need). */
  contents: z
    .array(z.object({ type: entryTypeSchema, id: z.string().max(300), name: z.string().max(255) }))
    .max(TRANSFER_LIMITS.entries),
  options: z.object({ versions: z.boolean().default(false) }).default({ versions: false }),
  /** A template's data-bound widgets (`chart` for a chart template): the fields each needs of its view. */
  needs: z.record(z.string().max(64), z.array(z.string().max(255)).max(500)).optional(),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const rawEntrySchema = z.object({
  type: entryTypeSchema,
  /** An id32 for resources; an image's stored path. */
  key: z.string().min(1).max(300),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  data: z.unknown(),
});
export type RawEntry = z.infer<typeof rawEntrySchema>;

export const transferFileSchema = z.object({
  manifest: manifestSchema,
  entries: z.array(rawEntrySchema).max(TRANSFER_LIMITS.entries),
});

// ---- Inputs -------------------------------------------------------------------------------------------

export const exportResourceTypeSchema = z.enum(['DATACHART', 'DASHBOARD', 'STORYBOARD']);

/** `POST /viz/export` (Datart's body) plus storyboards and the versions option. */
export const exportInputSchema = z.object({
  resources: z
    .array(z.object({ resourceType: exportResourceTypeSchema, resourceId: id32() }))
    .min(1)
    .max(500),
  /** The versions of each chart, board, storyboard and view travel with it (issue 33). */
  includeVersions: z.boolean().default(false),
  fileName: z.string().trim().max(200).optional(),
});
export type ExportInput = z.infer<typeof exportInputSchema>;

export const importStrategySchema = z.enum(['NEW', 'OVERWRITE', 'ROLLBACK']);
export type ImportStrategy = z.infer<typeof importStrategySchema>;
export const importInputSchema = z.object({ orgId: id32(), strategy: importStrategySchema.default('NEW') });
export type ImportInput = z.output<typeof importInputSchema>;

/** Datart's chart template body: the chart as its client holds it (config as a JSON string or object). */
export const chartTemplateInputSchema = z.object({
  datachart: z
    .object({
      id: id32().optional(),
      name: z.string().max(255).nullish(),
      avatar: z.string().max(255).nullish(),
      config: z.union([z.string().max(10_000_000), json]),
    })
    .passthrough(),
});

/** Datart's board template body: the board and its widgets as its client holds them. */
export const boardTemplateInputSchema = z.object({
  dashboard: z
    .object({
      id: id32().optional(),
      name: z.string().max(255).nullish(),
      config: z.union([z.string().max(10_000_000), json]).nullish(),
    })
    .passthrough(),
  widgets: z
    .array(
      z
        .object({
          id: z.string().max(64).optional(),
          parentId: z.string().max(64).nullish(),
          datachartId: z.string().max(64).nullish(),
          config: z.union([z.string().max(10_000_000), json]),
          relations: z.array(json).max(500).nullish(),
        })
        .passthrough(),
    )
    .max(1_000),
});

/** Tessera's "Save as template": a saved chart or board by id. */
export const savedTemplateInputSchema = z.object({
  orgId: id32(),
  vizType: z.enum(['DATACHART', 'DASHBOARD']),
  id: id32(),
});

export const importTemplateInputSchema = z.object({
  orgId: id32(),
  parentId: z
    .string()
    .transform((s) => s || null)
    .pipe(id32().nullable())
    .nullish(),
  name: required(255),
  /** Tessera's web: the view chosen for each data-bound widget (or `chart` for a chart template). */
  bindings: z.record(z.string().max(64), id32()).default({}),
});
export type ImportTemplateInput = z.infer<typeof importTemplateInputSchema>;
export type ChartTemplateInput = z.output<typeof chartTemplateInputSchema>;
export type BoardTemplateInput = z.output<typeof boardTemplateInputSchema>;
export type SavedTemplateInput = z.output<typeof savedTemplateInputSchema>;
