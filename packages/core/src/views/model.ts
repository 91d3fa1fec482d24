import { parseExpression, type Expr } from '@tessera/query';
import { AppError, type FieldIssue } from '../errors';

type Model = Record<string, unknown>;
interface ComputedField {
  name?: unknown;
  expression?: unknown;
}

/** Physical column names of a Datart model (`columns` map keys, or a list of `{name}`). */
export function modelColumnNames(model: Model | null | undefined): string[] {
  const cols = model?.columns;
  if (Array.isArray(cols))
    return cols.map((c: { name?: unknown }) =>
      Array.isArray(c.name) ? String(c.name.at(-1)) : String(c.name),
    );
  if (cols && typeof cols === 'object') return Object.keys(cols);
  return [];
}

export function expressionColumns(expr: Expr, out = new Set<string>()): Set<string> {
  switch (expr.kind) {
    case 'column':
      out.add(expr.path.at(-1) ?? '');
      break;
    case 'unary':
    case 'isNull':
      expressionColumns(expr.arg, out);
      break;
    case 'binary':
      expressionColumns(expr.left, out);
      expressionColumns(expr.right, out);
      break;
    case 'call':
      for (const a of expr.args) expressionColumns(a, out);
      break;
    default:
      break;
  }
  return out;
}

/**
 * The column paths a query resolves, as the engine keys them: a column's `name` (a STRUCT column's is
 * `[table, column]`, so `[orders].[quantity]` names it) or its key when it has none.
 */
export function modelColumnPaths(model: Model | null | undefined): string[][] {
  const cols = model?.columns;
  const pathOf = (name: unknown, key: string) =>
    Array.isArray(name) ? name.map(String) : [typeof name === 'string' && name ? name : key];
  if (Array.isArray(cols)) return cols.map((c: { name?: unknown }) => pathOf(c.name, String(c.name)));
  if (cols && typeof cols === 'object')
    return Object.entries(cols as Record<string, { name?: unknown }>).map(([key, c]) => pathOf(c?.name, key));
  return [];
}

/** The column paths an expression names (`[orders].[quantity]` → `['orders', 'quantity']`). */
export function expressionPaths(expr: Expr, out: string[][] = []): string[][] {
  if (expr.kind === 'column') out.push(expr.path);
  else if (expr.kind === 'unary' || expr.kind === 'isNull') expressionPaths(expr.arg, out);
  else if (expr.kind === 'binary') {
    expressionPaths(expr.left, out);
    expressionPaths(expr.right, out);
  } else if (expr.kind === 'call') for (const a of expr.args) expressionPaths(a, out);
  return out;
}

const computedFields = (model: Model | null | undefined): ComputedField[] =>
  Array.isArray(model?.computedFields) ? (model!.computedFields as ComputedField[]) : [];

/**
 * Checks a model before it is saved: computed-field names unique (and not a column's name), each
 * expression parses with the allowed functions and refers only to columns or other computed fields.
 */
export function validateModel(model: Model | null | undefined): void {
  if (!model) return;
  const columns = new Set(modelColumnNames(model));
  const fields = computedFields(model);
  const names = new Set<string>();
  const issues: FieldIssue[] = [];
  fields.forEach((f, i) => {
    const name = typeof f.name === 'string' ? f.name.trim() : '';
    if (!name) issues.push({ path: `model.computedFields.${i}.name`, message: 'required' });
    else if (names.has(name.toLowerCase()) || columns.has(name))
      issues.push({ path: `model.computedFields.${i}.name`, message: 'duplicateName' });
    names.add(name.toLowerCase());
  });
  // A bad expression keeps its own code and detail; the name problems found above travel with it in
  // `fields` (one message per field, every field with a problem: D-msg-2), so none waits for another save.
  // The same paths as execute resolves (a STRUCT column is `[table].[column]`), so save and run agree.
  const known = new Set(
    [...modelColumnPaths(model), ...fields.map((f) => [String(f.name ?? '')])].map((p) => JSON.stringify(p)),
  );
  fields.forEach((f, i) => {
    try {
      const expr = parseExpression(String(f.expression ?? ''));
      for (const path of expressionPaths(expr))
        if (!known.has(JSON.stringify(path)))
          throw new AppError('UNKNOWN_COLUMN', { detail: path.join('.') });
    } catch (e) {
      const detail = e instanceof Error ? e.message : String(e);
      if (e instanceof AppError && e.code === 'UNKNOWN_COLUMN')
        throw new AppError(
          'UNKNOWN_COLUMN',
          { detail: String(e.params.detail) },
          { fields: [...issues, { path: `model.computedFields.${i}.expression`, message: 'invalid' }] },
        );
      throw new AppError(
        'INVALID_EXPRESSION',
        { detail },
        { fields: [...issues, { path: `model.computedFields.${i}.expression`, message: 'invalid' }] },
      );
    }
  });
  if (issues.length) throw new AppError('INVALID_INPUT', {}, { fields: issues });
}

function pruneHierarchy(node: unknown, allowed: Set<string>): unknown {
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node as Record<string, { children?: unknown[]; name?: unknown }>).filter(
    ([key, v]) => {
      if (Array.isArray(v?.children)) return true;
      return allowed.has(key);
    },
  );
  return Object.fromEntries(
    entries.map(([key, v]) =>
      Array.isArray(v?.children)
        ? [
            key,
            {
              ...v,
              children: v.children.filter((c) => allowed.has(String((c as { name?: unknown }).name ?? ''))),
            },
          ]
        : [key, v],
    ),
  );
}

/**
 * The model as a restricted user sees it: columns they may not see are removed from columns,
 * hierarchy folders and every computed field that uses them (Datart only blanked the values).
 */
export function restrictModel(model: Model | null, allowed: string[] | null): Model | null {
  if (!model || !allowed) return model;
  const keep = new Set(allowed);
  const out: Model = { ...model };
  const cols = model.columns;
  if (Array.isArray(cols))
    out.columns = cols.filter((c: { name?: unknown }) =>
      keep.has(Array.isArray(c.name) ? String(c.name.at(-1)) : String(c.name)),
    );
  else if (cols && typeof cols === 'object')
    out.columns = Object.fromEntries(Object.entries(cols).filter(([k]) => keep.has(k)));
  if (model.hierarchy) out.hierarchy = pruneHierarchy(model.hierarchy, keep);
  const fields = computedFields(model);
  if (fields.length) {
    const visible: ComputedField[] = [];
    for (const f of fields) {
      try {
        const used = expressionColumns(parseExpression(String(f.expression ?? '')));
        const names = new Set(visible.map((v) => String(v.name)));
        if ([...used].every((c) => keep.has(c) || names.has(c))) visible.push(f);
      } catch {
        // an unparsable field is not shown to a restricted user
      }
    }
    out.computedFields = visible;
  }
  return out;
}
