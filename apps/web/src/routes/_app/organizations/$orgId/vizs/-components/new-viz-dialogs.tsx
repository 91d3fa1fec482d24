import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toast } from '@tessera/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appErrorOf } from '../../../../../../lib/app-error';
import { formMeta, useServices } from '../../../../../../lib/services';
import { useTRPC } from '../../../../../../lib/trpc';
import { NameDialog } from '../../../../../../components/dialogs';
import { useRefreshStories, useRefreshVizs } from '../../../../../../hooks/use-vizs';
import { openViz } from '../../../../../../features/dashboard/viz-paths';
import { onDemandDialog } from '../../../../../../components/on-demand';

/** Name and layout of a new board (auto or free, as Datart's dialog asks); its form loads when opened. */
const NewDashboardDialog = onDemandDialog(() =>
  import('../../../../../../features/dashboard/new-dashboard-dialog').then((m) => m.NewDashboardDialog),
);

export interface NewVizRequest {
  kind: 'DASHBOARD' | 'STORYBOARD';
  parentId: string | null;
}

/** Naming a new dashboard or storyboard; once created it opens on its own page. */
export function NewVizDialogs({
  orgId,
  request,
  onClose,
}: {
  orgId: string;
  request: NewVizRequest | null;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const services = useServices();
  const refreshVizs = useRefreshVizs();
  const refreshStories = useRefreshStories();
  const [error, setError] = useState<unknown>();
  const onError = (e: unknown) => {
    if (appErrorOf(e)?.code === 'NAME_EXISTS') return setError(e);
    services.reporter.report(e);
  };
  const close = () => {
    setError(undefined);
    onClose();
  };
  const dashboard = useMutation(
    trpc.dashboard.create.mutationOptions({
      meta: formMeta,
      onSuccess: async (node) => {
        await refreshVizs();
        toast.success(t('vizs:done.dashboardCreated'));
        close();
        void navigate({
          to: '/organizations/$orgId/vizs/dashboards/$dashboardId/edit',
          params: { orgId, dashboardId: node.id },
        });
      },
      onError,
    }),
  );
  const storyboard = useMutation(
    trpc.storyboard.create.mutationOptions({
      meta: formMeta,
      onSuccess: async (node) => {
        await refreshStories();
        toast.success(t('vizs:done.storyboardCreated'));
        close();
        openViz(navigate, orgId, 'STORYBOARD', node.id);
      },
      onError,
    }),
  );
  return (
    <>
      <NewDashboardDialog
        open={request?.kind === 'DASHBOARD'}
        onOpenChange={(o) => !o && close()}
        title={t('vizs:new.dashboard')}
        submitLabel={t('vizs:actions.create')}
        pending={dashboard.isPending}
        error={error}
        onSubmit={({ name, subType }) =>
          request && dashboard.mutate({ orgId, name, parentId: request.parentId, subType })
        }
      />
      <NameDialog
        open={request?.kind === 'STORYBOARD'}
        onOpenChange={(o) => !o && close()}
        title={t('vizs:new.storyboard')}
        initialName=""
        submitLabel={t('vizs:actions.create')}
        pending={storyboard.isPending}
        error={error}
        testId="new-viz-dialog"
        onSubmit={(name) => {
          if (request) storyboard.mutate({ orgId, name, parentId: request.parentId });
        }}
      />
    </>
  );
}
