import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@tessera/api';

/** What `share.open` answers: the shared chart, board or story with the page's token. */
export type SharedViz = inferRouterOutputs<AppRouter>['share']['open'];
