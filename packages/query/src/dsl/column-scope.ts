import { QueryError } from '../errors';
import { quoteIdent } from '../sql/dialect';
import type { ColumnType, Dialect } from '../types';
import { hasAggregate, parseExpression, type Expr } from './expression-parser';
import { renderExpression } from './expression-render';
import type { ModelColumn } from '../contract/request.schemas';

export const VIEW_ALIAS = 'DATART_VTABLE';

export interface ResolvedColumn {
  sql: string;
  type: ColumnType | undefined;
  aggregate: boolean;
}

const key = (path: string[]) => JSON.stringify(path);

/** The SQL name of a model column inside the derived table (STRUCT paths are dotted). */
export function columnName(c: ModelColumn): string {
  return typeof c.name === 'string' ? c.name : c.name.join('.');
}

/**
 * Resolves DSL column paths against the view's model and the request's computed fields. Only
 * known columns are ever emitted, always as quoted identifiers.
 */
export class ColumnScope {
  private readonly model = new Map<string, ModelColumn>();
  private readonly computed = new Map<string, Expr>();
  private readonly resolving = new Set<string>();

  constructor(
    private readonly dialect: Dialect,
    columns: ModelColumn[],
    functionColumns: { alias: string; snippet: string }[] = [],
  ) {
    for (const c of columns) this.model.set(key(typeof c.name === 'string' ? [c.name] : c.name), c);
    for (const f of functionColumns) this.computed.set(key([f.alias]), parseExpression(f.snippet));
  }

  isComputed(path: string[]): boolean {
    return this.computed.has(key(path));
  }

  resolve(path: string[]): ResolvedColumn {
    const k = key(path);
    const expr = this.computed.get(k);
    if (expr) {
      if (this.resolving.has(k))
        throw new QueryError('INVALID_EXPRESSION', 'Computed fields refer to each other in a cycle', {
          alias: path.join('.'),
        });
      this.resolving.add(k);
      try {
        const sql = renderExpression(expr, this.dialect, (p) => this.resolve(p).sql);
        return { sql, type: undefined, aggregate: hasAggregate(expr) };
      } finally {
        this.resolving.delete(k);
      }
    }
    const col = this.model.get(k);
    if (!col)
      throw new QueryError('UNKNOWN_COLUMN', `Unknown column ${path.join('.')}`, { column: path.join('.') });
    const sql = `${quoteIdent(VIEW_ALIAS, this.dialect)}.${quoteIdent(columnName(col), this.dialect)}`;
    return { sql, type: col.type, aggregate: false };
  }
}
