import type { Dataframe } from '@tessera/charts';
import type { TrpcClient } from '../../lib/trpc';
import type { BoardLoader } from '../dashboard/board-data';

/**
 * The embed page's loader: every widget's query through `embed.execute` with the page's signed token (the
 * server checks it on every call and applies its row values and fixed filters), all at once in one batch.
 */
export function embedLoader(
  client: TrpcClient,
  token: string,
  errorText: (e: unknown) => string,
): BoardLoader {
  return async (queries, onLine, signal) => {
    await Promise.all(
      queries.map(async (q) => {
        try {
          const data = await client.embed.execute.mutate(
            { token, request: q.request as unknown as Record<string, unknown> },
            { signal },
          );
          onLine({ widgetId: q.widgetId, data: data as Dataframe });
        } catch (e) {
          onLine({ widgetId: q.widgetId, error: errorText(e) });
        }
      }),
    );
  };
}
