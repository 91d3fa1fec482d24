import type { EChartsOption } from '@tessera/charts';
import { useEffect, useRef, useState } from 'react';
import { chartRenderer, loadECharts, loadedECharts } from './load-echarts';
import type { EChartsRuntime } from './runtime';
import { echartsThemeName } from './themes';
import { useSeenOnScreen } from './use-visible';
import { chartPoints, type ChartPoint } from './chart-points';
import { ChartPointsLayer } from './chart-points-layer';

type EChartsInstance = ReturnType<EChartsRuntime['init']>;

/** Runs `fn` when the page is next idle (soon at the latest); answers how to cancel it. */
function whenIdle(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: 500 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 0);
  return () => window.clearTimeout(id);
}

/**
 * The option as given to ECharts: without its tooltip until a pointer has come over the chart. ECharts'
 * tooltip is a component of its own (its model, a view, an HTML box it places by reading the page's
 * layout): about a tenth of starting a board's charts, for what only a pointer shows.
 */
function withTooltip(option: EChartsOption, pointed: boolean): EChartsOption {
  if (pointed || !('tooltip' in option)) return option;
  const { tooltip: _later, ...rest } = option as Record<string, unknown>;
  return rest as EChartsOption;
}

/**
 * Whether the person asked for less motion (the system's "reduce motion"): charts then draw at once,
 * without ECharts' entry and update animations (WCAG 2.3.3). Screenshots taken with it are stable.
 */
function reducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** The option without animation when the person asked for less motion. */
function stillIfAsked(option: EChartsOption): EChartsOption {
  return reducedMotion() ? ({ ...option, animation: false } as EChartsOption) : option;
}

/** The parts of an ECharts click event the app reads (see ChartInteraction). */
export interface EChartClick {
  dataIndex?: number;
  seriesName?: string;
  name?: string;
}

export interface EChartProps {
  option: EChartsOption;
  theme: 'light' | 'dark';
  onClick?: (e: EChartClick) => void;
  /** Called with the first frame drawn after each setOption (the speed bench reads it). */
  onRendered?: () => void;
  /** Called when the drawing has settled, animations included (the gallery screenshots then). */
  onSettled?: () => void;
  /** Called when the chart mounts below the fold: it draws when scrolled to (a page can be ready without it). */
  onDeferred?: () => void;
  /** Called when the runtime chunk fails to load. */
  onLoadError?: (error: unknown) => void;
  /** Whether the first drawing animates (later options animate as they say). */
  animateEntry?: boolean;
  className?: string;
}

/**
 * One ECharts instance on echarts/core (lazily loaded), initialised when first on screen, resized with
 * its box, re-created on theme change and disposed on unmount.
 */
