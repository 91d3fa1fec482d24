import type { inferRouterInputs } from '@trpc/server';
import type { AppRouter } from '@tessera/api';
import type { Services } from './services';

type StreamInput = inferRouterInputs<AppRouter>['data']['executeStream'];

/**
 * A chart query through the streamed door (`data.executeStream`): the row batches are parsed as they
 * arrive and gathered into one frame, for pages too large to wait for as one JSON document.
 */
export async function executeStreamed(trpcClient: Services['trpcClient'], input: StreamInput) {
  const { batches, pageInfo, ...head } = await trpcClient.data.executeStream.mutate(input);
  const rows = [];
  for await (const batch of batches) for (const row of batch.rows) rows.push(row);
  return { ...head, rows, pageInfo: await pageInfo };
}
