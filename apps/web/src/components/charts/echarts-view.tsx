import { drawsOnMap, toOption, type DatachartConfig, type Dataframe } from '@tessera/charts';
import { useMemo, useRef, useState } from 'react';
import { useChartsT } from './use-charts-t';
import { EChart, type EChartClick } from './echarts/echart';
import { withFontFallback } from './echarts/font-fallback';
import { forLargeData } from './echarts/large-data';
import { withRegionNames } from './echarts/region-names';
import { ChartMessage } from './chart-message';
import { rowIndexOf, rowObject } from './row-of';
import type { ChartInteraction } from './types';
import { useElementSize } from './use-element-size';
import { useChartMap } from '../geo/use-chart-map';
import { useRenderEnv } from './use-render-env';

interface Props {
  config: DatachartConfig;
  dataframe: Dataframe;
  onInteraction?: (e: ChartInteraction) => void;
  onRendered?: () => void;
  onSettled?: () => void;
  onDeferred?: () => void;
  /** See ChartRendererProps.animateEntry. */
  animateEntry?: boolean;
}

/** ECharts families: the option is rebuilt from config, data, locale, theme and size. */
export function EChartsView({
  config,
  dataframe,
  onInteraction,
  onRendered,
  onSettled,
  onDeferred,
  animateEntry = true,
}: Props) {
  const t = useChartsT();
  const box = useRef<HTMLDivElement>(null);
  const size = useElementSize(box);
  const { locale, theme } = useRenderEnv();
  const { map, unknown, unavailable, failed } = useChartMap(config);
  const needsMap = drawsOnMap(config.chartGraphId);
  const [loadFailed, setLoadFailed] = useState(false);

  const option = useMemo(() => {
    // No option before the box is measured (useElementSize reads it before the first paint): an option
    // laid out for 0×0 would be built only to be replaced.
    if ((needsMap && !map) || size.width === 0 || size.height === 0) return null;
    const built = toOption(config, dataframe, {
      locale,
      theme,
      width: size.width,
      height: size.height,
      ...(map ? { mapName: map.name, mapCoordinates: map.coordinates } : {}),
    });
    return withFontFallback(forLargeData(map ? withRegionNames(built, map.name) : built));
  }, [config, dataframe, locale, theme, size.width, size.height, map, needsMap]);

  // Only a chart whose clicks do something reports them (and gets the keyboard layer of its points).
  const onClick = onInteraction
    ? (e: EChartClick) => {
        const index = rowIndexOf(dataframe, e);
        onInteraction({ kind: 'click', ...e, row: index === null ? null : rowObject(dataframe, index) });
      }
    : undefined;

  let body;
  if (unknown)
    body = <ChartMessage tone="error">{t('charts:renderer.unknownMap', { name: unknown })}</ChartMessage>;
  else if (unavailable)
    body = <ChartMessage tone="error">{t('charts:renderer.mapUnavailable')}</ChartMessage>;
  else if (failed || loadFailed)
    body = <ChartMessage tone="error">{t('charts:renderer.loadFailed')}</ChartMessage>;
  else if (option)
    body = (
      <EChart
        option={option}
        theme={theme}
        {...(onClick ? { onClick } : {})}
        animateEntry={animateEntry}
        onRendered={onRendered}
        onSettled={onSettled}
        onDeferred={onDeferred}
        onLoadError={() => setLoadFailed(true)}
      />
    );
  else if (needsMap && !map) body = <ChartMessage tone="muted">{t('charts:renderer.loading')}</ChartMessage>;
  else body = null;
  return (
    <div ref={box} className="h-full w-full">
      {body}
    </div>
  );
}