export function EChart({
  option,
  theme,
  onClick,
  onRendered,
  onSettled,
  onDeferred,
  onLoadError,
  animateEntry = true,
  className,
}: EChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { seen, size } = useSeenOnScreen(ref, undefined, onDeferred);
  // The live instance: a ref, not state, so that starting 24 charts does not re-render each of them.
  const chart = useRef<EChartsInstance | null>(null);
  const handlers = useRef({ onClick, onRendered, onSettled, onLoadError });
  handlers.current = { onClick, onRendered, onSettled, onLoadError };
  // True between a setOption and its first drawn frame.
  const awaitingFrame = useRef(false);
  const latest = useRef(option);
  latest.current = option;
  // The option last given to ECharts, so a re-render with the same option does not redraw.
  const drawn = useRef<EChartsOption | null>(null);
  // Whether a pointer has come over the chart: its tooltip is given to ECharts from then on (`withTooltip`).
  const pointed = useRef(false);
  // The clickable points of an interactive chart, placed after each layout (see ChartPointsLayer).
  const [points, setPoints] = useState<ChartPoint[]>([]);
  const interactive = onClick !== undefined;

  useEffect(() => {
    const el = ref.current;
    if (!seen || !el) return;
    let disposed = false;
    let instance: EChartsInstance | null = null;
    let observer: ResizeObserver | null = null;
    let cancelPlacing = () => {};
    // `known`: the size measured as the box came on screen. ECharts would otherwise read the layout, which
    // every chart started before it has just changed: one forced layout per chart. When the runtime loaded
    // after that commit the size may be stale; the resize observer below then redraws at the right size
    // before the frame is painted.
    const start = (echarts: EChartsRuntime, known: { width: number; height: number } | null) => {
      if (disposed) return;
      instance = echarts.init(el, echartsThemeName[theme], {
        renderer: chartRenderer(),
        ...(known && known.width > 0 && known.height > 0 ? known : {}),
      });
      instance.on('click', (p: EChartClick) => {
        handlers.current.onClick?.({ dataIndex: p.dataIndex, seriesName: p.seriesName, name: p.name });
      });
      instance.on('rendered', () => {
        if (!awaitingFrame.current) return;
        awaitingFrame.current = false;
        // Counts the options drawn, for benchmarks and tests that wait on a repaint (no timeline entries
        // pile up on a board that refreshes all day).
        el.dataset.frames = String(Number(el.dataset.frames ?? 0) + 1);
        handlers.current.onRendered?.();
      });
      instance.on('finished', () => {
        handlers.current.onSettled?.();
        if (!handlers.current.onClick || !instance) return;
        const chart = instance;
        // Placed when the page is idle: a board draws every chart before any keyboard layer.
        cancelPlacing();
        cancelPlacing = whenIdle(() => {
          if (chart.isDisposed()) return;
          const next = chartPoints((drawn.current ?? {}) as Record<string, unknown>, (seriesIndex, coord) => {
            const pixel: unknown = chart.convertToPixel({ seriesIndex }, coord);
            return Array.isArray(pixel) ? (pixel as number[]) : null;
          });
          setPoints((old) => (JSON.stringify(old) === JSON.stringify(next) ? old : next));
        });
      });
      if (typeof ResizeObserver !== 'undefined') {
        // The observer reports the box once as soon as it observes it: the size init just drew at, and
        // a resize then would lay the whole chart out a second time. Only a real change redraws.
        observer = new ResizeObserver((entries) => {
          const box = entries[entries.length - 1]?.contentRect;
          if (!instance || !box) return;
          if (
            Math.abs(box.width - instance.getWidth()) < 1 &&
            Math.abs(box.height - instance.getHeight()) < 1
          )
            return;
          // Sized explicitly: an instance started with a measured size keeps it until told another.
          instance.resize({ width: box.width, height: box.height });
        });
        observer.observe(el);
      }
      // Draw now with the current option; the option effect below only runs for later changes. `drawn` is
      // set first: without an animation, ECharts reports 'finished' (which places the points) from within
      // setOption.
      awaitingFrame.current = true;
      drawn.current = latest.current;
      const given = withTooltip(latest.current, pointed.current);
      const first = animateEntry ? stillIfAsked(given) : { ...given, animation: false };
      instance.setOption(first as Parameters<EChartsInstance['setOption']>[0], { notMerge: true });
      chart.current = instance;
    };
    // The first pointer over the chart brings its tooltip in (merged: the rest of the drawing stays).
    const point = () => {
      if (pointed.current) return;
      pointed.current = true;
      const tooltip = (drawn.current as { tooltip?: unknown } | null)?.tooltip;
      if (instance && !instance.isDisposed() && tooltip !== undefined)
        instance.setOption({ tooltip } as Parameters<EChartsInstance['setOption']>[0]);
    };
    el.addEventListener('pointerenter', point);
    const measured = size.current;
    size.current = null;
    const ready = loadedECharts(latest.current);
    if (ready) start(ready, measured);
    else
      loadECharts(latest.current).then(
        (echarts) => start(echarts, measured),
        (error: unknown) => handlers.current.onLoadError?.(error),
      );
    return () => {
      disposed = true;
      el.removeEventListener('pointerenter', point);
      cancelPlacing();
      observer?.disconnect();
      instance?.dispose();
      chart.current = null;
    };
  }, [seen, size, theme, animateEntry]);

  // Later options (the first one is drawn as the instance starts, whenever its runtime has loaded).
  useEffect(() => {
    const instance = chart.current;
    if (!instance || drawn.current === option) return;
    drawn.current = option;
    const draw = () => {
      // A newer option, or a disposed chart, wins over a draw that waited for the extras chunk.
      if (drawn.current !== option || instance.isDisposed()) return;
      awaitingFrame.current = true;
      instance.setOption(
        stillIfAsked(withTooltip(option, pointed.current)) as Parameters<EChartsInstance['setOption']>[0],
        {
          notMerge: true,
        },
      );
    };
    if (loadedECharts(option)) draw();
    else loadECharts(option).then(draw, (error: unknown) => handlers.current.onLoadError?.(error));
  }, [option]);

  // Size and layout containment: what ECharts adds and changes inside the box (its canvas, its tooltip) never
  // lays out the page again; when it reads the layout (the tooltip's offset, once a pointer brings it in),
  // only this box is laid out.
  const box = (
    <div
      ref={ref}
      className={className}
      style={{ width: '100%', height: '100%', contain: 'size layout' }}
      data-chart-surface=""
    />
  );
  if (!interactive) return box;
  return (
    <div className="relative h-full w-full">
      {box}
      <ChartPointsLayer
        points={points}
        onActivate={(p) =>
          handlers.current.onClick?.({
            dataIndex: p.dataIndex,
            ...(p.seriesName !== undefined ? { seriesName: p.seriesName } : {}),
            ...(p.name !== undefined ? { name: p.name } : {}),
          })
        }
      />
    </div>
  );
}
