import { QueryError } from '../../errors';
import { inferType, uniqueNames, type LoadColumn } from '../duckdb/duckdb-loader';

/** Follow Datart's dot path (`data.items`) to the array inside a JSON document. */
export function pickArray(doc: unknown, property: string | undefined): unknown[] {
  let node = doc;
  for (const part of (property ?? '').split('.').filter(Boolean)) {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) node = undefined;
    else node = Object.hasOwn(node, part) ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (!Array.isArray(node))
    throw new QueryError('FILE_INVALID', `No array found at "${property ?? ''}" in the response`, {
      property: property ?? '',
    });
  return node;
}

/** Objects become rows; columns are the union of keys, nested values become JSON text. */
export function objectsToTable(items: unknown[]): { columns: LoadColumn[]; rows: unknown[][] } {
  const keys: string[] = [];
  const seen = new Set<string>();
  for (const item of items.slice(0, 1000)) {
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      for (const k of Object.keys(item)) {
        if (seen.has(k)) continue;
        seen.add(k);
        keys.push(k);
      }
    }
  }
  if (keys.length === 0) keys.push('value');
  const scalar = keys.length === 1 && keys[0] === 'value' && !seen.has('value');
  const rows = items.map((item) => {
    if (scalar || !item || typeof item !== 'object' || Array.isArray(item)) return [cellOf(item)];
    return keys.map((k) => cellOf((item as Record<string, unknown>)[k]));
  });
  const names = uniqueNames(keys);
  const columns = names.map((name, i) => ({ name, type: inferType(rows.slice(0, 1000).map((r) => r[i])) }));
  return { columns, rows };
}

function cellOf(v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (typeof v === 'object') return JSON.stringify(v);
  return v;
}
