import type { Dataframe } from '@tessera/charts';
import type { BoardLoader } from './board-data';
import type { TrpcClient } from '../../lib/trpc';

/**
 * The editor's loader: widgets the board has saved go through the board's data door as usual; a chart
 * added since (not stored yet, so the door does not know it) is queried as what it is — a saved chart
 * through `datachart.execute` (READ on the chart), an owned chart on its view through `data.execute` (READ
 * on the view, which the workbench only offered). Either way the editor's own row and column rules apply.
 */
export function editorLoader(
  board: BoardLoader,
  client: TrpcClient,
  /** Whether the widget is stored as it is now (a changed owned chart may be on another view). */
  isSaved: (widgetId: string) => boolean,
  chartOf: (widgetId: string) => string | null,
  errorText: (e: unknown) => string,
): BoardLoader {
  return async (queries, onLine, signal) => {
    const stored = queries.filter((q) => isSaved(q.widgetId));
    const fresh = queries.filter((q) => !isSaved(q.widgetId));
    await Promise.all([
      stored.length ? board(stored, onLine, signal) : Promise.resolve(),
      ...fresh.map(async (q) => {
        const request = q.request as unknown as { viewId: string } & Record<string, unknown>;
        const chartId = chartOf(q.widgetId);
        try {
          const data = chartId
            ? await client.datachart.execute.mutate({ id: chartId, request }, { signal })
            : await client.data.execute.mutate(request, { signal });
          onLine({ widgetId: q.widgetId, data: data as Dataframe });
        } catch (e) {
          if (!signal.aborted) onLine({ widgetId: q.widgetId, error: errorText(e) });
        }
      }),
    ]);
  };
}
