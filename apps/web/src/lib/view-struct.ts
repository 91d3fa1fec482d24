import { joinTypeSchema, type JoinType } from '@tessera/query/contract';

/**
 * The STRUCT view builder's state (no SQL typed): a table, its columns (or all), and joins with
 * conditions. It writes the script of `@tessera/query/contract`'s `structViewSchema` (reference §3.6);
 * it differs only in holding pairs while a table or column is still being picked (an empty name).
 */
export type { JoinType };
export const JOIN_TYPES: JoinType[] = joinTypeSchema.options;

/** `[database, table]`; the database may be empty for sources without schemas. */
export type TableRef = [string, string];

export interface StructCondition {
  left: [string, string];
  right: [string, string];
}

export interface StructJoin {
  table: TableRef;
  joinType: JoinType;
  columns: string[] | 'all';
  conditions: StructCondition[];
}

export interface StructScript {
  table: TableRef;
  columns: string[] | 'all';
  joins: StructJoin[];
}

export function emptyStruct(): StructScript {
  return { table: ['', ''], columns: 'all', joins: [] };
}

const isRef = (v: unknown): v is [string, string] =>
  Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === 'string');
const isCols = (v: unknown): v is string[] | 'all' =>
  v === 'all' || (Array.isArray(v) && v.every((x) => typeof x === 'string'));

/** Reads a stored script; anything unreadable gives an empty builder. */
export function parseStruct(script: string | null | undefined): StructScript {
  if (!script) return emptyStruct();
  try {
    const raw = JSON.parse(script) as Partial<StructScript>;
    if (!raw || !isRef(raw.table)) return emptyStruct();
    const joins = Array.isArray(raw.joins)
      ? raw.joins
          .filter((j): j is StructJoin => Boolean(j) && isRef(j.table))
          .map((j) => ({
            table: j.table,
            joinType: JOIN_TYPES.includes(j.joinType) ? j.joinType : 'LEFT',
            columns: isCols(j.columns) ? j.columns : 'all',
            conditions: Array.isArray(j.conditions)
              ? j.conditions.filter((c) => isRef(c?.left) && isRef(c?.right))
              : [],
          }))
      : [];
    return { table: raw.table, columns: isCols(raw.columns) ? raw.columns : 'all', joins };
  } catch {
    return emptyStruct();
  }
}

export type StructProblem = 'noTable' | 'noColumns' | 'joinTable' | 'joinCondition';

/** What keeps the builder from producing a runnable script, or null. */
export function structProblem(s: StructScript): StructProblem | null {
  if (!s.table[1]) return 'noTable';
  if (
    Array.isArray(s.columns) &&
    s.columns.length === 0 &&
    s.joins.every((j) => j.columns !== 'all' && j.columns.length === 0)
  )
    return 'noColumns';
  for (const j of s.joins) {
    if (!j.table[1]) return 'joinTable';
    if (j.conditions.length === 0 || j.conditions.some((c) => !c.left[1] || !c.right[1]))
      return 'joinCondition';
  }
  return null;
}

/** The script JSON sent to the server (conditions left side: an earlier table, right side: the joined one). */
export function structToScript(s: StructScript): string {
  return JSON.stringify({
    table: s.table,
    columns: s.columns,
    joins: s.joins.map((j) => ({
      table: j.table,
      joinType: j.joinType,
      columns: j.columns,
      conditions: j.conditions.map((c) => ({ left: c.left, right: c.right })),
    })),
  });
}

/** Tables available on the left side of a join's condition: the main table and earlier joins. */
export function tablesBefore(s: StructScript, joinIndex: number): string[] {
  return [s.table[1], ...s.joins.slice(0, joinIndex).map((j) => j.table[1])].filter(Boolean);
}

export function toggleColumn(columns: string[] | 'all', all: string[], column: string): string[] | 'all' {
  const current = columns === 'all' ? all : columns;
  const next = current.includes(column) ? current.filter((c) => c !== column) : [...current, column];
  return next.length === all.length && all.every((c) => next.includes(c))
    ? 'all'
    : all.filter((c) => next.includes(c));
}

export function addJoin(s: StructScript): StructScript {
  return {
    ...s,
    joins: [
      ...s.joins,
      {
        table: ['', ''],
        joinType: 'LEFT',
        columns: 'all',
        conditions: [{ left: [s.table[1], ''], right: ['', ''] }],
      },
    ],
  };
}

export function updateJoin(s: StructScript, index: number, patch: Partial<StructJoin>): StructScript {
  return { ...s, joins: s.joins.map((j, i) => (i === index ? { ...j, ...patch } : j)) };
}

export function removeJoin(s: StructScript, index: number): StructScript {
  return { ...s, joins: s.joins.filter((_, i) => i !== index) };
}
