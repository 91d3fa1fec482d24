import { z } from 'zod';
import { id32 } from '../validation';

export const orgSettingTypes = ['DOWNLOAD_RECORD_LIMIT'] as const;
export const orgSettingInputSchema = z.object({
  orgId: id32(),
  type: z.enum(orgSettingTypes),
  /** Datart stores the value as a string; the download limit must be a positive integer. */
  config: z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, { error: 'invalid' }),
});
export const orgSettingUpdateInputSchema = orgSettingInputSchema.extend({ id: id32() });

export const userSettingTypes = ['LAST_VISITED_ORGANIZATION', 'UI_PREFERENCES'] as const;
export const userSettingInputSchema = z.object({
  relType: z.enum(userSettingTypes),
  relId: z.string().max(64).nullish(),
  config: z.string().max(10_000).nullish(),
});
export const auditQuerySchema = z.object({
  orgId: id32(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  action: z.string().max(64).optional(),
});
export const settingIdInputSchema = z.object({ id: id32() });

export type OrgSettingInput = z.output<typeof orgSettingInputSchema>;
export type OrgSettingUpdateInput = z.output<typeof orgSettingUpdateInputSchema>;
export type UserSettingInput = z.output<typeof userSettingInputSchema>;
export type AuditQueryInput = z.output<typeof auditQuerySchema>;
export type SettingIdInput = z.output<typeof settingIdInputSchema>;
