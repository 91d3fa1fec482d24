import { QueryError } from '../errors';
import { quoteIdent } from '../sql/dialect';
import type { Dialect } from '../types';
import { structViewSchema } from '../contract/struct-view';

/**
 * SQL for a STRUCT view: the picked table with its joins, every identifier quoted for the dialect.
 * Each output column is named `<table>.<column>`, which is what STRUCT column paths refer to.
 * `columnsOf` answers the table's columns when a side selects "all".
 */
export function renderStructView(
  script: unknown,
  dialect: Dialect,
  columnsOf: (table: string[]) => string[],
): string {
  const parsed = structViewSchema.safeParse(typeof script === 'string' ? safeJson(script) : script);
  if (!parsed.success)
    throw new QueryError(
      'INVALID_REQUEST',
      `Invalid STRUCT view: ${parsed.error.issues[0]?.message ?? 'unknown'}`,
    );
  const view = parsed.data;
  const q = (s: string) => quoteIdent(s, dialect);
  const tableRef = (t: string[]) => t.map(q).join('.');
  const alias = (t: string[]) => t.at(-1)!;
  const aliases = new Set<string>([alias(view.table)]);
  for (const j of view.joins) {
    if (aliases.has(alias(j.table)))
      throw new QueryError('INVALID_REQUEST', `Table ${alias(j.table)} is joined twice`);
    aliases.add(alias(j.table));
  }
  const select: string[] = [];
  const pick = (t: string[], cols: string[] | 'all') => {
    for (const c of cols === 'all' ? columnsOf(t) : cols)
      select.push(`${q(alias(t))}.${q(c)} AS ${q(`${alias(t)}.${c}`)}`);
  };
  pick(view.table, view.columns);
  for (const j of view.joins) pick(j.table, j.columns);
  if (!select.length) throw new QueryError('INVALID_REQUEST', 'A STRUCT view needs at least one column');
  const side = (path: string[]) => {
    const [table, column] = path.length === 3 ? [path[1]!, path[2]!] : [path[0]!, path[1]!];
    if (!aliases.has(table))
      throw new QueryError('INVALID_REQUEST', `Unknown table ${table} in a join condition`);
    return `${q(table)}.${q(column)}`;
  };
  const joins = view.joins.map(
    (j) =>
      `${j.joinType} JOIN ${tableRef(j.table)} AS ${q(alias(j.table))} ON ${j.conditions.map((c) => `${side(c.left)} = ${side(c.right)}`).join(' AND ')}`,
  );
  return [
    `SELECT ${select.join(', ')}`,
    `FROM ${tableRef(view.table)} AS ${q(alias(view.table))}`,
    ...joins,
  ].join(' ');
}

function safeJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    throw new QueryError('INVALID_REQUEST', 'Invalid STRUCT view: the script is not JSON');
  }
}
