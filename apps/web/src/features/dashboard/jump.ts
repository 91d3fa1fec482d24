import type { BoardWidget } from '@tessera/charts';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/** Where a click on a chart leads (Datart's `jumpConfig`), with the clicked value in the query string. */
export type Jump =
  { kind: 'url'; href: string } | { kind: 'dashboard' | 'chart'; id: string; search: Record<string, string> };

/** A board widget's jump, and whether it opens in a new tab. */
export type BoardJump = Jump & { newTab: boolean };

/**
 * How a jump opens, by the words of Datart's drill-through `action`: `redirect` in the same tab, `modal`
 * in a new one. A jump saved without it opens as boards always opened it: a web address in a new tab,
 * a board or chart of the organisation in the same tab.
 */
export type JumpOpen = 'redirect' | 'modal';

export function jumpOpen(jumpConfig: unknown): JumpOpen {
  const j = obj(jumpConfig);
  if (j.action === 'redirect' || j.action === 'modal') return j.action;
  return j.targetType === 'URL' ? 'modal' : 'redirect';
}

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

/** The jump of a click on a board widget, opening where the widget's jump says (`action`). */
export function boardJumpOf(w: BoardWidget, row: Record<string, unknown> | null): BoardJump | null {
  const jump = jumpOf(w, row);
  return jump && { ...jump, newTab: jumpOpen(w.config.jumpConfig) === 'modal' };
}
