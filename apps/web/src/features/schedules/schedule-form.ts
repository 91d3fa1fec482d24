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
});
export type ScheduleFormValues = z.infer<typeof scheduleFormSchema>;

/** `DATACHART:<id>`: one picked chart or board (the picker's value). */
export const contentKey = (vizType: string, vizId: string) => `${vizType}:${vizId}`;

/** A date-time input's value (local time, minutes) for an ISO instant, and back. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

/** The cron the form stands for now. */
export const cronOf = (v: Pick<ScheduleFormValues, 'cronMode' | 'cronExpression' | 'preset'>) =>
  v.cronMode === 'preset' ? presetToCron(v.preset as Preset) : v.cronExpression.trim();

/** The editor's values for a saved schedule, or for a new one. */
type Saved = Pick<ScheduleDetail, 'name' | 'type' | 'cronExpression' | 'startDate' | 'endDate' | 'config'>;

export function toFormValues(s: Saved | null): ScheduleFormValues {
  const config = (s?.config ?? {}) as Record<string, unknown>;
  const text = (k: string) => (typeof config[k] === 'string' ? (config[k] as string) : '');
  const preset = cronToPreset(s?.cronExpression);
  const manual = s ? config.setCronExpressionManually === true || !preset : false;
  const contents = Array.isArray(config.vizContents)
    ? (config.vizContents as { vizType: string; vizId: string }[]).map((c) => contentKey(c.vizType, c.vizId))
    : [];
  return {
    name: s?.name ?? '',
    type: s?.type === 'WECHART' ? 'WECHART' : 'EMAIL',
    cronMode: manual ? 'manual' : 'preset',
    cronExpression: s?.cronExpression ?? presetToCron(defaultPreset),
    preset: preset ?? defaultPreset,
    startDate: toLocalInput(s?.startDate),
    endDate: toLocalInput(s?.endDate),
    contents,
    attachments: Array.isArray(config.attachments) ? (config.attachments as string[]) : ['EXCEL'],
    subject: text('subject'),
    to: text('to'),
    cc: text('cc'),
    bcc: text('bcc'),
    textContent: text('textContent'),
    webHookUrl: text('webHookUrl'),
  };
}

/** What the create / update procedures take (Datart's shape: the job config with its vizContents). */
export function toInput(v: ScheduleFormValues): Omit<CreateInput, 'orgId'> {
  const email = v.type === 'EMAIL';
  return {
    name: v.name.trim(),
    type: v.type,
    cronExpression: cronOf(v),
    startDate: fromLocalInput(v.startDate),
    endDate: fromLocalInput(v.endDate),
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
    },
  };
}

/** Where a field the server names (`config.to`, `cronExpression`) lives in the form. */
export function formPathOf(serverPath: string): string | null {
  const path = serverPath.replace(/^config\./, '');
  if (path === 'vizContents') return 'contents';
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
