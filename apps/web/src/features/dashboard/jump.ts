import type { BoardWidget } from '@tessera/charts';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/** Where a click on a chart leads (Datart's `jumpConfig`), with the clicked value in the query string. */
export type Jump =
  { kind: 'url'; href: string } | { kind: 'dashboard' | 'chart'; id: string; search: Record<string, string> };

/**
 * The jump of a click: to a web address (http/https only), another dashboard or a chart, passing the
 * value of the jump field under `queryName` (or the field's own name) so the target applies it as a
 * filter by name.
 */
export function jumpOf(w: BoardWidget, row: Record<string, unknown> | null): Jump | null {
  const j = obj(w.config.jumpConfig);
  if (j.open !== true || !row) return null;
  const field = str(obj(j.field).jumpFieldName);
  if (!field) return null;
  const key = field.split('.').at(-1) ?? field;
  const raw = row[key] ?? row[field];
  if (raw === null || raw === undefined) return null;
  const name = str(j.queryName) ?? key;
  const value = String(raw);
  if (j.targetType === 'URL') {
    let url: URL;
    try {
      url = new URL(str(j.URL) ?? '');
    } catch {
      return null;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.searchParams.set(name, value);
    return { kind: 'url', href: url.toString() };
  }
  const target = obj(j.target);
  const id = str(target.relId) ?? str(target.id);
  const relType = str(target.relType) ?? 'DASHBOARD';
  if (!id || (relType !== 'DASHBOARD' && relType !== 'DATACHART')) return null;
  return { kind: relType === 'DATACHART' ? 'chart' : 'dashboard', id, search: { [name]: value } };
}
