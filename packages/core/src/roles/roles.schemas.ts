import { z } from 'zod';
import { id32, optionalText, required } from '../validation';

export const createRoleInputSchema = z.object({
  orgId: id32(),
  name: required(128),
  description: optionalText(1000).optional(),
});
export const updateRoleInputSchema = z.object({
  id: id32(),
  name: required(128),
  description: optionalText(1000).optional(),
});
export const roleIdInputSchema = z.object({ roleId: id32() });
export const roleUsersInputSchema = z.object({ roleId: id32(), userIds: z.array(id32()).max(5000) });
export const checkRoleNameInputSchema = z.object({
  orgId: id32(),
  name: required(128),
  id: id32().optional(),
});

export type CreateRoleInput = z.output<typeof createRoleInputSchema>;
export type UpdateRoleInput = z.output<typeof updateRoleInputSchema>;
export type RoleIdInput = z.output<typeof roleIdInputSchema>;
export type RoleUsersInput = z.output<typeof roleUsersInputSchema>;
export type CheckRoleNameInput = z.output<typeof checkRoleNameInputSchema>;
