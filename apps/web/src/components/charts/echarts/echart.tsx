import type { EChartsOption } from '@tessera/charts';
import { useEffect, useRef, useState } from 'react';
import { loadECharts } from './load-echarts';
import type { EChartsRuntime } from './runtime';
import { echartsThemeName } from './themes';
import { useSeenOnScreen } from './use-visible';

type EChartsInstance = ReturnType<EChartsRuntime['init']>;

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
  /** Called after each setOption with the instance's first finished frame (the bench reads it). */
  onRendered?: () => void;
  /** Called when the runtime chunk fails to load. */
  onLoadError?: (error: unknown) => void;
  className?: string;
}

/**
 * One ECharts instance on echarts/core (lazily loaded), initialised when first on screen, resized with
 * its box, re-created on theme change and disposed on unmount.
 */
export function EChart({ option, theme, onClick, onRendered, onLoadError, className }: EChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useSeenOnScreen(ref);
  const [chart, setChart] = useState<EChartsInstance | null>(null);
  const handlers = useRef({ onClick, onRendered, onLoadError });
  handlers.current = { onClick, onRendered, onLoadError };

  useEffect(() => {
    const el = ref.current;
    if (!seen || !el) return;
    let disposed = false;
    let instance: EChartsInstance | null = null;
    let observer: ResizeObserver | null = null;
    loadECharts().then(
      (echarts) => {
        if (disposed) return;
        instance = echarts.init(el, echartsThemeName[theme], { renderer: 'canvas' });
        instance.on('click', (p: EChartClick) => {
          handlers.current.onClick?.({ dataIndex: p.dataIndex, seriesName: p.seriesName, name: p.name });
        });
        instance.on('finished', () => handlers.current.onRendered?.());
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => instance?.resize());
          observer.observe(el);
        }
        setChart(instance);
      },
      (error: unknown) => handlers.current.onLoadError?.(error),
    );
    return () => {
      disposed = true;
      observer?.disconnect();
      instance?.dispose();
      setChart(null);
    };
  }, [seen, theme]);

  useEffect(() => {
    chart?.setOption(option as Parameters<EChartsInstance['setOption']>[0], { notMerge: true });
  }, [chart, option]);

  return <div ref={ref} className={className} style={{ width: '100%', height: '100%' }} />;
}
