import {
  interactionProblems,
  isControllerVisible,
  planBoard,
  targetKey,
  type BoardWidget,
  type ChartView,
  type Rect,
  type RuntimeFilter,
} from '@tessera/charts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@tessera/ui/dialog';
import { toast } from '@tessera/ui/toast';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Responsive, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import { useTranslation } from 'react-i18next';
import { cn } from '@tessera/ui/lib/utils';
import type { BoardLayout } from './board-layout';
import { groupedIds } from './group-widget';
import { useBoardClicks } from './use-board-clicks';
import { WidgetDetailMenu } from './widget-detail-menu';
import { FreeCanvas } from './free-canvas';
import type { BoardJump } from './jump';
import { mergeFilters } from './linkage';
import { LinkageBar } from './linkage-bar';
import { containedIds } from './tab-container';
import { useAutoRefresh } from './use-auto-refresh';
import { useControllerValues } from './use-controller-values';
import { usePainted } from './use-painted';
import { useBoardWidth } from './use-board-width';
import { useBoardDrills } from './use-board-drills';
import { useGoneJumpTargets } from './use-jump-targets';
import { preloadRenderers } from '../../components/charts';
import { useBoardData, type BoardLoader } from './board-data';
import { WidgetBody, type BoardRender } from './widget-body';
import { WidgetFrame } from './widget-frame';

/** Datart's auto board: 12 columns down to 768 px, 6 below; rows of 32 px. */
export const BREAKPOINTS = { lg: 1200, md: 996, sm: 768, xs: 480, xxs: 0 };
export const COLS = { lg: 12, md: 12, sm: 12, xs: 6, xxs: 6 };
export const ROW_HEIGHT = 32;

const AUTO: BoardLayout = { type: 'auto' };
/** Datart's layer order on a free board: its `index`, then the saved order. */
const layer = (w: BoardWidget) => (typeof w.config.index === 'number' ? w.config.index : 0);

const toItem = (id: string, r: Rect) => ({ i: id, x: r.x, y: r.y, w: r.width, h: r.height });

/** The mobile layout: the PC one stacked in reading order, full width, unless a widget has its own. */
function mobileLayout(widgets: BoardWidget[]) {
  let y = 0;
  return [...widgets]
    .sort((a, b) => a.rect.y - b.rect.y || a.rect.x - b.rect.x)
    .map((w) => {
      const r = w.mobileRect ?? { x: 0, y, width: 6, height: w.rect.height };
      y += r.height;
      return toItem(w.id, r);
    });
}

export interface BoardEditing {
  selectedId: string | null;
  onSelect: (id: string) => void;
  onLayout: (rects: Record<string, Rect>) => void;
  /** A free board's widget moved or resized (pixels). */
  onFreeRect: (id: string, rect: Rect) => void;
  actions: (widget: BoardWidget) => ReactNode;
}

/**
 * A dashboard on its auto (grid) layout. Each widget's query is planned by @tessera/charts (planBoard)
 * and sent through `loader`; a changed controller re-plans, and only widgets whose request changed
 * query again. A failed widget shows its error and a retry; the others go on.
 */
