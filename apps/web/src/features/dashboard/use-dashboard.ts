import { useQuery } from '@tanstack/react-query';
import { boardViews, readBoard } from '@tessera/charts';
import { useMemo } from 'react';
import { claimingLoader } from './early-stream';
import { streamLoader } from './loaders';
import { readBoardLayout } from './board-layout';
import { useServices } from '../../lib/services';
import { useTRPC } from '../../lib/trpc';

/** A board by id with its widgets read for drawing, and the workspace's streaming loader. */
export function useDashboard(id: string) {
  const trpc = useTRPC();
  const services = useServices();
  const detail = useQuery(trpc.dashboard.byId.queryOptions({ id }, { retry: false }));
  const widgets = useMemo(
    () => (detail.data ? readBoard(detail.data.widgets, detail.data.datacharts) : []),
    [detail.data],
  );
  const layout = useMemo(() => readBoardLayout(detail.data?.config, detail.data?.subType), [detail.data]);
  const views = useMemo(() => boardViews(detail.data?.views ?? []), [detail.data]);
  const loader = useMemo(
    () => claimingLoader(streamLoader(services.apiDeps, id), id),
    [services.apiDeps, id],
  );
  return { detail, widgets, views, loader, layout };
}
