import { useQueryClient, useQuery, useMutation } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { DropdownMenuItem } from '@tessera/ui/dropdown-menu';
import { BarChart3, FileInput, FolderPlus, LayoutDashboard, Shapes } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceTreePanel } from '../../../../../../components/resource-tree/resource-tree-panel';
import type { ResourceAccess, ResourceTreeApi } from '../../../../../../components/resource-tree/types';
import { useTRPC } from '../../../../../../lib/trpc';
import { useRefreshVizs, type VizItem } from '../../../../../../hooks/use-vizs';
import { VizIcon } from './viz-icon';
import { openViz } from '../../../../../../features/dashboard/viz-paths';

const vizTreeApi: ResourceTreeApi<VizItem> = {
  useArchived: (orgId, enabled) => {
    const trpc = useTRPC();
    const bin = useQuery(trpc.viz.recycleBin.queryOptions({ orgId }, { enabled }));
    return {
      data: bin.data?.map((n) => ({ ...n, type: n.relType })) as VizItem[] | undefined,
      isLoading: bin.isLoading,
    };
  },
  useRefresh: useRefreshVizs,
  useCreateFolder: (opts) => useMutation(useTRPC().viz.createFolder.mutationOptions(opts)),
  useMove: (opts) => useMutation(useTRPC().viz.updateFolder.mutationOptions(opts)),
  useDelete: (opts) => useMutation(useTRPC().viz.remove.mutationOptions(opts)),
  useUnarchive: (opts) => useMutation(useTRPC().viz.restore.mutationOptions(opts)),
};

/** Which "new" entry the tree asked for: the section opens the matching page or dialog. */
export type NewVizKind = 'DATACHART' | 'DASHBOARD' | 'TEMPLATE';

/** The charts-and-dashboards tree: the generic resource tree with the viz procedures. */
export function VizTreePanel({
  orgId,
  items,
  access,
  loading,
  onNew,
  above,
}: {
  orgId: string;
  items: VizItem[];
  access: ResourceAccess;
  loading: boolean;
  above: ReactNode;
  onNew: (kind: NewVizKind, parentId: string | null) => void;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams({ strict: false }) as { chartId?: string; dashboardId?: string };
  const queryClient = useQueryClient();
  // A node opens by its type; archived ones (recycle bin) are found in the bin's cached list.
  const typeOf = (id: string) =>
    items.find((i) => i.id === id)?.type ??
    queryClient.getQueryData(trpc.viz.recycleBin.queryKey({ orgId }))?.find((n) => n.id === id)?.relType ??
    'DATACHART';
  const entries = (parentId: string | null) => (
    <>
      <DropdownMenuItem onSelect={() => onNew('DATACHART', parentId)} data-testid="new-chart">
        <BarChart3 />
        {t('vizs:actions.newChart')}
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => onNew('DASHBOARD', parentId)} data-testid="new-dashboard">
        <LayoutDashboard />
        {t('vizs:actions.newDashboard')}
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => onNew('TEMPLATE', parentId)} data-testid="new-from-template">
        <FileInput />
        {t('orgs:migration.template.menu')}
      </DropdownMenuItem>
    </>
  );
  return (
    <ResourceTreePanel
      orgId={orgId}
      items={items}
      access={access}
      loading={loading}
      above={above}
      selectedId={params.chartId ?? params.dashboardId ?? null}
      config={{
        ns: 'vizs',
        testId: 'viz',
        api: vizTreeApi,
        activeIcon: Shapes,
        icon: (item, open) => <VizIcon type={item.type} open={open} />,
        newMenu: (newFolder) => (
          <>
            {entries(null)}
            <DropdownMenuItem onSelect={newFolder}>
              <FolderPlus />
              {t('vizs:actions.newFolder')}
            </DropdownMenuItem>
          </>
        ),
        folderMenu: (item) => entries(item.id),
        onOpen: (id) => openViz(navigate, orgId, typeOf(id), id),
        onLeave: () => void navigate({ to: '/organizations/$orgId/vizs', params: { orgId } }),
      }}
    />
  );
}
