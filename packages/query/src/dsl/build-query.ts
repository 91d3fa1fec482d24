import { QueryError } from '../errors';
import { quoteIdent } from '../sql/dialect';
import { join, type SqlParts } from '../sql/parts';
import type { ColumnType, Dialect } from '../types';
import { ColumnScope, VIEW_ALIAS } from './column-scope';
import { renderFilter } from './filters';
import type { AggregateOperator, ModelColumn, QueryRequest } from '../contract/request.schemas';

export const DEFAULT_PAGE_SIZE = 1000;

export interface OutputColumn {
  name: string[];
  /** Known from the model or the aggregate; otherwise taken from the database's answer. */
  type: ColumnType | undefined;
}

export interface BuiltQuery {
  parts: SqlParts;
  countParts: SqlParts | null;
  pageNo: number;
  pageSize: number;
  columns: OutputColumn[];
}

export interface BuildQueryInput {
  dialect: Dialect;
  view: SqlParts;
  request: QueryRequest;
  model: ModelColumn[];
  maxRows: number;
}

function aggregate(op: AggregateOperator | null | undefined, sql: string): string {
  if (!op || op === 'NONE') return sql;
  return op === 'COUNT_DISTINCT' ? `COUNT(DISTINCT ${sql})` : `${op}(${sql})`;
}

const isAgg = (op: AggregateOperator | null | undefined) => !!op && op !== 'NONE';
const last = (path: string[]) => path[path.length - 1] as string;

/** True when the request selects nothing, which Datart answers with an empty dataframe. */
export function isEmptyRequest(r: QueryRequest): boolean {
  return !r.columns?.length && !r.aggregators?.length && !r.groups?.length;
}

/**
 * The outer SELECT over the view, wrapped as a derived table (Datart's shape, §3.2). Values are
 * bound parameters; identifiers are quoted; paging numbers are validated integers.
 */
export function buildQuery({ dialect: d, view, request: r, model, maxRows }: BuildQueryInput): BuiltQuery {
  const scope = new ColumnScope(d, model, r.functionColumns);
  const q = (name: string) => quoteIdent(name, d);
  const select: string[] = [];
  const columns: OutputColumn[] = [];
  const groupBy: string[] = [];
  for (const c of r.columns ?? []) {
    const col = scope.resolve(c.column);
    const alias = c.alias ?? last(c.column);
    select.push(`${col.sql} AS ${q(alias)}`);
    columns.push({ name: [alias], type: col.type });
  }
  for (const g of r.groups ?? []) {
    const col = scope.resolve(g.column);
    const alias = g.alias ?? last(g.column);
    select.push(`${col.sql} AS ${q(alias)}`);
    columns.push({ name: [alias], type: col.type });
    groupBy.push(col.sql);
  }
  for (const a of r.aggregators ?? []) {
    const col = scope.resolve(a.column);
    const op = a.sqlOperator;
    const alias = a.alias ?? (isAgg(op) ? `${op}(${last(a.column)})` : last(a.column));
    select.push(`${aggregate(op, col.sql)} AS ${q(alias)}`);
    columns.push({ name: [alias], type: isAgg(op) && op !== 'MAX' && op !== 'MIN' ? 'NUMERIC' : col.type });
  }
  const where: SqlParts[] = [];
  const having: SqlParts[] = [];
  for (const f of r.filters ?? []) {
    const col = scope.resolve(f.column);
    const target = aggregate(f.aggOperator, col.sql);
    const type = isAgg(f.aggOperator) ? 'NUMERIC' : col.type;
    (isAgg(f.aggOperator) || col.aggregate ? having : where).push(renderFilter(target, type, f, scope, d));
  }
  const orderBy = (r.orders ?? []).map(
    (o) =>
      `${aggregate(o.aggOperator, scope.resolve(o.column).sql)} ${o.operator === 'DESC' ? 'DESC' : 'ASC'}`,
  );

  const distinct = r.keywords?.includes('DISTINCT') ? 'DISTINCT ' : '';
  const body: SqlParts = [`SELECT ${distinct}${select.join(', ')} FROM (`, ...view, `) AS ${q(VIEW_ALIAS)}`];
  if (where.length)
    body.push(
      ' WHERE ',
      ...join(
        where.map((w) => ['(', ...w, ')']),
        ' AND ',
      ),
    );
  if (groupBy.length) body.push(` GROUP BY ${groupBy.join(', ')}`);
  if (having.length)
    body.push(
      ' HAVING ',
      ...join(
        having.map((h) => ['(', ...h, ')']),
        ' AND ',
      ),
    );

  const { pageNo, pageSize } = paging(r, maxRows);
  const offset = (pageNo - 1) * pageSize;
  if (!Number.isSafeInteger(offset)) throw new QueryError('INVALID_REQUEST', 'Page number is too large');
  const paged: SqlParts = [...body];
  if (orderBy.length) paged.push(` ORDER BY ${orderBy.join(', ')}`);
  paged.push(` LIMIT ${pageSize}${offset > 0 ? ` OFFSET ${offset}` : ''}`);
  const countParts = r.pageInfo?.countTotal
    ? ['SELECT COUNT(*) AS ', q('total'), ' FROM (', ...body, `) AS ${q('V_T')}`]
    : null;
  return { parts: paged, countParts, pageNo, pageSize, columns };
}

export function paging(r: QueryRequest, maxRows: number): { pageNo: number; pageSize: number } {
  const pageNo = Math.max(1, Math.trunc(r.pageInfo?.pageNo ?? 1));
  const requested = Math.trunc(r.pageInfo?.pageSize ?? DEFAULT_PAGE_SIZE);
  const pageSize = Math.max(1, Math.min(requested, maxRows));
  return { pageNo, pageSize };
}