export function DashboardBoard({
  widgets,
  views,
  loader,
  editing,
  crossFilters,
  onDrawn,
  lazyDraw = false,
  layout = AUTO,
  onJump,
  refreshSeconds = null,
  refreshKey = 0,
  viewDetail,
  titleLevel,
}: {
  widgets: BoardWidget[];
  views: Map<string, ChartView>;
  loader: BoardLoader;
  editing?: BoardEditing;
  /** Extra conditions per widget (URL parameters on share pages, jumps). */
  crossFilters?: Record<string, RuntimeFilter[]>;
  /** Called when every widget with data has its answer (share pages mark themselves ready). */
  onDrawn?: () => void;
  /** Draw charts only when scrolled in (the workspace); share pages and screenshots draw everything. */
  lazyDraw?: boolean;
  /** The auto grid (default) or a free canvas with its size and scale mode. */
  layout?: BoardLayout;
  /** Where a chart click with a jump leads; the board itself does not navigate. */
  onJump?: (jump: BoardJump) => void;
  /** The board's own auto refresh period (every widget), if it has one. */
  refreshSeconds?: number | null;
  /** Changed by the reader's Refresh: every chart of the board queries again. */
  refreshKey?: number;
  /**
   * Readers may see the rows behind a chart or one of its points, queried through this loader (the
   * workspace's board door, or a share's detail door); without it there is no "view detail".
   */
  viewDetail?: BoardLoader;
  /** The level of the widgets' titles among the page's headings (3 under the workspace's h1 and h2). */
  titleLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const controls = useControllerValues(widgets);
  const values = controls.applied;
  const [full, setFull] = useState<string | null>(null);
  /** A widget is being dragged or resized in the editor. */
  const [moving, setMoving] = useState(false);
  const { state, run } = useBoardData(loader);
  useEffect(() => {
    void preloadRenderers(widgets.map((w) => w.chart?.config?.chartGraphId));
  }, [widgets]);
  /** Linkage: the conditions each clicked source chart puts on the others. */
  const [links, setLinks] = useState<Record<string, Record<string, RuntimeFilter[]>>>({});
  const filters = useMemo(() => mergeFilters(crossFilters, links), [crossFilters, links]);
  const drill = useBoardDrills(widgets);
  /** The board has drawn once: only then are its jumps' targets looked up, so its first paint waits for nothing. */
  const [drawn, setDrawn] = useState(false);
  const gone = useGoneJumpTargets(widgets, drawn);
  const problems = useMemo(() => interactionProblems(widgets, gone), [widgets, gone]);
  // A jump whose board or chart is gone says so (spec §8) instead of opening a page that is not there.
  const checkedJump =
    onJump &&
    ((jump: BoardJump) => {
      if (jump.kind !== 'url' && gone.has(targetKey({ kind: jump.kind, id: jump.id })))
        return void toast.error(t('dashboards:interactions.jumpTargetGone'));
      onJump(jump);
    });
  const plan = useMemo(
    () =>
      planBoard(widgets, views, values, {
        operators: controls.appliedOperators,
        drills: drill.drills,
        ...(filters ? { crossFilters: filters } : {}),
      }),
    [widgets, views, values, filters, controls.appliedOperators, drill.drills],
  );
  const clicks = useBoardClicks({
    widgets,
    views,
    values,
    operators: controls.appliedOperators,
    drill,
    filters,
    onLink: (source, targets) =>
      setLinks(({ [source]: _old, ...rest }) =>
        Object.keys(targets).length ? { ...rest, [source]: targets } : rest,
      ),
    onJump: checkedJump,
    detailLoader: viewDetail,
    editing: editing !== undefined,
  });
  const sent = useRef(new Map<string, string>());
  // Before paint: answers a page started early (D-dash-2) are shown in the board's first drawing of its
  // widgets, with no frame of "loading" first and no wait for the passive effects.
  useLayoutEffect(() => {
    const changed = plan.queries.filter((q) => sent.current.get(q.widgetId) !== JSON.stringify(q.request));
    for (const q of changed) sent.current.set(q.widgetId, JSON.stringify(q.request));
    run(changed);
  }, [plan, run]);
  useAutoRefresh(
    widgets,
    (ids) => run(plan.queries.filter((q) => ids.includes(q.widgetId))),
    !editing,
    refreshSeconds,
  );
  const refreshed = useRef(refreshKey);
  useEffect(() => {
    if (refreshed.current === refreshKey) return;
    refreshed.current = refreshKey;
    run(plan.queries);
  }, [refreshKey, plan, run]);
  const retry = (id: string) => {
    const q = plan.queries.find((x) => x.widgetId === id);
    if (q) run([q]);
  };
  /** Widgets inside a tab container are drawn in their tab, not on the board; hidden controllers only in the editor. */
  const shownValues = controls.shown;
  const onBoard = useMemo(() => {
    const inside = new Set([...containedIds(widgets), ...groupedIds(widgets)]);
    return widgets.filter(
      (w) =>
        !inside.has(w.id) &&
        (editing !== undefined || !w.controller || isControllerVisible(w, widgets, shownValues)),
    );
  }, [widgets, editing, shownValues]);
  // Drawn means every answer is in and every chart on screen has painted it (share pages, pictures);
  // a chart below the fold draws when scrolled to and does not hold the page up.
  const { painted, onPainted } = usePainted();
  const waitsForPaint = onDrawn !== undefined && !lazyDraw;
  const queried = new Set(plan.queries.map((q) => q.widgetId));
  const settled =
    plan.queries.every((q) => state[q.widgetId] && !state[q.widgetId]!.loading) &&
    (!waitsForPaint ||
      onBoard.every(
        (w) => w.kind !== 'chart' || !queried.has(w.id) || painted.has(w.id) || Boolean(state[w.id]?.error),
      ));
  useEffect(() => {
    if (settled) onDrawn?.();
    if (settled || plan.queries.length === 0) setDrawn(true);
  }, [settled, onDrawn, plan.queries.length]);
  const { width, containerRef, measured } = useBoardWidth();
  const layouts = useMemo(() => {
    const pc = onBoard.map((w) => toItem(w.id, w.rect));
    const mobile = mobileLayout(onBoard);
    return { lg: pc, md: pc, sm: pc, xs: mobile, xxs: mobile };
  }, [onBoard]);

  const errorOf = (w: BoardWidget) => {
    const planned = plan.errors[w.id];
    if (planned) return t(`errors:${planned.code}`, { ...planned.params, defaultValue: planned.code });
    if (w.kind === 'chart' && !w.chart?.config) return t('errors:CHART_UNAVAILABLE');
    return state[w.id]?.error;
  };
  const fullWidget = widgets.find((w) => w.id === full);
  const render: BoardRender = {
    widgets,
    plan,
    state,
    controls,
    drill,
    clicks,
    lazyDraw,
    ...(waitsForPaint ? { onPainted } : {}),
    editing: editing !== undefined,
    free: layout.type === 'free',
    frame: (w: BoardWidget) => frame(w),
  };
  const frame = (w: BoardWidget) => (
    <WidgetFrame
      widget={w}
      error={errorOf(w)}
      warnings={problems[w.id]?.map((p) => t(`dashboards:interactions.${p}`))}
      titleLevel={titleLevel}
      onRetry={() => retry(w.id)}
      onFullScreen={w.kind === 'chart' && !editing ? () => setFull(w.id) : undefined}
      actions={
        editing ? (
          editing.actions(w)
        ) : clicks.viewDetail && w.kind === 'chart' && w.chart?.config ? (
          <WidgetDetailMenu
            widget={w}
            view={w.chart.viewId ? views.get(w.chart.viewId) : undefined}
            frame={state[w.id]?.data}
            onShow={(point) => clicks.showDetail(w, point)}
          />
        ) : undefined
      }
      selected={editing?.selectedId === w.id}
    >
      <WidgetBody widget={w} board={render} />
    </WidgetFrame>
  );

  return (
    <div
      ref={containerRef}
      className={cn(
        layout.type === 'free' ? 'h-full w-full' : 'w-full',
        // While a widget moves, the charts under the pointer do not follow it (tooltips, hover): their
        // pointer handling forced a layout on every move and made the drag stutter.
        moving && '[&_[data-chart-surface]]:pointer-events-none',
      )}
      data-testid="dashboard-board"
      data-layout={layout.type}
      data-settled={settled || plan.queries.length === 0}
    >
      <LinkageBar
        sources={Object.keys(links).map((id) => widgets.find((w) => w.id === id)?.name ?? '')}
        onClear={() => setLinks({})}
      />
      {layout.type === 'free' && (
        <FreeCanvas
          layout={layout}
          items={[...onBoard]
            .sort((a, b) => layer(a) - layer(b))
            .map((w) => ({
              id: w.id,
              config: w.config,
              node: (
                <div className="h-full w-full" onMouseDownCapture={() => editing?.onSelect(w.id)}>
                  {frame(w)}
                </div>
              ),
            }))}
          {...(editing ? { onRect: editing.onFreeRect } : {})}
        />
      )}
      {layout.type === 'auto' && measured && (
        <Responsive
          width={width}
          layouts={layouts}
          breakpoints={BREAKPOINTS}
          cols={COLS}
          rowHeight={ROW_HEIGHT}
          margin={[8, 8]}
          dragConfig={{
            enabled: Boolean(editing),
            cancel: '.no-drag, button, input, select, [role=combobox]',
          }}
          resizeConfig={{ enabled: Boolean(editing) }}
          onDragStart={() => setMoving(true)}
          onDragStop={() => setMoving(false)}
          onResizeStart={() => setMoving(true)}
          onResizeStop={() => setMoving(false)}
          onLayoutChange={(layout: Layout) => {
            if (!editing || width < BREAKPOINTS.sm) return;
            const rects: Record<string, Rect> = {};
            for (const item of layout)
              rects[item.i] = { x: item.x, y: item.y, width: item.w, height: item.h };
            editing.onLayout(rects);
          }}
        >
          {onBoard.map((w) => (
            <div key={w.id} onMouseDownCapture={() => editing?.onSelect(w.id)}>
              {frame(w)}
            </div>
          ))}
        </Responsive>
      )}
      {clicks.detailDialog}
      <Dialog open={fullWidget !== undefined} onOpenChange={(o) => !o && setFull(null)}>
        {/* A column, not the dialog's default grid: the grid gave the title and the chart a row each of the
            same height, and the chart was drawn in the lower half. */}
        <DialogContent
          closeLabel={t('common:actions.close')}
          className="flex h-[85vh] flex-col sm:max-w-[90vw]"
          data-testid="widget-full-screen"
        >
          <DialogHeader>
            <DialogTitle>{fullWidget?.name}</DialogTitle>
            <DialogDescription className="sr-only">{fullWidget?.name}</DialogDescription>
          </DialogHeader>
          <div className="min-h-0 flex-1">
            {fullWidget && <WidgetBody widget={fullWidget} board={render} big />}
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
