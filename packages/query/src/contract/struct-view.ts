import { z } from 'zod';

/** How a STRUCT view joins a table (reference §3.6). */
export const joinTypeSchema = z.enum(['LEFT', 'RIGHT', 'INNER']);
export type JoinType = z.infer<typeof joinTypeSchema>;

/** A table path: `[table]` or `[database/schema, table]`. */
const tablePath = z.array(z.string().min(1).max(255)).min(1).max(2);
/** Datart stores column lists as a JSON string: an array of names or "all". */
const columnList = z
  .union([z.array(z.string().min(1).max(255)).max(2000), z.literal('all'), z.string()])
  .transform((v, c) => {
    if (Array.isArray(v) || v === 'all') return v;
    try {
      const parsed: unknown = JSON.parse(v);
      if (parsed === 'all' || (Array.isArray(parsed) && parsed.every((x) => typeof x === 'string')))
        return parsed as string[] | 'all';
    } catch {
      // reported below
    }
    c.addIssue({ code: 'custom', message: 'columns must be a list of names or "all"' });
    return z.NEVER;
  });

/** A STRUCT view's script: a table, its columns, and joins with conditions (no SQL typed). */
export const structViewSchema = z.object({
  table: tablePath,
  columns: columnList,
  joins: z
    .array(
      z.object({
        table: tablePath,
        joinType: joinTypeSchema,
        columns: columnList,
        conditions: z
          .array(
            z.object({
              left: z.array(z.string().min(1)).min(2).max(3),
              right: z.array(z.string().min(1)).min(2).max(3),
            }),
          )
          .min(1)
          .max(20),
      }),
    )
    .max(20)
    .default([]),
});
export type StructView = z.infer<typeof structViewSchema>;
