import type { WidgetQuery } from '@tessera/charts';

/**
 * A shared board's download: each chart's query as the board runs it, named after its widget and naming
 * the widget (as the app's board download does), so the server finds the chart and its sheet keeps the
 * chart's aliases and number formats.
 */
export function shareBoardDownloads(
  queries: Pick<WidgetQuery, 'widgetId' | 'request'>[],
  widgets: { id: string; name: string }[],
): Record<string, unknown>[] {
  return queries.map((q) => ({
    ...(q.request as unknown as Record<string, unknown>),
    widgetId: q.widgetId,
    vizName: widgets.find((w) => w.id === q.widgetId)?.name,
  }));
}
