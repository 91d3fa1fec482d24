import { registerResourceType } from './permissions/registry';
import type { ResourceTypeDef } from './permissions/resource-type';
import { scheduleResourceType } from './schedules/schedule-tree';
import { sourceResourceType } from './sources/source-resource-type';
import { viewResourceType } from './views/view-resource-type';
import { vizResourceType } from './viz/viz-resource-type';

/** Every built-in resource type carrying per-item grants. A new feature adds its definition here. */
export const builtInResourceTypes: readonly ResourceTypeDef[] = [
  sourceResourceType,
  viewResourceType,
  vizResourceType,
  scheduleResourceType,
];

/** Registers the built-in resource types with the permission engine (idempotent). */
export function registerAll(): void {
  for (const def of builtInResourceTypes) registerResourceType(def);
}
