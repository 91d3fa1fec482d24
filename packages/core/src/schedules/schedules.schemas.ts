import { z } from 'zod';
import { id32, required } from '../validation';
import { scheduleConfigSchema } from './schedule-config';

/** Datart sends the config as a JSON string; the tRPC door and scripts may send the object. */
const configField = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
}, scheduleConfigSchema);

/**
 * Datart's dates (`yyyy-MM-dd HH:mm:ss`, a wall-clock time in the organisation's zone, read by the
 * service once the zone is known) or ISO instants; '' means none.
 */
const dateField = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.union([z.date(), z.string().trim().max(40)]).nullable(),
);

const base = {
  name: required(255),
  type: z.enum(['EMAIL', 'WECHART']).optional(),
  cronExpression: z.string().trim().max(255).nullish(),
  startDate: dateField.optional(),
  endDate: dateField.optional(),
  config: configField.nullish(),
  parentId: id32()
    .nullish()
    .or(z.literal('').transform(() => null)),
  isFolder: z.boolean().nullish(),
  index: z.number().nullish(),
};

export const createScheduleInputSchema = z.object({ orgId: id32(), ...base });
export const updateScheduleInputSchema = z.object({ id: id32(), ...base });
export const scheduleIdSchema = z.object({ id: id32() });
export const updateScheduleBaseInputSchema = z.object({
  id: id32(),
  name: required(255),
  parentId: id32()
    .nullish()
    .or(z.literal('').transform(() => null)),
  /** Absent: last among its new siblings (the web tree's drop at the end of a folder). */
  index: z.number().nullish(),
});
export const deleteScheduleInputSchema = z.object({ id: id32(), archive: z.boolean().default(true) });
export const unarchiveScheduleInputSchema = z.object({
  id: id32(),
  name: required(255),
  parentId: id32()
    .nullish()
    .or(z.literal('').transform(() => null)),
  /** Absent: last among its new siblings (the web tree's drop at the end of a folder). */
  index: z.number().nullish(),
});
export const checkScheduleNameInputSchema = z.object({
  orgId: id32(),
  name: required(255),
  parentId: id32()
    .nullish()
    .or(z.literal('').transform(() => null)),
});
export const scheduleLogsInputSchema = z.object({
  id: id32(),
  count: z.coerce.number().int().min(1).max(500).default(10),
});
export const nextFiresInputSchema = z.object({
  orgId: id32(),
  cronExpression: z.string().trim().min(1).max(255),
  startDate: dateField.optional(),
  endDate: dateField.optional(),
  count: z.number().int().min(1).max(20).default(5),
});
export const alertColumnsInputSchema = z.object({ orgId: id32(), vizId: id32() });

export type AlertColumnsInput = z.output<typeof alertColumnsInputSchema>;
export type CheckScheduleNameInput = z.output<typeof checkScheduleNameInputSchema>;
export type CreateScheduleInput = z.output<typeof createScheduleInputSchema>;
export type DeleteScheduleInput = z.output<typeof deleteScheduleInputSchema>;
export type NextFiresInput = z.output<typeof nextFiresInputSchema>;
export type ScheduleIdInput = z.output<typeof scheduleIdSchema>;
export type ScheduleLogsInput = z.output<typeof scheduleLogsInputSchema>;
export type UnarchiveScheduleInput = z.output<typeof unarchiveScheduleInputSchema>;
export type UpdateScheduleBaseInput = z.output<typeof updateScheduleBaseInputSchema>;
export type UpdateScheduleInput = z.output<typeof updateScheduleInputSchema>;
