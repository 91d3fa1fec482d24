import { dialectOf, parseExpression, supportedFunctions } from '@tessera/query';
import { z } from 'zod';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { requireActor } from '../permissions/engine';
import { Level } from '../permissions/levels';
import { loadSource } from '../sources/sources.service';
import { id32 } from '../validation';

export const functionSupportInputSchema = z.object({ sourceId: id32() });
export type FunctionSupportInput = z.output<typeof functionSupportInputSchema>;
export const validateFunctionInputSchema = z.object({ snippet: z.string().min(1).max(10_000) });
export type ValidateFunctionInput = z.output<typeof validateFunctionInputSchema>;

/** Functions usable in computed fields on a source's dialect. */
export async function functionSupport(ctx: Ctx, { sourceId }: FunctionSupportInput): Promise<string[]> {
  return functionsOfSource(await loadSource(ctx, sourceId, Level.READ));
}

/** The functions of a source's dialect (also answered to share pages, for the sources their views use). */
export function functionsOfSource(row: { type: string; config: Record<string, unknown> | null }): string[] {
  const dialect = row.type === 'JDBC' ? dialectOf({ type: 'JDBC', config: row.config ?? {} }) : 'duckdb';
  // MEDIAN has no MySQL/MariaDB rendering.
  return supportedFunctions.filter((f) => !(dialect === 'mysql' && f === 'MEDIAN'));
}

/** Parses a computed-field expression: true, or 422 with the parser's reason. */
export function validateFunction(ctx: Ctx, { snippet }: ValidateFunctionInput): boolean {
  requireActor(ctx);
  try {
    parseExpression(snippet);
    return true;
  } catch (e) {
    throw new AppError('INVALID_EXPRESSION', { detail: e instanceof Error ? e.message : String(e) });
  }
}
