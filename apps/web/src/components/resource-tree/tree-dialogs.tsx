import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { folderPath, moveTargets, originalName } from '../../lib/source-tree';
// The name / confirm dialogs are shared with the Sources and Views editors.
import { ConfirmDialog, NameDialog } from '../dialogs';
import type {
  CreateFolderInput,
  DeleteInput,
  MoveInput,
  Pending,
  ResourceItem,
  TreeMutation,
  UnarchiveInput,
} from './types';

type TreeDialogsProps<T extends ResourceItem> = {
  ns: string;
  orgId: string;
  items: T[];
  pending: Pending<T>;
  /** The server's answer to the last submit of a dialog, put under its field. */
  error: unknown;
  close: () => void;
  create: TreeMutation<CreateFolderInput>;
  move: TreeMutation<MoveInput>;
  remove: TreeMutation<DeleteInput>;
  restore: TreeMutation<UnarchiveInput>;
};

/**
 * The dialogs of the tree: new folder, rename, move, restore, archive and delete. Built once the first is
 * asked for (a page with a tree opens none of them as it loads), and kept from then on, so that each closes
 * with its animation.
 */
export function TreeDialogs<T extends ResourceItem>(props: TreeDialogsProps<T>) {
  const [used, setUsed] = useState(false);
  if (props.pending && !used) setUsed(true);
  return used || props.pending ? <Dialogs {...props} /> : null;
}

function Dialogs<T extends ResourceItem>({
  ns,
  orgId,
  items,
  pending,
  error,
  close,
  create,
  move,
  remove,
  restore,
}: TreeDialogsProps<T>) {
  const { t } = useTranslation();
  const folders = (exclude?: string) =>
    (exclude ? moveTargets(items, exclude) : items.filter((i) => i.isFolder)).map((f) => ({
      id: f.id,
      label: folderPath(items, f.id),
    }));
  return (
    <>
      <NameDialog
        open={pending?.kind === 'newFolder'}
        onOpenChange={(o) => !o && close()}
        title={t(`${ns}:folder.newTitle`)}
        initialName=""
        submitLabel={t(`${ns}:actions.create`)}
        pending={create.isPending}
        error={error}
        testId="folder-dialog"
        onSubmit={(name) => {
          if (pending?.kind === 'newFolder') create.mutate({ orgId, name, parentId: pending.parentId });
        }}
      />
      <NameDialog
        open={pending?.kind === 'rename'}
        onOpenChange={(o) => !o && close()}
        title={t(`${ns}:folder.renameTitle`)}
        initialName={pending?.kind === 'rename' ? pending.item.name : ''}
        submitLabel={t('common:actions.save')}
        pending={move.isPending}
        error={error}
        testId="rename-dialog"
        onSubmit={(name) => {
          if (pending?.kind !== 'rename') return;
          move.mutate({
            id: pending.item.id,
            name,
            parentId: pending.item.parentId,
            index: pending.item.index,
          });
        }}
      />
      <NameDialog
        open={pending?.kind === 'move'}
        onOpenChange={(o) => !o && close()}
        title={t(`${ns}:folder.moveTitle`, { name: pending?.kind === 'move' ? pending.item.name : '' })}
        initialName={pending?.kind === 'move' ? pending.item.name : ''}
        showName={false}
        folders={pending?.kind === 'move' ? folders(pending.item.id) : []}
        initialParentId={pending?.kind === 'move' ? pending.item.parentId : null}
        submitLabel={t(`${ns}:actions.move`).replace('…', '')}
        pending={move.isPending}
        error={error}
        onSubmit={(_n, parentId) => {
          if (pending?.kind !== 'move') return;
          if (parentId === pending.item.parentId) return close();
          move.mutate({ id: pending.item.id, name: pending.item.name, parentId, index: null });
        }}
      />
      <NameDialog
        open={pending?.kind === 'restore'}
        onOpenChange={(o) => !o && close()}
        title={t(`${ns}:confirm.restoreTitle`, {
          name: pending?.kind === 'restore' ? originalName(pending.item.name) : '',
        })}
        initialName={pending?.kind === 'restore' ? originalName(pending.item.name) : ''}
        folders={folders()}
        initialParentId={
          pending?.kind === 'restore' && items.some((i) => i.id === pending.item.parentId)
            ? pending.item.parentId
            : null
        }
        submitLabel={t(`${ns}:actions.restore`)}
        pending={restore.isPending}
        error={error}
        testId="restore-dialog"
        onSubmit={(name, parentId) => {
          if (pending?.kind === 'restore') restore.mutate({ id: pending.item.id, name, parentId });
        }}
      />
      <ConfirmDialog
        open={pending?.kind === 'archive'}
        onOpenChange={(o) => !o && close()}
        title={t(`${ns}:confirm.archiveTitle`, {
          name: pending?.kind === 'archive' ? pending.item.name : '',
        })}
        description={t(`${ns}:confirm.archiveDescription`)}
        confirmLabel={t(`${ns}:actions.archive`)}
        pending={remove.isPending}
        onConfirm={() => pending?.kind === 'archive' && remove.mutate({ id: pending.item.id, archive: true })}
      />
      <ConfirmDialog
        open={pending?.kind === 'delete'}
        onOpenChange={(o) => !o && close()}
        title={t(`${ns}:confirm.deleteTitle`, {
          name: pending?.kind === 'delete' ? originalName(pending.item.name) : '',
        })}
        description={t(`${ns}:confirm.deleteDescription`)}
        confirmLabel={t(`${ns}:actions.deleteForever`)}
        destructive
        pending={remove.isPending}
        onConfirm={() => pending?.kind === 'delete' && remove.mutate({ id: pending.item.id, archive: false })}
      />
    </>
  );
}
