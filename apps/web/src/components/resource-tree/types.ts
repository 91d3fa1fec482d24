import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { formMeta } from '../../lib/services';
import type { TreeItem } from '../../lib/source-tree';

/** An item of a resource tree (a source, a view…): a tree item with a type. */
export interface ResourceItem extends TreeItem {
  type: string;
}

export type { ResourceAccess } from '../../hooks/use-resource-access';

// Optional fields as in the procedures' inputs (the tree always sends them).
export interface CreateFolderInput {
  orgId: string;
  name: string;
  parentId?: string | null;
}
export interface MoveInput {
  id: string;
  name: string;
  parentId?: string | null;
  index?: number | null;
}
export interface DeleteInput {
  id: string;
  archive?: boolean;
}
export interface UnarchiveInput {
  id: string;
  name: string;
  parentId?: string | null;
}

export interface TreeMutationOptions<I, R = unknown> {
  meta?: typeof formMeta;
  onSuccess: (result: R, input: I) => Promise<void>;
  onError?: (error: unknown) => void;
}
export interface TreeMutation<I> {
  mutate: (input: I) => void;
  isPending: boolean;
}

/** The tRPC procedures behind a tree, as hooks (must be a module-level constant). */
export interface ResourceTreeApi<T extends ResourceItem> {
  useArchived(orgId: string, enabled: boolean): { data?: T[]; isLoading: boolean };
  useRefresh(): () => Promise<void>;
  useCreateFolder(
    opts: TreeMutationOptions<CreateFolderInput, { parentId: string | null }>,
  ): TreeMutation<CreateFolderInput>;
  useMove(opts: TreeMutationOptions<MoveInput>): TreeMutation<MoveInput>;
  useDelete(opts: TreeMutationOptions<DeleteInput>): TreeMutation<DeleteInput>;
  useUnarchive(opts: TreeMutationOptions<UnarchiveInput>): TreeMutation<UnarchiveInput>;
}

export interface ResourceTreeConfig<T extends ResourceItem> {
  /** The i18n namespace of the section (`sources`, `views`). */
  ns: string;
  /** The test-id prefix (`source` → `source-tree`, `source-tree-item`…). */
  testId: string;
  api: ResourceTreeApi<T>;
  /** The icon of the "active" tab of the Sources / Recycle bin switch. */
  activeIcon: LucideIcon;
  /** The icon of an item (`open` only in the tree, for folders). */
  icon: (item: T, open?: boolean) => ReactNode;
  /** What an item's row shows after its name about its state, if anything. */
  mark?: (item: T) => ReactNode;
  /** The entries of the header "New" menu; `newFolder` opens the new folder dialog. */
  newMenu: (newFolder: () => void) => ReactNode;
  /** The "new …" entries of a folder's menu, shown before "New folder". */
  folderMenu: (item: T) => ReactNode;
  /** Opens an item (in the tree and in the recycle bin). */
  onOpen: (id: string) => void;
  /** Leaves the open item (after it was archived or deleted). */
  onLeave: () => void;
}

export type MenuAction = 'newFolder' | 'rename' | 'move' | 'archive' | 'delete';

export type Pending<T> =
  | { kind: 'newFolder'; parentId: string | null }
  | { kind: 'rename'; item: T }
  | { kind: 'move'; item: T }
  | { kind: 'archive'; item: T }
  | { kind: 'delete'; item: T }
  | { kind: 'restore'; item: T }
  | null;
