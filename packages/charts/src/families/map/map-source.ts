/** The maps every installation has (their GeoJSON comes from npm packages the web app loads). */
export const builtInMapNames = ['china', 'world'] as const;
export type BuiltInMapName = (typeof builtInMapNames)[number];

/**
 * What a map chart draws on, from its style `map.mapLevelName` (Datart's key): a built-in map by name,
 * or an organisation's uploaded map by its id. Anything else is `unknown` (the chart says so).
 */
export type MapSource =
  | { kind: 'builtIn'; name: BuiltInMapName }
  | { kind: 'uploaded'; id: string }
  | { kind: 'unknown'; value: string };

const UPLOADED_ID = /^[0-9a-f]{32}$/;
/** Prefix of the name an uploaded map is registered under with ECharts (never a built-in name). */
const UPLOADED_PREFIX = 'geo:';

export const isBuiltInMapName = (v: string): v is BuiltInMapName =>
  (builtInMapNames as readonly string[]).includes(v);

/** The source a `map.mapLevelName` value names (empty or missing: China, as in Datart). */
export function mapSourceOf(value: unknown): MapSource {
  const v = typeof value === 'string' ? value.trim() : '';
  if (!v) return { kind: 'builtIn', name: 'china' };
  if (isBuiltInMapName(v)) return { kind: 'builtIn', name: v };
  if (UPLOADED_ID.test(v)) return { kind: 'uploaded', id: v };
  return { kind: 'unknown', value: v };
}

/** The name the caller registers the map under (`echarts.registerMap`) and the option refers to. */
export function registeredMapName(source: MapSource): string {
  if (source.kind === 'builtIn') return source.name;
  if (source.kind === 'uploaded') return `${UPLOADED_PREFIX}${source.id}`;
  return source.value;
}
