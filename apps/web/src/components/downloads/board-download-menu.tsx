import { planBoard, type BoardWidget, type ChartView } from '@tessera/charts';
import { VizDownloadMenu, type DownloadParams } from './viz-download-menu';

/**
 * A board's Download menu: Excel or CSV hold every chart's query as the board opens (one sheet or
 * section per widget, named after it); a picture or PDF shows the board itself, rendered by the worker;
 * a template holds the saved board without its data binding.
 */
export function BoardDownloadMenu({
  board,
  widgets,
  views,
}: {
  board: { id: string; name: string };
  widgets: BoardWidget[];
  views: Map<string, ChartView>;
}) {
  const params = (): DownloadParams | null => {
    const queries = planBoard(widgets, views, {}).queries;
    if (!queries.length) return null;
    return queries.map((q) => ({
      ...(q.request as unknown as Record<string, unknown>),
      viewId: q.request.viewId,
      vizId: board.id,
      vizType: 'DASHBOARD' as const,
      // the widget's chart shapes its Excel sheet (number formats, a table's header groups)
      widgetId: q.widgetId,
      vizName: widgets.find((w) => w.id === q.widgetId)?.name ?? board.name,
    }));
  };
  return (
    <VizDownloadMenu
      name={board.name}
      kinds={['EXCEL', 'CSV', 'IMAGE', 'PDF']}
      params={params}
      template={{ vizType: 'DASHBOARD', id: board.id }}
    />
  );
}
