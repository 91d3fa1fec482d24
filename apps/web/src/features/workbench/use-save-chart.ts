import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toast } from '@tessera/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appErrorOf } from '../../lib/app-error';
import { errorText } from '../../lib/error-text';
import { formMeta } from '../../lib/services';
import { useTRPC } from '../../lib/trpc';
import type { ChartDetail } from '../../hooks/use-vizs';
import { useRefreshVizs } from '../../hooks/use-vizs';
import type { Workbench } from './use-workbench';

/** Saving the workbench: a new chart asks for its name and folder first; errors land where they belong. */
export function useSaveChart({
  orgId,
  chart,
  wb,
  parentId,
  onSaved,
}: {
  orgId: string;
  chart?: ChartDetail;
  wb: Workbench;
  parentId: string | null;
  onSaved: () => void;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshVizs();
  const [asking, setAsking] = useState(false);
  /** The server's refusal of the name asked (a name clash), shown under it. */
  const [nameError, setNameError] = useState<unknown>();
  const onError = (e: unknown) => {
    if (appErrorOf(e)?.code === 'NAME_EXISTS') {
      setNameError(e);
      setAsking(true);
      return;
    }
    toast.error(errorText(t, e));
  };
  const create = useMutation(
    trpc.datachart.create.mutationOptions({
      meta: formMeta,
      onSuccess: async (node) => {
        await refresh();
        onSaved();
        setAsking(false);
        toast.success(t('vizs:done.saved'));
        void navigate({
          to: '/organizations/$orgId/vizs/charts/$chartId/edit',
          params: { orgId, chartId: node.id },
        });
      },
      onError,
    }),
  );
  const update = useMutation(
    trpc.datachart.update.mutationOptions({
      meta: formMeta,
      onSuccess: async () => {
        await refresh();
        onSaved();
        setAsking(false);
        toast.success(t('vizs:done.saved'));
      },
      onError,
    }),
  );
  const save = (name?: string, folder?: string | null) => {
    setNameError(undefined);
    if (!wb.viewId) return toast.error(t('vizs:workbench.pickViewFirst'));
    if (!chart) {
      if (!name) return setAsking(true);
      create.mutate({ orgId, name, parentId: folder ?? null, viewId: wb.viewId, config: wb.config });
      return;
    }
    update.mutate({
      id: chart.id,
      name: name ?? chart.name,
      parentId: chart.parentId,
      index: chart.index,
      viewId: wb.viewId,
      config: wb.config,
    });
  };
  return {
    save,
    asking,
    nameError,
    cancelAsk: () => {
      setAsking(false);
      setNameError(undefined);
    },
    pending: create.isPending || update.isPending,
    defaultParentId: parentId,
  };
}
