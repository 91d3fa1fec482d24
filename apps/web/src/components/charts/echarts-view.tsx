import { toOption, styleValue, type DatachartConfig, type Dataframe } from '@tessera/charts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useChartsT } from './use-charts-t';
import { EChart, type EChartClick } from './echarts/echart';
import { withFontFallback } from './echarts/font-fallback';
import { forLargeData } from './echarts/large-data';
import { loadECharts } from './echarts/load-echarts';
import { ensureMap, isBuiltInMap, type LoadedMap } from './echarts/maps';
import { withRegionNames } from './echarts/region-names';
import { ChartMessage } from './chart-message';
import { rowIndexOf, rowObject } from './row-of';
import type { ChartInteraction } from './types';
import { useElementSize } from './use-element-size';
import { useRenderEnv } from './use-render-env';

interface Props {
  config: DatachartConfig;
  dataframe: Dataframe;
  onInteraction?: (e: ChartInteraction) => void;
  onRendered?: () => void;
  onSettled?: () => void;
  onDeferred?: () => void;
}

/** The map a map chart draws on: styles `map.mapLevelName` (Datart's key), `china` by default. */
export function mapNameOf(config: DatachartConfig): string {
  const styles = config.chartConfig?.styles ?? [];
  const name = styleValue(styles, ['map', 'mapLevelName']);
  return typeof name === 'string' && name ? name : 'china';
}

function useMap(config: DatachartConfig): { map: LoadedMap | null; unknown: string | null; failed: boolean } {
  const isMap = config.chartGraphId.endsWith('-map-chart');
  const name = isMap ? mapNameOf(config) : null;
  const [state, setState] = useState<{ map: LoadedMap | null; failed: boolean }>({
    map: null,
    failed: false,
  });
  useEffect(() => {
    if (!name || !isBuiltInMap(name)) return;
    let live = true;
    loadECharts()
      .then((echarts) => ensureMap(echarts, name))
      .then(
        (map) => live && setState({ map, failed: false }),
        () => live && setState({ map: null, failed: true }),
      );
    return () => {
      live = false;
    };
  }, [name]);
  return { map: state.map, unknown: name && !isBuiltInMap(name) ? name : null, failed: state.failed };
}

/** ECharts families: the option is rebuilt from config, data, locale, theme and size. */
export function EChartsView({ config, dataframe, onInteraction, onRendered, onSettled, onDeferred }: Props) {
  const t = useChartsT();
  const box = useRef<HTMLDivElement>(null);
  const size = useElementSize(box);
  const { locale, theme } = useRenderEnv();
  const { map, unknown, failed } = useMap(config);
  const needsMap = config.chartGraphId.endsWith('-map-chart');
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

  const onClick = (e: EChartClick) => {
    if (!onInteraction) return;
    const index = rowIndexOf(dataframe, e);
    onInteraction({ kind: 'click', ...e, row: index === null ? null : rowObject(dataframe, index) });
  };

  let body;
  if (unknown)
    body = <ChartMessage tone="error">{t('charts:renderer.unknownMap', { name: unknown })}</ChartMessage>;
  else if (failed || loadFailed)
    body = <ChartMessage tone="error">{t('charts:renderer.loadFailed')}</ChartMessage>;
  else if (option)
    body = (
      <EChart
        option={option}
        theme={theme}
        onClick={onClick}
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
