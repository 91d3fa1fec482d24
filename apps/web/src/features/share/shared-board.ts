import {
  boardViews,
  openingQueries,
  pageFilters,
  readBoard,
  type BoardWidget,
  type ChartView,
  type RuntimeFilter,
} from '@tessera/charts';
import { preloadRenderers } from '../../components/charts/renderer-kind';
import type { TrpcClient } from '../../lib/trpc';
import { searchParams } from '../../lib/url-params';
import type { SharedViz } from './shared-viz';

/** A shared dashboard as `share.open` describes it. */
export interface SharedBoard {
  name: string;
  /** Board config (layout, auto refresh) and type (`free` or auto). */
  config: unknown;
  subType: string | null;
  /** What the share allows: `download` when its creator holds DOWNLOAD on the board. */
  can?: { download?: boolean };
  widgets: { id: string; config: unknown; datachartId: string | null }[];
  datacharts: { id: string; viewId: string | null; config: unknown }[];
  views: { id: string; model: unknown; config: unknown }[];
}

export interface ReadSharedBoard {
  widgets: BoardWidget[];
  views: Map<string, ChartView>;
  /** The page's URL parameters as conditions on each widget whose view has a field of that name (none without). */
  filters: Record<string, RuntimeFilter[]> | undefined;
}

/** The shared board's widgets and views, and the page's URL parameters as conditions. */
export function readSharedBoard(board: SharedBoard, search: string): ReadSharedBoard {
  const widgets = readBoard(board.widgets, board.datacharts);
  const views = boardViews(board.views);
  return { widgets, views, filters: pageFilters(widgets, views, searchParams(search)) };
}

const early = new Map<string, Promise<unknown>>();
const earlyKey = (widgetId: string, token: string, request: unknown) =>
  `${widgetId}\n${token}\n${JSON.stringify(request)}`;

/**
 * Starts a public board's opening queries as soon as its bootstrap has answered, while the page's own
 * chunks are still loading and before it renders; the board's loader takes each answer once
 * (`takeEarlyExecute`). The share is re-checked on each of these calls as on any other.
 */
export function startOpeningQueries(client: TrpcClient, share: SharedViz): void {
  const board = readSharedBoard(share.vizDetail as unknown as SharedBoard, window.location.search);
  void preloadRenderers(board.widgets.map((w) => w.chart?.config?.chartGraphId));
  for (const q of openingQueries(board.widgets, board.views, board.filters)) {
    const token = share.executeToken[q.request.viewId]?.authorizedToken;
    if (!token) continue;
    const answer = client.share.execute.mutate({
      executeToken: token,
      request: q.request as unknown as Record<string, unknown>,
    });
    // Read (and reported) by the board when it takes the answer; never taken, it is dropped.
    answer.catch(() => undefined);
    early.set(earlyKey(q.widgetId, token, q.request), answer);
  }
}

/** The answer `startOpeningQueries` holds for exactly this widget's query through this token, taken once. */
export function takeEarlyExecute(
  widgetId: string,
  token: string,
  request: unknown,
): Promise<unknown> | undefined {
  const key = earlyKey(widgetId, token, request);
  const answer = early.get(key);
  early.delete(key);
  return answer;
}
