import { currentValues, isControllerVisible, type BoardPlan, type BoardWidget } from '@tessera/charts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonWidget } from './button-widget';
import { CarouselContainer } from './carousel-container';
import { DrawWhenVisible } from './draw-when-visible';
import { DrillBar } from './drill-bar';
import { GroupWidget } from './group-widget';
import { TabContainer } from './tab-container';
import type { useBoardClicks } from './use-board-clicks';
import type { useBoardDrills } from './use-board-drills';
import type { useControllerValues } from './use-controller-values';
import { ChartRenderer, type ChartInteraction } from '../../components/charts';
import type { WidgetState } from './board-data';
import { ControllerWidget } from './controller-widget';
import { MediaWidget } from './media-widget';

/** What a widget's body draws from: the board's widgets, plan, answers and interaction state. */
export interface BoardRender {
  widgets: BoardWidget[];
  plan: BoardPlan;
  state: Record<string, WidgetState>;
  controls: ReturnType<typeof useControllerValues>;
  drill: ReturnType<typeof useBoardDrills>;
  clicks: ReturnType<typeof useBoardClicks>;
  /** Charts draw only when scrolled in (the workspace). */
  lazyDraw: boolean;
  /** Set when the page waits for every chart's paint: each tile reports its own. */
  onPainted?: (widgetId: string) => () => void;
  editing: boolean;
  free: boolean;
  /** A widget in its frame: containers and groups draw their children with it. */
  frame: (widget: BoardWidget) => ReactNode;
}

/** A widget's content by kind: a chart (or why it waits), a controller, a button, media, a container or a group. */
export function WidgetBody({
  widget: w,
  board,
  big = false,
}: {
  widget: BoardWidget;
  board: BoardRender;
  /** Drawn full screen (animated, never deferred) rather than as a tile. */
  big?: boolean;
}) {
  const { t } = useTranslation();
  const { widgets, plan, state, controls, drill, clicks, frame } = board;
  const s = state[w.id];
  const child = (id: string) => {
    const found = widgets.find((c) => c.id === id);
    return found ? frame(found) : null;
  };
  if (w.kind === 'chart') {
    const config = w.chart?.config;
    if (!config) return null;
    const waiting = plan.waiting[w.id];
    if (waiting)
      return (
        <p
          className="flex h-full items-center justify-center p-2 text-center text-sm text-muted-foreground"
          data-testid="widget-waiting"
        >
          {t('dashboards:controller.waiting', { names: waiting.join(', ') })}
        </p>
      );
    const painted = board.onPainted && !big ? board.onPainted(w.id) : undefined;
    const chart = (
      <ChartRenderer
        key={big ? 'full' : 'tile'}
        config={config}
        dataframe={s?.data}
        loading={!s || (s.loading && !s.data)}
        animateEntry={big}
        {...(painted ? { onRendered: painted, onDeferred: painted } : {})}
        {...(clicks.clickable(w)
          ? { onInteraction: (e: ChartInteraction) => clicks.onChartClick(w, e) }
          : {})}
      />
    );
    const drawn = big || !board.lazyDraw ? chart : <DrawWhenVisible>{chart}</DrawWhenVisible>;
    const path = drill.path(w.id);
    return path.length ? (
      <div className="flex h-full flex-col">
        <DrillBar path={path} onUp={() => drill.up(w.id)} />
        <div className="min-h-0 flex-1">{drawn}</div>
      </div>
    ) : (
      drawn
    );
  }
  if (w.kind === 'controller' && w.controller)
    return (
      <ControllerWidget
        widget={w}
        options={s?.data}
        values={currentValues(w, controls.shown)}
        onChange={(v) => controls.change(w.id, v)}
        operator={controls.shownOperators[w.id] ?? w.controller.operator}
        onOperator={(op) => controls.changeOperator(w.id, op)}
        hiddenForViewers={board.editing && !isControllerVisible(w, widgets, controls.shown)}
      />
    );
  if (w.kind === 'button')
    return (
      <ButtonWidget widget={w} pending={controls.pending} onQuery={controls.query} onReset={controls.reset} />
    );
  if (w.kind === 'media') return <MediaWidget widget={w} />;
  if (w.kind === 'container' && w.originalType === 'tab')
    return <TabContainer widget={w}>{child}</TabContainer>;
  if (w.kind === 'container' && w.originalType === 'carousel')
    return <CarouselContainer widget={w}>{child}</CarouselContainer>;
  if (w.kind === 'group')
    return (
      <GroupWidget widget={w} widgets={widgets} free={board.free}>
        {(c) => frame(c)}
      </GroupWidget>
    );
  return (
    <p className="text-xs text-muted-foreground">
      {t('dashboards:widget.unsupported', { type: w.originalType })}
    </p>
  );
}
