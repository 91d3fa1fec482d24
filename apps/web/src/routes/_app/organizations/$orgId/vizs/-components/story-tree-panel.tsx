import { useQuery, useMutation } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { DropdownMenuItem } from '@tessera/ui/dropdown-menu';
import { BookOpen, FolderPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceTreePanel } from '../../../../../../components/resource-tree/resource-tree-panel';
import type { ResourceAccess, ResourceTreeApi } from '../../../../../../components/resource-tree/types';
import { useTRPC } from '../../../../../../lib/trpc';
import { useRefreshStories, type StoryItem } from '../../../../../../hooks/use-vizs';
import { VizIcon } from './viz-icon';
import { openViz } from '../../../../../../features/dashboard/viz-paths';

const storyTreeApi: ResourceTreeApi<StoryItem> = {
  useArchived: (orgId, enabled) => {
    const trpc = useTRPC();
    const bin = useQuery(trpc.viz.archived.queryOptions({ orgId, vizType: 'STORYBOARD' }, { enabled }));
    return {
      data: bin.data?.map((n) => ({ ...n, type: 'STORYBOARD' })) as StoryItem[] | undefined,
      isLoading: bin.isLoading,
    };
  },
  useRefresh: useRefreshStories,
  useCreateFolder: (opts) => {
    const trpc = useTRPC();
    const create = useMutation(trpc.storyboard.create.mutationOptions(opts));
    return { mutate: (input) => create.mutate({ ...input, isFolder: true }), isPending: create.isPending };
  },
  useMove: (opts) => useMutation(useTRPC().storyboard.update.mutationOptions(opts)),
  useDelete: (opts) => useMutation(useTRPC().storyboard.delete.mutationOptions(opts)),
  useUnarchive: (opts) => {
    const trpc = useTRPC();
    const restore = useMutation(
      trpc.viz.unarchive.mutationOptions({
        meta: opts.meta,
        onError: opts.onError,
        onSuccess: (r, v) => opts.onSuccess(r, { id: v.id, name: v.newName, parentId: v.parentId ?? null }),
      }),
    );
    return {
      mutate: ({ id, name, parentId }) =>
        restore.mutate({ id, vizType: 'STORYBOARD', newName: name, parentId: parentId ?? null }),
      isPending: restore.isPending,
    };
  },
};

/** The storyboards tree: storyboards have their own root and folders, as in Datart. */
export function StoryTreePanel({
  orgId,
  items,
  access,
  loading,
  onNew,
  above,
}: {
  orgId: string;
  items: StoryItem[];
  access: ResourceAccess;
  loading: boolean;
  above: ReactNode;
  onNew: (parentId: string | null) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams({ strict: false }) as { storyboardId?: string };
  const entry = (parentId: string | null) => (
    <DropdownMenuItem onSelect={() => onNew(parentId)} data-testid="new-storyboard">
      <BookOpen />
      {t('stories:actions.newStoryboard')}
    </DropdownMenuItem>
  );
  return (
    <ResourceTreePanel
      orgId={orgId}
      items={items}
      access={access}
      loading={loading}
      above={above}
      selectedId={params.storyboardId ?? null}
      config={{
        ns: 'stories',
        testId: 'story',
        api: storyTreeApi,
        activeIcon: BookOpen,
        icon: (item, open) => <VizIcon type={item.type} open={open} />,
        newMenu: (newFolder) => (
          <>
            {entry(null)}
            <DropdownMenuItem onSelect={newFolder}>
              <FolderPlus />
              {t('stories:actions.newFolder')}
            </DropdownMenuItem>
          </>
        ),
        folderMenu: (item) => entry(item.id),
        onOpen: (id) => openViz(navigate, orgId, 'STORYBOARD', id),
        onLeave: () => void navigate({ to: '/organizations/$orgId/vizs', params: { orgId } }),
      }}
    />
  );
}
