import { z } from 'zod';
import { email, id32, optionalText, password, required, username } from '../validation';

export const orgIdSchema = z.object({ orgId: id32() });
export const createOrgInputSchema = z.object({
  name: required(128),
  description: optionalText(1000).optional(),
});
export const updateOrgInputSchema = z.object({
  orgId: id32(),
  name: required(128),
  description: optionalText(1000).optional(),
});
/** An organisation's time zone for its schedules (checked as a zone by the service). */
export const orgTimeZoneInputSchema = z.object({
  orgId: id32(),
  /** An IANA name; null or '' goes back to the server's zone. */
  timeZone: z
    .string()
    .trim()
    .max(64)
    .nullable()
    .transform((v) => v || null),
});
export const deleteOrgInputSchema = z.object({ orgId: id32(), confirmName: z.string({ error: 'required' }) });
export const checkOrgNameInputSchema = z.object({ name: required(128) });

export const inviteInputSchema = z.object({
  orgId: id32(),
  /** Raw addresses as typed; each is checked and the invalid ones are listed. */
  emails: z.array(z.string().max(320)).min(1, { error: 'required' }).max(200),
  sendMail: z.boolean().default(true),
});
export const invitationInputSchema = z.object({ orgId: id32(), invitationId: id32() });
export const memberInputSchema = z.object({ orgId: id32(), memberId: id32() });
export const memberRolesInputSchema = z.object({
  orgId: id32(),
  memberId: id32(),
  roleIds: z.array(id32()).max(500),
});
export const ownerInputSchema = z.object({ orgId: id32(), userId: id32() });

export const teamUserInputSchema = z.object({
  orgId: id32(),
  username: username(),
  email: email(),
  password: password(),
  name: optionalText(128).optional(),
  description: optionalText(1000).optional(),
  roleIds: z.array(id32()).max(500).default([]),
});
export const teamUserUpdateInputSchema = z.object({
  orgId: id32(),
  id: id32(),
  name: optionalText(128).optional(),
  description: optionalText(1000).optional(),
  password: password().optional(),
  roleIds: z.array(id32()).max(500).optional(),
});
export const searchUsersInputSchema = z.object({ keyword: z.string().trim().min(1).max(100) });

export type OrgIdInput = z.output<typeof orgIdSchema>;
export type CreateOrgInput = z.output<typeof createOrgInputSchema>;
export type UpdateOrgInput = z.output<typeof updateOrgInputSchema>;
export type OrgTimeZoneInput = z.output<typeof orgTimeZoneInputSchema>;
export type DeleteOrgInput = z.output<typeof deleteOrgInputSchema>;
export type CheckOrgNameInput = z.output<typeof checkOrgNameInputSchema>;
export type InviteInput = z.output<typeof inviteInputSchema>;
export type InvitationInput = z.output<typeof invitationInputSchema>;
export type MemberInput = z.output<typeof memberInputSchema>;
export type MemberRolesInput = z.output<typeof memberRolesInputSchema>;
export type OwnerInput = z.output<typeof ownerInputSchema>;
export type TeamUserInput = z.output<typeof teamUserInputSchema>;
export type TeamUserUpdateInput = z.output<typeof teamUserUpdateInputSchema>;
export type SearchUsersInput = z.output<typeof searchUsersInputSchema>;
