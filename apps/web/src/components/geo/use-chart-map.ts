import { chartMapSource, registeredMapName, type DatachartConfig } from '@tessera/charts';
import { useEffect, useState } from 'react';
import { loadECharts } from '../charts/echarts/load-echarts';
import { ensureMap, type LoadedMap } from '../charts/echarts/maps';
import { useGeoJsonFetcher } from './geo-source';
import { ensureUploadedMap } from './uploaded-maps';

export interface ChartMap {
  /** The registered map, once loaded (null for charts that are not maps, and while loading). */
  map: LoadedMap | null;
  /** A `map.mapLevelName` that names no map this app knows. */
  unknown: string | null;
  /** An uploaded map that could not be loaded (deleted, or not the visitor's to read). */
  unavailable: boolean;
  /** A built-in map whose chunk could not be loaded. */
  failed: boolean;
}

/**
 * The map a map chart draws on, registered with ECharts before the chart is drawn: a built-in map, or
 * one of the organisation's uploads (fetched with the member's session, or with the share page's token).
 */
export function useChartMap(config: DatachartConfig): ChartMap {
  const source = chartMapSource(config);
  const key = source && source.kind !== 'unknown' ? registeredMapName(source) : null;
  const fetchGeoJson = useGeoJsonFetcher();
  const [state, setState] = useState<{ key: string; map: LoadedMap | null; failed: boolean } | null>(null);
  const builtIn = source?.kind === 'builtIn' ? source.name : null;
  const uploaded = source?.kind === 'uploaded' ? source.id : null;
  useEffect(() => {
    if (!key) return;
    let live = true;
    // Map charts draw with the extras chunk's map series and geo component: both load now.
    loadECharts(null, true)
      .then((echarts) =>
        builtIn ? ensureMap(echarts, builtIn) : ensureUploadedMap(echarts, uploaded!, key, fetchGeoJson),
      )
      .then(
        (map) => live && setState({ key, map, failed: false }),
        () => live && setState({ key, map: null, failed: true }),
      );
    return () => {
      live = false;
    };
  }, [key, builtIn, uploaded, fetchGeoJson]);
  const current = state && state.key === key ? state : null;
  return {
    map: current?.map ?? null,
    unknown: source?.kind === 'unknown' ? source.value : null,
    unavailable: Boolean(uploaded && current?.failed),
    failed: Boolean(builtIn && current?.failed),
  };
}
