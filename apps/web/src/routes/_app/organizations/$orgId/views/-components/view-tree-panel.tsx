import { useQuery, useMutation } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { DropdownMenuItem } from '@tessera/ui/dropdown-menu';
import { Eye, FileCode2, FolderPlus, Workflow } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ResourceTreePanel } from '../../../../../../components/resource-tree/resource-tree-panel';
import type { ResourceAccess, ResourceTreeApi } from '../../../../../../components/resource-tree/types';
import { useTRPC } from '../../../../../../lib/trpc';
import { ViewIcon } from './view-icon';
import { useRefreshViews, type ViewItem } from '../../../../../../hooks/use-views';

const viewTreeApi: ResourceTreeApi<ViewItem> = {
  useArchived: (orgId, enabled) => useQuery(useTRPC().view.archived.queryOptions({ orgId }, { enabled })),
  useRefresh: useRefreshViews,
  useCreateFolder: (opts) => {
    const trpc = useTRPC();
    const create = useMutation(trpc.view.create.mutationOptions(opts));
    return {
      mutate: (input) =>
        create.mutate({
          ...input,
          type: 'SQL',
          isFolder: true,
          sourceId: null,
          script: null,
          model: null,
          config: null,
        }),
      isPending: create.isPending,
    };
  },
  useMove: (opts) => useMutation(useTRPC().view.move.mutationOptions(opts)),
  useDelete: (opts) => useMutation(useTRPC().view.delete.mutationOptions(opts)),
  useUnarchive: (opts) => useMutation(useTRPC().view.unarchive.mutationOptions(opts)),
};

/** The Views tree: the generic resource tree with the views' procedures, icons and "new" entries. */
export function ViewTreePanel({
  orgId,
  items,
  access,
  loading,
}: {
  orgId: string;
  items: ViewItem[];
  access: ResourceAccess;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams({ strict: false });
  const newView = (type: 'SQL' | 'STRUCT', parentId?: string) =>
    void navigate({
      to: '/organizations/$orgId/views/new',
      params: { orgId },
      search: parentId ? { parentId, type } : { type },
    });
  return (
    <ResourceTreePanel
      orgId={orgId}
      items={items}
      access={access}
      loading={loading}
      selectedId={(params as { viewId?: string }).viewId ?? null}
      config={{
        ns: 'views',
        testId: 'view',
        api: viewTreeApi,
        activeIcon: Eye,
        // In the recycle bin (no `open`) the icon follows the type alone, as archived items are never folders.
        icon: (item, open) => (
          <ViewIcon type={open !== undefined && item.isFolder ? 'FOLDER' : item.type} open={open} />
        ),
        newMenu: (newFolder) => (
          <>
            <DropdownMenuItem onSelect={() => newView('SQL')} data-testid="new-sql-view">
              <FileCode2 />
              {t('views:actions.newSql')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => newView('STRUCT')} data-testid="new-struct-view">
              <Workflow />
              {t('views:actions.newStruct')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={newFolder}>
              <FolderPlus />
              {t('views:actions.newFolder')}
            </DropdownMenuItem>
          </>
        ),
        folderMenu: (item) => (
          <>
            <DropdownMenuItem onSelect={() => newView('SQL', item.id)}>
              <FileCode2 />
              {t('views:actions.newSql')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => newView('STRUCT', item.id)}>
              <Workflow />
              {t('views:actions.newStruct')}
            </DropdownMenuItem>
          </>
        ),
        onOpen: (id) =>
          void navigate({ to: '/organizations/$orgId/views/$viewId', params: { orgId, viewId: id } }),
        onLeave: () => void navigate({ to: '/organizations/$orgId/views', params: { orgId } }),
      }}
    />
  );
}
