import { diffLines } from 'diff';
import { widgetName } from '../dashboards/widget-rules';
import type { VersionedType } from './versions.schemas';

type Json = Record<string, unknown>;

/** One changed leaf of a JSON document, by its path (`config.datas[0].rows[1].colName`). */
export interface FieldChange {
  path: string;
  kind: 'added' | 'removed' | 'changed';
  before?: unknown;
  after?: unknown;
}

export interface LineChange {
  kind: 'added' | 'removed' | 'same';
  text: string;
}

/** A board's widget (or a storyboard's page) and what changed in it. */
export interface PartChange {
  id: string;
  name: string;
  kind: 'added' | 'removed' | 'changed';
  changes: FieldChange[];
}

/** What changed from one version to another, grouped as the history panel shows it. */
export interface VersionDiff {
  fields: FieldChange[];
  sql: LineChange[] | null;
  parts: PartChange[] | null;
}

const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const join = (prefix: string, key: string | number) =>
  typeof key === 'number' ? `${prefix}[${key}]` : prefix ? `${prefix}.${key}` : key;

/** The leaves that differ between two JSON values (objects by key, arrays by position). */
export function jsonChanges(before: unknown, after: unknown, prefix = ''): FieldChange[] {
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((k) => {
      if (!(k in after)) return [{ path: join(prefix, k), kind: 'removed' as const, before: before[k] }];
      if (!(k in before)) return [{ path: join(prefix, k), kind: 'added' as const, after: after[k] }];
      return jsonChanges(before[k], after[k], join(prefix, k));
    });
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const out: FieldChange[] = [];
    for (let i = 0; i < Math.max(before.length, after.length); i++) {
      if (i >= after.length) out.push({ path: join(prefix, i), kind: 'removed', before: before[i] });
      else if (i >= before.length) out.push({ path: join(prefix, i), kind: 'added', after: after[i] });
      else out.push(...jsonChanges(before[i], after[i], join(prefix, i)));
    }
    return out;
  }
  if (before === after || (before == null && after == null)) return [];
  return [{ path: prefix, kind: 'changed', before, after }];
}

/** A line diff of two SQL statements. */
export function lineDiff(before: string, after: string): LineChange[] {
  // Both end in a newline, so a last line that only gained a successor is not reported as changed.
  const ended = (s: string) => (s === '' || s.endsWith('\n') ? s : `${s}\n`);
  return diffLines(ended(before), ended(after)).flatMap((part) =>
    part.value
      .replace(/\n$/, '')
      .split('\n')
      .map((text) => ({ kind: part.added ? 'added' : part.removed ? 'removed' : 'same', text }) as const),
  );
}

interface Part {
  id: string;
  config?: Json | null;
}

/** Widgets or pages matched by id: added, removed, or changed with their changed leaves. */
function partChanges(before: Part[], after: Part[], label: (p: Part) => string): PartChange[] {
  const old = new Map(before.map((p) => [p.id, p]));
  const now = new Map(after.map((p) => [p.id, p]));
  const out: PartChange[] = [];
  for (const p of after) {
    const was = old.get(p.id);
    if (!was) out.push({ id: p.id, name: label(p), kind: 'added', changes: jsonChanges({}, p) });
    else {
      const changes = jsonChanges(was, p);
      if (changes.length) out.push({ id: p.id, name: label(p), kind: 'changed', changes });
    }
  }
  for (const p of before)
    if (!now.has(p.id)) out.push({ id: p.id, name: label(p), kind: 'removed', changes: jsonChanges(p, {}) });
  return out;
}

const partsOf = (snapshot: Json, key: string): Part[] =>
  Array.isArray(snapshot[key]) ? (snapshot[key] as Part[]) : [];

/** Labels never part of what a person changed: names of referenced items, read at save time. */
const LABELS = new Set(['viewName', 'sourceName']);
const fieldsOf = (snapshot: Json, skip: string[]) =>
  Object.fromEntries(Object.entries(snapshot).filter(([k]) => !skip.includes(k) && !LABELS.has(k)));

/** The diff model between two snapshots of one resource (`before` the older, `after` the newer). */
export function diffSnapshots(type: VersionedType, before: Json, after: Json): VersionDiff {
  if (type === 'VIEW')
    return {
      fields: jsonChanges(fieldsOf(before, ['script']), fieldsOf(after, ['script'])),
      sql: lineDiff(String(before.script ?? ''), String(after.script ?? '')),
      parts: null,
    };
  if (type === 'DASHBOARD' || type === 'STORYBOARD') {
    const key = type === 'DASHBOARD' ? 'widgets' : 'pages';
    const label = (p: Part) => (p.config ? (widgetName(p.config) ?? p.id) : p.id);
    return {
      fields: jsonChanges(fieldsOf(before, [key]), fieldsOf(after, [key])),
      sql: null,
      parts: partChanges(partsOf(before, key), partsOf(after, key), label),
    };
  }
  return { fields: jsonChanges(fieldsOf(before, []), fieldsOf(after, [])), sql: null, parts: null };
}

/** Whether a save changed anything a version keeps. */
export const snapshotChanged = (type: VersionedType, before: Json, after: Json): boolean => {
  const d = diffSnapshots(type, before, after);
  return d.fields.length > 0 || (d.parts?.length ?? 0) > 0 || !!d.sql?.some((l) => l.kind !== 'same');
};
