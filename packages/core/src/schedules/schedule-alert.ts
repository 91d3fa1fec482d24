import { viewColumns, type ChartView } from '@tessera/charts';
import { z } from 'zod';
import { AppError } from '../errors';
import type { DbOrTx } from '../orgs/create-org-record';
import { chartRequest } from './schedule-content';

/**
 * An alert (beyond Datart, as in Superset and Metabase): the schedule sends only when a condition on
 * its chart's result holds. Kept inside the schedule's config (`config.alert`), so Datart's shapes stay.
 */
export const ALERT_CONDITIONS = ['ABOVE', 'BELOW', 'EQUAL', 'ANY_ROWS', 'NO_ROWS'] as const;
export type AlertCondition = (typeof ALERT_CONDITIONS)[number];
const VALUE_CONDITIONS: readonly AlertCondition[] = ['ABOVE', 'BELOW', 'EQUAL'];

export const alertSchema = z.object({
  condition: z.enum(ALERT_CONDITIONS),
  /** A numeric column of the chart's result, by its name there (`SUM(amount)`); value conditions only. */
  column: z.string().max(500).nullish(),
  /** A number; a string is read as one (Datart-style clients send strings), anything else refused. */
  threshold: z.union([z.number(), z.string().max(64)]).nullish(),
  /** Send once while the condition holds, then again only after a run finds it false. */
  once: z.boolean().nullish(),
});
export type Alert = z.infer<typeof alertSchema>;

/** A checked alert: the threshold a number, the column named for value conditions. */
export interface CheckedAlert {
  condition: AlertCondition;
  column: string | null;
  threshold: number | null;
  once: boolean;
}

export interface AlertColumn {
  name: string;
  numeric: boolean;
}

const COUNTING = new Set(['COUNT', 'COUNT_DISTINCT', 'SUM', 'AVG']);

/**
 * The columns a chart's result has, by their names in the result (aliases: `country`,
 * `COUNT(customer_id)`), each marked numeric when a count, sum or average, or a numeric view column.
 */
export function resultColumns(request: Record<string, unknown>, view: ChartView): AlertColumn[] {
  const types = new Map(viewColumns(view).map((c) => [c.path.join('.'), c.type]));
  const nameOf = (c: { column?: unknown; alias?: unknown }) =>
    typeof c.alias === 'string' && c.alias
      ? c.alias
      : Array.isArray(c.column)
        ? (c.column as string[]).join('.')
        : String(c.column ?? '');
  const typeOf = (c: { column?: unknown }) =>
    types.get(Array.isArray(c.column) ? (c.column as string[]).join('.') : String(c.column ?? ''));
  type Part = { column?: unknown; alias?: unknown; sqlOperator?: unknown };
  const list = (key: string) => (Array.isArray(request[key]) ? (request[key] as Part[]) : []);
  const out: AlertColumn[] = [];
  for (const c of [...list('groups'), ...list('columns')])
    out.push({ name: nameOf(c), numeric: typeOf(c) === 'NUMERIC' });
  for (const a of list('aggregators'))
    out.push({
      name: nameOf(a),
      numeric: COUNTING.has(String(a.sqlOperator)) || typeOf(a) === 'NUMERIC',
    });
  const seen = new Set<string>();
  return out.filter((c) => c.name && !seen.has(c.name) && seen.add(c.name));
}

/** The result columns of a chart, for the form's column picker and the save-time check. */
export async function chartAlertColumns(db: DbOrTx, orgId: string, chartId: string): Promise<AlertColumn[]> {
  const { chart, request, chartView } = await chartRequest(db, chartId);
  if (chart.orgId !== orgId) throw new AppError('NOT_FOUND', { entity: 'datachart' });
  return resultColumns(request, chartView);
}

const fieldError = (path: string) => ({ fields: [{ path: `config.alert.${path}`, message: 'invalid' }] });

/**
 * The alert of a schedule's config, checked against its content: one chart only, a number for a
 * threshold, a numeric column the chart returns. Null when the schedule has no alert.
 */
export async function checkAlert(
  db: DbOrTx,
  orgId: string,
  alert: Alert | null | undefined,
  contents: { vizType: string; vizId: string }[],
): Promise<CheckedAlert | null> {
  if (!alert) return null;
  const [only, ...more] = contents;
  if (!only || more.length || only.vizType !== 'DATACHART')
    throw new AppError(
      'SCHEDULE_ALERT_CONTENT',
      {},
      { fields: [{ path: 'config.vizContents', message: 'invalid' }] },
    );
  const once = alert.once === true;
  if (!VALUE_CONDITIONS.includes(alert.condition))
    return { condition: alert.condition, column: null, threshold: null, once };
  const raw = alert.threshold;
  const threshold = typeof raw === 'number' ? raw : raw?.trim() ? Number(raw.trim()) : Number.NaN;
  if (!Number.isFinite(threshold))
    throw new AppError(
      'SCHEDULE_ALERT_THRESHOLD_INVALID',
      { value: String(raw ?? '') },
      fieldError('threshold'),
    );
  const numeric = (await chartAlertColumns(db, orgId, only.vizId))
    .filter((c) => c.numeric)
    .map((c) => c.name);
  const column = alert.column?.trim() ?? '';
  if (!numeric.includes(column))
    throw new AppError(
      'SCHEDULE_ALERT_COLUMN_UNKNOWN',
      { column, columns: numeric.join(', ') || '—' },
      fieldError('column'),
    );
  return { condition: alert.condition, column, threshold, once };
}

/** How a log names the condition: `COUNT(id) above 3`, `any rows`. */
export function describeAlert(a: CheckedAlert): string {
  if (a.condition === 'ANY_ROWS') return 'any rows';
  if (a.condition === 'NO_ROWS') return 'no rows';
  const word = a.condition === 'ABOVE' ? 'above' : a.condition === 'BELOW' ? 'below' : 'equal to';
  return `${a.column} ${word} ${a.threshold}`;
}

const asNumber = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v);
    return Number.isFinite(n) ? n : null;
  }
  return null;
};

/**
 * Whether the condition holds on a result: a value condition holds when ANY row's value in the column
 * satisfies it (empty and non-numeric cells never do); `ANY_ROWS` / `NO_ROWS` count the rows.
 */
export function alertHolds(
  a: CheckedAlert,
  frame: { columns: { name: string[] }[]; rows: unknown[][] },
): boolean {
  if (a.condition === 'ANY_ROWS') return frame.rows.length > 0;
  if (a.condition === 'NO_ROWS') return frame.rows.length === 0;
  const index = frame.columns.findIndex((c) => c.name[c.name.length - 1] === a.column);
  if (index < 0)
    throw new AppError('SCHEDULE_ALERT_COLUMN_UNKNOWN', {
      column: a.column ?? '',
      columns: frame.columns.map((c) => c.name[c.name.length - 1]).join(', '),
    });
  const t = a.threshold!;
  return frame.rows.some((row) => {
    const v = asNumber(row[index]);
    if (v === null) return false;
    return a.condition === 'ABOVE' ? v > t : a.condition === 'BELOW' ? v < t : v === t;
  });
}
