import { useQuery, useMutation } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { DropdownMenuItem, DropdownMenuSeparator } from '@tessera/ui/dropdown-menu';
import { Database, FolderPlus, KeyRound, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ResourceTreePanel } from '../../../../../../components/resource-tree/resource-tree-panel';
import type { ResourceAccess, ResourceTreeApi } from '../../../../../../components/resource-tree/types';
import { useTRPC } from '../../../../../../lib/trpc';
import { SourceIcon } from './source-icon';
import { useAddDemo } from './type-cards';
import { useRefreshSources, type SourceItem } from '../../../../../../hooks/use-sources';

const sourceTreeApi: ResourceTreeApi<SourceItem> = {
  useArchived: (orgId, enabled) => useQuery(useTRPC().source.archived.queryOptions({ orgId }, { enabled })),
  useRefresh: useRefreshSources,
  useCreateFolder: (opts) => {
    const trpc = useTRPC();
    const create = useMutation(trpc.source.create.mutationOptions(opts));
    return {
      mutate: (input) => create.mutate({ ...input, type: 'FOLDER', isFolder: true }),
      isPending: create.isPending,
    };
  },
  useMove: (opts) => useMutation(useTRPC().source.move.mutationOptions(opts)),
  useDelete: (opts) => useMutation(useTRPC().source.delete.mutationOptions(opts)),
  useUnarchive: (opts) => useMutation(useTRPC().source.unarchive.mutationOptions(opts)),
};

/** The Sources tree: the generic resource tree with the sources' procedures, icons and "new" entries. */
export function SourceTreePanel({
  orgId,
  items,
  access,
  loading,
}: {
  orgId: string;
  items: SourceItem[];
  access: ResourceAccess;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams({ strict: false });
  const addDemo = useAddDemo();
  return (
    <ResourceTreePanel
      orgId={orgId}
      items={items}
      access={access}
      loading={loading}
      selectedId={(params as { sourceId?: string }).sourceId ?? null}
      config={{
        ns: 'sources',
        testId: 'source',
        api: sourceTreeApi,
        activeIcon: Database,
        icon: (item, open) => <SourceIcon type={item.type} open={open} />,
        // Imported without its secret (issue 32): it cannot connect until the password is typed again.
        mark: (item) =>
          item.needsPassword ? (
            <span
              className="ml-auto flex shrink-0 items-center gap-1 rounded bg-amber-100 px-1 text-[11px] text-amber-900 dark:bg-amber-900/40 dark:text-amber-100"
              data-testid="source-needs-password"
            >
              <KeyRound className="size-3" aria-hidden />
              {t('sources:needsPassword')}
            </span>
          ) : null,
        newMenu: (newFolder) => (
          <>
            <DropdownMenuItem
              onSelect={() => void navigate({ to: '/organizations/$orgId/sources/new', params: { orgId } })}
            >
              <Database />
              {t('sources:actions.newSource')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={newFolder}>
              <FolderPlus />
              {t('sources:actions.newFolder')}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => addDemo.mutate({ orgId })} disabled={addDemo.isPending}>
              <Sparkles />
              {t('sources:actions.addDemo')}
            </DropdownMenuItem>
          </>
        ),
        folderMenu: (item) => (
          <DropdownMenuItem
            onSelect={() =>
              void navigate({
                to: '/organizations/$orgId/sources/new',
                params: { orgId },
                search: { parentId: item.id },
              })
            }
          >
            <Database />
            {t('sources:actions.newSource')}
          </DropdownMenuItem>
        ),
        onOpen: (id) =>
          void navigate({ to: '/organizations/$orgId/sources/$sourceId', params: { orgId, sourceId: id } }),
        onLeave: () => void navigate({ to: '/organizations/$orgId/sources', params: { orgId } }),
      }}
    />
  );
}
