import { z } from 'zod';

export const sourceTypeSchema = z.enum(['JDBC', 'FILE', 'HTTP', 'DEMO']);
export type SourceType = z.infer<typeof sourceTypeSchema>;

/** A source as stored by the server, with secrets already decrypted. */
export const sourceDescriptorSchema = z.object({
  id: z.string().min(1).max(200),
  type: sourceTypeSchema,
  config: z.unknown(),
});
export type SourceDescriptor = z.infer<typeof sourceDescriptorSchema>;

export const fileSchemaItemSchema = z.object({
  tableName: z.string().min(1).max(200),
  format: z.enum(['CSV', 'XLSX']),
  /** Path relative to the upload directory given to the engine. */
  path: z.string().min(1).max(1000),
});
export const fileSourceConfigSchema = z.object({
  schemas: z.array(fileSchemaItemSchema).min(1).max(100),
});
export type FileSourceConfig = z.infer<typeof fileSourceConfigSchema>;

export const httpSchemaItemSchema = z.object({
  tableName: z.string().min(1).max(200),
  url: z.string().url().max(4000),
  method: z.enum(['GET', 'POST']).default('GET'),
  property: z.string().max(500).optional(),
  headers: z.record(z.string(), z.string()).optional(),
  queryParam: z.record(z.string(), z.string()).optional(),
  body: z.string().max(1_000_000).optional(),
  contentType: z.string().max(200).optional(),
  username: z.string().max(500).optional(),
  password: z.string().max(2000).optional(),
  timeout: z.number().int().positive().max(300_000).optional(),
});
export const httpSourceConfigSchema = z.object({
  schemas: z.array(httpSchemaItemSchema).min(1).max(50),
  cacheEnable: z.boolean().optional(),
  /** Minutes before the data is fetched again (Datart default 5). */
  cacheTimeout: z.number().positive().optional(),
});
export type HttpSourceConfig = z.infer<typeof httpSourceConfigSchema>;
export type HttpSchemaItem = z.infer<typeof httpSchemaItemSchema>;
