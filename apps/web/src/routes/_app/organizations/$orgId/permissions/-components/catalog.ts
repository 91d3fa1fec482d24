import type { LevelName } from '../../../../../../lib/permissions';

export type Catalog = {
  modules: string[];
  resourceTypes: {
    type: string;
    module: string;
    levels: LevelName[];
    items: { id: string; name: string; parentId: string | null; isFolder: boolean }[];
  }[];
};
