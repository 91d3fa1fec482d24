import { executeTestSizes, type QueryVariable } from '@tessera/query';
import { z } from 'zod';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { loadAccess } from '../permissions/engine';
import { Level } from '../permissions/levels';
import { id32 } from '../validation';
import { descriptor } from './source-data.service';
import { loadSource } from './sources.service';
import { withQueryErrors } from './query-errors';
import { viewSql } from '../views/view-sql';

/** One value of a variable: Datart's editor sends the parsed default, so numbers arrive as numbers. */
const scriptValue = z.union([z.string().max(10_000), z.number().finite().transform(String)]);

/**
 * Datart's ScriptVariable as sent by the view editor's Run: `values` (strings or numbers). The
 * Tessera web sends `defaultValue` instead (a JSON array string or an array).
 */
const scriptVariableSchema = z.object({
  name: z.string().min(1).max(200),
  type: z.enum(['QUERY', 'PERMISSION']),
  valueType: z.enum(['STRING', 'NUMERIC', 'DATE', 'FRAGMENT']),
  values: z.array(scriptValue).max(1000).nullish(),
  defaultValue: z.union([z.string(), z.array(z.string())]).nullish(),
  expression: z.boolean().nullish(),
});

export const executeTestInputSchema = z.object({
  sourceId: id32(),
  script: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(1_000_000),
  scriptType: z.enum(['SQL', 'STRUCT']).default('SQL'),
  variables: z.array(scriptVariableSchema).max(200).default([]),
  size: z.coerce.number().int().default(1000),
});
export type ExecuteTestInput = z.output<typeof executeTestInputSchema>;

type ScriptVariable = z.infer<typeof scriptVariableSchema>;

function valuesOf(v: ScriptVariable): string[] | null {
  if (v.values) return v.values;
  if (v.defaultValue === null || v.defaultValue === undefined) return null;
  if (Array.isArray(v.defaultValue)) return v.defaultValue;
  try {
    const parsed: unknown = JSON.parse(v.defaultValue);
    if (Array.isArray(parsed)) return parsed.map(String);
  } catch {
    // a plain string default
  }
  return [v.defaultValue];
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const referenced = (script: string, name: string) => new RegExp(`\\$${escapeRe(name)}\\$`, 'i').test(script);

/**
 * Runs ad-hoc SQL from the view editor, for people who may manage the source. QUERY variables are
 * bound to the values sent with the request (the editor sends each variable's default); a QUERY
 * variable used in the script without any value is refused with its name, rather than answered as
 * `IS NULL` (a wrong count is worse than an error). Expression and FRAGMENT values are raw SQL, so
 * only owners may run them here. PERMISSION variables do not restrict owners and give no rows to
 * anyone else until values are assigned to them.
 */
export async function executeTest(ctx: Ctx, input: ExecuteTestInput) {
  const row = await loadSource(ctx, input.sourceId, Level.MANAGE);
  const access = await loadAccess(ctx, row.orgId);
  // An expression variable is raw SQL like a FRAGMENT one: owners only.
  const valueTypeOf = (v: ScriptVariable) => (v.type === 'QUERY' && v.expression ? 'FRAGMENT' : v.valueType);
  if (input.variables.some((v) => valueTypeOf(v) === 'FRAGMENT') && !access.isOwner)
    throw new AppError('FORBIDDEN');
  const variables: QueryVariable[] = input.variables.map((v, i) => {
    const values = v.type === 'QUERY' ? valuesOf(v) : null;
    if (v.type === 'QUERY' && !values?.length && referenced(input.script, v.name)) {
      throw new AppError(
        'VARIABLE_VALUE_MISSING',
        { name: v.name },
        { fields: [{ path: `variables.${i}.values`, message: 'required' }] },
      );
    }
    return {
      name: v.name,
      type: v.type,
      valueType: valueTypeOf(v),
      values,
      disabled: v.type === 'PERMISSION' && access.isOwner,
    };
  });
  const size = (executeTestSizes as readonly number[]).includes(input.size) ? input.size : 1000;
  const src = await descriptor(ctx, row);
  const sql = await viewSql(ctx, { type: input.scriptType, script: input.script }, src);
  const result = await withQueryErrors(() =>
    ctx.deps.query.executeTest({ source: src, sql, variables, size }),
  );
  return { ...result.dataframe, script: result.script, warnings: result.warnings };
}
