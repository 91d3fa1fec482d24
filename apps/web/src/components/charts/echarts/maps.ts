import { splitAntimeridian } from '@tessera/charts';
import { regionAliases } from './map-aliases';
import type { EChartsRuntime } from './runtime';

/**
 * Built-in maps, registered with `echarts.registerMap` on first use (each map is its own lazy chunk):
 * - `china`: provinces, Apache ECharts 4.9's own `map/json/china.json` copied into `map-data/` (Apache-2.0,
 *   see its README; the file Datart ships too, so Datart configs keyed on Chinese province names match);
 * - `world`: countries from Natural Earth via `world-atlas` (ISC) 110m TopoJSON, converted with
 *   topojson-client; regions are named as Natural Earth names them (English).
 * Organisation-uploaded GeoJSON is registered by components/geo (under `geo:<id>`), with the same centres.
 */
export const builtInMaps = ['china', 'world'] as const;
export type BuiltInMap = (typeof builtInMaps)[number];

export interface LoadedMap {
  /** The name the map is registered under with ECharts. */
  name: string;
  /** Region name (and its aliases) → [lng, lat], for scatter maps. */
  coordinates: Record<string, [number, number]>;
}

export interface GeoFeature {
  properties: { name?: string; cp?: [number, number] } | null;
  geometry: { type: string; coordinates: unknown } | null;
}
export interface GeoCollection {
  type: 'FeatureCollection';
  features: GeoFeature[];
}

export function isBuiltInMap(name: string): name is BuiltInMap {
  return (builtInMaps as readonly string[]).includes(name);
}

/** Average of the outer ring of the largest polygon: close enough to place a scatter symbol. */
function centre(geometry: GeoFeature['geometry']): [number, number] | null {
  if (!geometry) return null;
  const polygons = (
    geometry.type === 'Polygon'
      ? [geometry.coordinates]
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates
        : []
  ) as number[][][][];
  const rings = polygons.map((p) => p[0] ?? []).sort((a, b) => b.length - a.length);
  const ring = rings[0];
  if (!ring || ring.length === 0) return null;
  let x = 0;
  let y = 0;
  for (const point of ring) {
    x += point[0] ?? 0;
    y += point[1] ?? 0;
  }
  return [x / ring.length, y / ring.length];
}

async function geoJsonOf(name: BuiltInMap): Promise<GeoCollection> {
  if (name === 'china') {
    // Encoded with ECharts' UTF8Encoding; registerMap decodes it. Centroids come in `properties.cp`.
    const mod = await import('./map-data/china.json');
    return mod.default as unknown as GeoCollection;
  }
  const [{ feature }, topology] = await Promise.all([
    import('topojson-client'),
    import('world-atlas/countries-110m.json'),
  ]);
  const topo = topology.default as unknown as Parameters<typeof feature>[0];
  const objects = (topo as unknown as { objects: Record<string, Parameters<typeof feature>[1]> }).objects;
  return feature(topo, objects.countries as Parameters<typeof feature>[1]) as unknown as GeoCollection;
}

/** Registers a FeatureCollection under `name` and answers its region centres (and their aliases). */
export function registerGeoJson(echarts: EChartsRuntime, name: string, raw: GeoCollection): LoadedMap {
  // Shapes crossing the 180° line are cut there (no stripes across the map); ECharts' encoded China file
  // carries no such shapes and its coordinates are strings until registerMap decodes them.
  const geo: GeoCollection = (raw as { UTF8Encoding?: boolean }).UTF8Encoding
    ? raw
    : { ...raw, features: raw.features.map((f) => ({ ...f, geometry: splitAntimeridian(f.geometry) })) };
  echarts.registerMap(name, geo as Parameters<EChartsRuntime['registerMap']>[1]);
  const coordinates: Record<string, [number, number]> = {};
  for (const f of geo.features) {
    const key = f.properties?.name;
    const at = f.properties?.cp ?? centre(f.geometry);
    if (key && at) coordinates[key] = at;
    const alias = key ? regionAliases[name]?.[key] : undefined;
    if (alias && at) coordinates[alias] = at;
  }
  return { name, coordinates };
}

const loaded = new Map<BuiltInMap, Promise<LoadedMap>>();

/** Registers a built-in map once and returns its name and region centres. */
export function ensureMap(echarts: EChartsRuntime, name: BuiltInMap): Promise<LoadedMap> {
  let entry = loaded.get(name);
  if (!entry) {
    entry = geoJsonOf(name).then((geo) => registerGeoJson(echarts, name, geo));
    entry.catch(() => loaded.delete(name));
    loaded.set(name, entry);
  }
  return entry;
}
