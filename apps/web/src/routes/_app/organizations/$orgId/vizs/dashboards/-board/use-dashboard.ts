import type { AppRouter } from '@tessera/api';
import { boardViews, readBoard } from '@tessera/charts';
import type { inferRouterOutputs } from '@trpc/server';
import { useMemo } from 'react';
import { preloadRenderers } from '../../../../../../../components/charts/renderer-kind';
import { claimingLoader, startBoardStream } from '../../../../../../../components/dashboard/early-stream';
import { streamLoader } from '../../../../../../../components/dashboard/loaders';
import { readBoardLayout } from '../../../../../../../features/dashboard/board-layout';
import { openingQueries } from '../../../../../../../features/dashboard/opening-queries';
import { pageFilters } from '../../../../../../../features/dashboard/page-filters';
import type { Services } from '../../../../../../../lib/services';
import { useServices } from '../../../../../../../lib/services';
import { api } from '../../../../../../../lib/trpc';

type BoardDetail = inferRouterOutputs<AppRouter>['dashboard']['byId'];

/** A board by id with its widgets read for drawing, and the workspace's streaming loader. */
export function useDashboard(id: string) {
  const services = useServices();
  const detail = api.dashboard.byId.useQuery({ id }, { retry: false });
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

/**
 * Starts the board's opening queries, and loads its chart renderers, as soon as its route has the board's
 * detail: the data streams in while the page's code loads and renders, and the board claims the answers
 * (`claimingLoader`) when it asks for the same queries.
 */
export function startOpeningData(
  services: Pick<Services, 'apiDeps'>,
  detail: BoardDetail,
  search: string,
): void {
  const widgets = readBoard(detail.widgets, detail.datacharts);
  const views = boardViews(detail.views);
  preloadRenderers(widgets.map((w) => w.chart?.config?.chartGraphId));
  const queries = openingQueries(widgets, views, pageFilters(widgets, views, search));
  startBoardStream(streamLoader(services.apiDeps, detail.id), detail.id, queries);
}
