import { z } from 'zod';
import { id32 } from '../validation';
import { ALL_BITS } from './levels';

export const subjectTypeSchema = z.enum(['ROLE', 'USER', 'USER_ROLE']);

export const permissionInfoSchema = z.object({
  id: id32().nullish(),
  orgId: id32(),
  subjectType: subjectTypeSchema,
  subjectId: id32(),
  resourceType: z.string().min(1).max(32),
  resourceId: z.string().min(1).max(64),
  permission: z
    .number()
    .int()
    .min(0)
    .refine((p) => (p & ~ALL_BITS) === 0, { error: 'invalid' }),
});
export type PermissionInfo = z.infer<typeof permissionInfoSchema>;

export const grantInputSchema = z.object({
  permissionToCreate: z.array(permissionInfoSchema).max(2000).default([]),
  permissionToUpdate: z.array(permissionInfoSchema).max(2000).default([]),
  permissionToDelete: z.array(permissionInfoSchema).max(2000).default([]),
});

export const subjectPermissionsInputSchema = z.object({
  orgId: id32(),
  subjectType: subjectTypeSchema,
  subjectId: id32(),
});
export const resourcePermissionsInputSchema = z.object({
  orgId: id32(),
  resourceType: z.string().min(1).max(32),
  resourceId: z.string().min(1).max(64).optional(),
});

export type SubjectType = z.output<typeof subjectTypeSchema>;
export type GrantInput = z.output<typeof grantInputSchema>;
export type SubjectPermissionsInput = z.output<typeof subjectPermissionsInputSchema>;
export type ResourcePermissionsInput = z.output<typeof resourcePermissionsInputSchema>;
