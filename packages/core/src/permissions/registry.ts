import type { ResourceTypeDef } from './resource-type';

export type { ResourceTypeDef } from './resource-type';

/**
 * The resource types the engine knows. Filled explicitly by `registerAll()` (resource-types.ts),
 * which the composition root (`createServices`) and the test environment call; nothing registers
 * itself as a side effect of being imported.
 */
const types = new Map<string, ResourceTypeDef>();

export function registerResourceType(def: ResourceTypeDef): void {
  types.set(def.type, def);
}

export function resourceType(type: string): ResourceTypeDef | undefined {
  return types.get(type);
}

export function resourceTypes(): ResourceTypeDef[] {
  return [...types.values()];
}
