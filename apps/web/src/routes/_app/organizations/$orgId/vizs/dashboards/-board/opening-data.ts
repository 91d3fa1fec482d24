import type { AppRouter } from '@tessera/api';
import { boardViews, openingQueries, pageFilters, readBoard } from '@tessera/charts';
import type { inferRouterOutputs } from '@trpc/server';
import { preloadRenderers } from '../../../../../../../components/charts/renderer-kind';
import { adoptEarlyStream, startBoardStream } from '../../../../../../../features/dashboard/early-stream';
import { streamLoader } from '../../../../../../../features/dashboard/loaders';
import { searchParams } from '../../../../../../../lib/url-params';
import type { Services } from '../../../../../../../lib/services';
import { requestHeaders } from '../../../../../../../lib/trpc';

type BoardDetail = inferRouterOutputs<AppRouter>['dashboard']['byId'];

/**
 * Starts the board's opening queries (or takes those `public/early-fetch.js` asked the server to plan, when
 * it planned the same), and loads its chart renderers, as soon as its route has the board's detail: the
 * data streams in while the page's code loads and renders, and the board claims the answers
 * (`claimingLoader`) when it asks for the same queries. The route's loader imports this on demand: what a
 * loader imports statically would sit in the app's entry, with the route table.
 *
 * Answers when the board's chart renderers are ready (see decision D-dash-6): the route waits for them, so
 * that the board's first commit starts its charts, rather than each chart starting later, one task per
 * chart, and reading the page's layout again.
 */
export function startOpeningData(
  services: Pick<Services, 'apiDeps'>,
  detail: BoardDetail,
  search: string,
): Promise<void> {
  const widgets = readBoard(detail.widgets, detail.datacharts);
  const views = boardViews(detail.views);
  const renderers = preloadRenderers(widgets.map((w) => w.chart?.config?.chartGraphId));
  const queries = openingQueries(widgets, views, pageFilters(widgets, views, searchParams(search)));
  const loader = streamLoader(services.apiDeps, detail.id);
  // The data the page asked for as it loaded (the server's own plan), when it planned these very queries.
  const sent = requestHeaders(services.apiDeps).Authorization ?? null;
  const adopted = adoptEarlyStream(detail.id, queries, loader, (res) =>
    services.apiDeps.auth.acceptResponseToken(sent, res.headers.get('Authorization')),
  );
  if (!adopted) startBoardStream(loader, detail.id, queries);
  return renderers;
}
