import type { Db } from '@tessera/db';
import type { LevelName, Module } from './levels';

/**
 * A resource type that can carry per-item privileges (sources, views, viz…). Each feature defines
 * one and `resource-types.ts` lists it; the grant endpoint, the permission screens and the engine
 * then know it.
 */
export interface ResourceTypeDef {
  type: string;
  /** The module whose switch gates the whole type. */
  module: Module;
  /** Privileges offered on items of this type, for the permission screens. */
  levels: LevelName[];
  /**
   * Ids from the item up to (excluding) the root, e.g. [chart, folder, parentFolder];
   * null when the item does not exist in the organisation.
   */
  ancestors(db: Db, orgId: string, id: string): Promise<string[] | null>;
  /**
   * Named roots and the ids checked for each, nearest first (default: the type's own root, `[]`). The
   * viz tree has two: charts and dashboards under `FOLDER`, storyboards under `STORYBOARD`.
   */
  roots?: Record<string, string[]>;
  /** Items with their parents, for the by-resource permission tree. */
  list(
    db: Db,
    orgId: string,
  ): Promise<{ id: string; name: string; parentId: string | null; isFolder: boolean }[]>;
}
