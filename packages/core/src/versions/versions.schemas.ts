import { z } from 'zod';
import { id32 } from '../validation';

/** The resources whose saves are kept as versions (resource_versions.resource_type). */
export const versionedTypeSchema = z.enum(['DATACHART', 'DASHBOARD', 'STORYBOARD', 'VIEW']);
export type VersionedType = z.infer<typeof versionedTypeSchema>;

export const listVersionsInputSchema = z.object({ resourceType: versionedTypeSchema, resourceId: id32() });
export const versionIdInputSchema = z.object({ id: id32() });
export const compareVersionsInputSchema = z.object({ fromId: id32(), toId: id32() });

/** What a save path is told by a restore: the version it writes back (the new version says so). */
export interface SaveOptions {
  restoredFrom?: number | null;
}

export type ListVersionsInput = z.output<typeof listVersionsInputSchema>;
export type VersionIdInput = z.output<typeof versionIdInputSchema>;
export type CompareVersionsInput = z.output<typeof compareVersionsInputSchema>;
