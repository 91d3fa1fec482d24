import { registerGeoJson, type GeoCollection, type LoadedMap } from '../charts/echarts/maps';
import type { EChartsRuntime } from '../charts/echarts/runtime';
import type { GeoJsonFetcher } from './geo-source';

const loaded = new Map<string, Promise<LoadedMap>>();

/**
 * Registers an organisation's uploaded map once per page under `name` (`geo:<id>`, from
 * `registeredMapName`). A map's content never changes under its id (only its name does), so the first
 * load serves every chart; a failed load is forgotten and tried again by the next chart.
 */
export function ensureUploadedMap(
  echarts: EChartsRuntime,
  id: string,
  name: string,
  fetchGeoJson: GeoJsonFetcher,
): Promise<LoadedMap> {
  let entry = loaded.get(id);
  if (!entry) {
    entry = fetchGeoJson(id).then((geo) => registerGeoJson(echarts, name, geo as GeoCollection));
    entry.catch(() => loaded.delete(id));
    loaded.set(id, entry);
  }
  return entry;
}
