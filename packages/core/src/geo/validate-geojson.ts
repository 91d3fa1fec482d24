import { AppError } from '../errors';

/** The largest GeoJSON an organisation may upload (bigger files are refused with 413 before parsing). */
export const GEO_MAX_BYTES = 10 * 1024 * 1024;
export const GEO_MAX_LABEL = '10 MB';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

const isPosition = (p: unknown) =>
  Array.isArray(p) && p.length >= 2 && p.every((n) => typeof n === 'number' && Number.isFinite(n));
/** A linear ring: at least four positions (GeoJSON §3.1.6; closure is not required by ECharts). */
const isRing = (r: unknown) => Array.isArray(r) && r.length >= 4 && r.every(isPosition);
const isPolygon = (p: unknown) => Array.isArray(p) && p.length >= 1 && p.every(isRing);

export interface GeoJsonSummary {
  /** The text as stored (the upload, decoded as UTF-8 without a byte-order mark). */
  text: string;
  featureCount: number;
}

/**
 * Checks an uploaded map before it is stored: within the size limit, JSON, a FeatureCollection of
 * Polygon / MultiPolygon features each with a non-empty `name` property (what the chart's dimension
 * values are matched against). Each problem is its own error code whose message names what is wrong
 * and where (features are counted from 1).
 */
export function validateGeoJson(data: Uint8Array): GeoJsonSummary {
  if (data.byteLength > GEO_MAX_BYTES) throw new AppError('FILE_TOO_LARGE', { max: GEO_MAX_LABEL });
  let text: string;
  let doc: unknown;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
    doc = JSON.parse(text);
  } catch (cause) {
    throw new AppError('GEOJSON_NOT_JSON', {}, { cause });
  }
  if (!isObject(doc) || doc.type !== 'FeatureCollection' || !Array.isArray(doc.features))
    throw new AppError('GEOJSON_NOT_COLLECTION', {
      type: isObject(doc) && typeof doc.type === 'string' ? doc.type : '—',
    });
  if (doc.features.length === 0) throw new AppError('GEOJSON_EMPTY');
  doc.features.forEach((feature: unknown, i) => {
    const index = i + 1;
    if (!isObject(feature) || feature.type !== 'Feature')
      throw new AppError('GEOJSON_GEOMETRY', { index, type: 'none' });
    const geometry = feature.geometry;
    const type = isObject(geometry) && typeof geometry.type === 'string' ? geometry.type : 'none';
    if (type !== 'Polygon' && type !== 'MultiPolygon')
      throw new AppError('GEOJSON_GEOMETRY', { index, type });
    const name = isObject(feature.properties) ? feature.properties.name : undefined;
    if (typeof name !== 'string' || !name.trim()) throw new AppError('GEOJSON_NAME_MISSING', { index });
    const coordinates = (geometry as Json).coordinates;
    const valid =
      type === 'Polygon'
        ? isPolygon(coordinates)
        : Array.isArray(coordinates) && coordinates.length >= 1 && coordinates.every(isPolygon);
    if (!valid) throw new AppError('GEOJSON_COORDINATES', { index, name: name.trim() });
  });
  return { text, featureCount: doc.features.length };
}
