import { dialectOf, parseExpression, supportedFunctions } from '@tessera/query';
import { z } from 'zod';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { requireActor } from '../permissions/engine';
import { Level } from '../permissions/levels';
import { loadSource } from '../sources/sources.service';
import { id32, parse } from '../validation';

/** Functions usable in computed fields on a source's dialect. */
export async function functionSupport(ctx: Ctx, rawInput: unknown): Promise<string[]> {
  const { sourceId } = parse(z.object({ sourceId: id32() }), rawInput);
  return functionsOfSource(await loadSource(ctx, sourceId, Level.READ));
}

/** The functions of a source's dialect (also answered to share pages, for the sources their views use). */
export function functionsOfSource(row: { type: string; config: Record<string, unknown> | null }): string[] {
  const dialect = row.type === 'JDBC' ? dialectOf({ type: 'JDBC', config: row.config ?? {} }) : 'duckdb';
  // MEDIAN has no MySQL/MariaDB rendering.
  return supportedFunctions.filter((f) => !(dialect === 'mysql' && f === 'MEDIAN'));
}

/** Parses a computed-field expression: true, or 422 with the parser's reason. */
export function validateFunction(ctx: Ctx, rawInput: unknown): boolean {
  requireActor(ctx);
  const { snippet } = parse(z.object({ snippet: z.string().min(1).max(10_000) }), rawInput);
  try {
    parseExpression(snippet);
    return true;
  } catch (e) {
    throw new AppError('INVALID_EXPRESSION', { detail: e instanceof Error ? e.message : String(e) });
  }
}
