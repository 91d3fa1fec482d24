import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@tessera/api';
import { required } from '@tessera/core/schemas';
import { z } from 'zod';
import { cronToPreset, defaultPreset, presetToCron, PRESET_UNITS, type Preset } from './cron-presets';

type Outputs = inferRouterOutputs<AppRouter>;
type Inputs = inferRouterInputs<AppRouter>;
export type ScheduleItem = Outputs['schedule']['list'][number];
export type ScheduleDetail = Outputs['schedule']['byId'];
export type ScheduleLog = Outputs['schedule']['logs'][number];
type CreateInput = Inputs['schedule']['create'];

export const ALERT_CONDITIONS = ['ABOVE', 'BELOW', 'EQUAL', 'ANY_ROWS', 'NO_ROWS'] as const;
/** The conditions that compare a column's values with a threshold. */
export const VALUE_CONDITIONS: readonly string[] = ['ABOVE', 'BELOW', 'EQUAL'];

/**
 * The editor's values: the schedule as the person types it. Only the name is checked here (the
 * server checks the rest and names the field at fault); the preset and the typed cron are both kept so
 * that switching between them loses nothing.
 */
export const scheduleFormSchema = z.object({
  name: required(255),
  type: z.enum(['EMAIL', 'WECHART']),
  cronMode: z.enum(['preset', 'manual']),
  cronExpression: z.string(),
  preset: z.object({
    unit: z.enum(PRESET_UNITS),
    every: z.number(),
    minute: z.number(),
    hour: z.number(),
    weekday: z.number(),
    day: z.number(),
    month: z.number(),
  }),
  startDate: z.string(),
  endDate: z.string(),
  contents: z.array(z.string()),
  attachments: z.array(z.string()),
  subject: z.string(),
  to: z.string(),
  cc: z.string(),
  bcc: z.string(),
  textContent: z.string(),
  webHookUrl: z.string(),
  /** Beyond Datart: send only when a condition on the (one) chart's result holds. */
  alert: z.object({
    enabled: z.boolean(),
    condition: z.enum(ALERT_CONDITIONS),
    column: z.string(),
    threshold: z.string(),
    once: z.boolean(),
  }),
});
export type ScheduleFormValues = z.infer<typeof scheduleFormSchema>;

/** `DATACHART:<id>`: one picked chart or board (the picker's value). */
export const contentKey = (vizType: string, vizId: string) => `${vizType}:${vizId}`;

/**
 * A date-time input's value for an ISO instant: the wall-clock time (minutes) in the organisation's
 * zone, which the range is read in.
 */
export function toZonedInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(d);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}
/** The input's wall-clock time as sent: the server reads it in the organisation's zone. */
export const fromZonedInput = (value: string): string | null => value || null;

/** The cron the form stands for now. */
export const cronOf = (v: Pick<ScheduleFormValues, 'cronMode' | 'cronExpression' | 'preset'>) =>
  v.cronMode === 'preset' ? presetToCron(v.preset as Preset) : v.cronExpression.trim();

/** The editor's values for a saved schedule, or for a new one. */
type Saved = Pick<ScheduleDetail, 'name' | 'type' | 'cronExpression' | 'startDate' | 'endDate' | 'config'>;

export function toFormValues(s: Saved | null, timeZone: string): ScheduleFormValues {
  const config = (s?.config ?? {}) as Record<string, unknown>;
  const text = (k: string) => (typeof config[k] === 'string' ? (config[k] as string) : '');
  const preset = cronToPreset(s?.cronExpression);
  const manual = s ? config.setCronExpressionManually === true || !preset : false;
  const alert = (config.alert ?? null) as {
    condition?: string;
    column?: string | null;
    threshold?: number | string | null;
    once?: boolean | null;
  } | null;
  const contents = Array.isArray(config.vizContents)
    ? (config.vizContents as { vizType: string; vizId: string }[]).map((c) => contentKey(c.vizType, c.vizId))
    : [];
  return {
    name: s?.name ?? '',
    type: s?.type === 'WECHART' ? 'WECHART' : 'EMAIL',
    cronMode: manual ? 'manual' : 'preset',
    cronExpression: s?.cronExpression ?? presetToCron(defaultPreset),
    preset: preset ?? defaultPreset,
    startDate: toZonedInput(s?.startDate, timeZone),
    endDate: toZonedInput(s?.endDate, timeZone),
    contents,
    attachments: Array.isArray(config.attachments) ? (config.attachments as string[]) : ['EXCEL'],
    subject: text('subject'),
    to: text('to'),
    cc: text('cc'),
    bcc: text('bcc'),
    textContent: text('textContent'),
    webHookUrl: text('webHookUrl'),
    alert: {
      enabled: alert !== null,
      condition: (ALERT_CONDITIONS as readonly string[]).includes(alert?.condition ?? '')
        ? (alert!.condition as (typeof ALERT_CONDITIONS)[number])
        : 'ABOVE',
      column: alert?.column ?? '',
      threshold: alert?.threshold === null || alert?.threshold === undefined ? '' : String(alert.threshold),
      once: alert?.once === true,
    },
  };
}

/** An alert goes with one chart only: the form offers it then. */
export const alertAllowed = (contents: string[]) =>
  contents.length === 1 && contents[0]!.startsWith('DATACHART:');

/** The alert as the server takes it (the threshold as typed: the server names a non-number). */
function alertOf(v: ScheduleFormValues) {
  if (!v.alert.enabled || !alertAllowed(v.contents)) return null;
  const compares = VALUE_CONDITIONS.includes(v.alert.condition);
  return {
    condition: v.alert.condition,
    column: compares ? v.alert.column : null,
    threshold: compares ? v.alert.threshold.trim() : null,
    once: v.alert.once,
  };
}

/** What the create / update procedures take (Datart's shape: the job config with its vizContents). */
export function toInput(v: ScheduleFormValues): Omit<CreateInput, 'orgId'> {
  const email = v.type === 'EMAIL';
  return {
    name: v.name.trim(),
    type: v.type,
    cronExpression: cronOf(v),
    startDate: fromZonedInput(v.startDate),
    endDate: fromZonedInput(v.endDate),
    config: {
      setCronExpressionManually: v.cronMode === 'manual',
      vizContents: v.contents.map((key) => {
        const [vizType = '', vizId = ''] = key.split(':');
        return { vizType, vizId };
      }),
      attachments: email ? v.attachments : [],
      subject: email ? v.subject : null,
      to: email ? v.to : null,
      cc: email ? v.cc : null,
      bcc: email ? v.bcc : null,
      textContent: email ? v.textContent : null,
      webHookUrl: email ? null : v.webHookUrl.trim(),
      alert: alertOf(v),
    },
  };
}

/** Where a field the server names (`config.to`, `cronExpression`) lives in the form. */
export function formPathOf(serverPath: string): string | null {
  const path = serverPath.replace(/^config\./, '');
  if (path === 'vizContents') return 'contents';
  if (path === 'alert.column' || path === 'alert.threshold') return path;
  const known = [
    'name',
    'type',
    'cronExpression',
    'startDate',
    'endDate',
    'attachments',
    'subject',
    'to',
    'cc',
    'bcc',
    'textContent',
    'webHookUrl',
  ];
  return known.includes(path) ? path : null;
}
