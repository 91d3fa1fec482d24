import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { GEO_MAX_BYTES, validateGeoJson } from './validate-geojson';

const square = [
  [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 0],
  ],
];
const feature = (name: unknown, geometry: unknown = { type: 'Polygon', coordinates: square }) => ({
  type: 'Feature',
  properties: name === undefined ? {} : { name },
  geometry,
});
const bytes = (v: unknown) => new TextEncoder().encode(typeof v === 'string' ? v : JSON.stringify(v));
const collection = (...features: unknown[]) => ({ type: 'FeatureCollection', features });

function refusal(v: unknown): { code: string; params: Record<string, unknown>; status: number } {
  try {
    validateGeoJson(v instanceof Uint8Array ? v : bytes(v));
  } catch (e) {
    if (e instanceof AppError) return { code: e.code, params: e.params, status: e.status };
    throw e;
  }
  throw new Error('accepted');
}

describe('validateGeoJson', () => {
  it('accepts a FeatureCollection of named polygons and multipolygons, and counts them', () => {
    const doc = collection(
      feature('North'),
      feature('South', { type: 'MultiPolygon', coordinates: [square, square] }),
    );
    const text = `\uFEFF${JSON.stringify(doc)}`;
    const result = validateGeoJson(bytes(text));
    expect(result.featureCount).toBe(2);
    expect(JSON.parse(result.text)).toEqual(doc);
  });

  it('refuses a file past 10 MB with 413 before reading it', () => {
    const big = new Uint8Array(GEO_MAX_BYTES + 1);
    expect(refusal(big)).toMatchObject({ code: 'FILE_TOO_LARGE', status: 413, params: { max: '10 MB' } });
  });

  it('refuses what is not JSON, or not UTF-8', () => {
    expect(refusal('{"type": "FeatureCollection",')).toMatchObject({ code: 'GEOJSON_NOT_JSON', status: 422 });
    expect(refusal(new Uint8Array([0xff, 0xfe, 0x7b, 0x7d]))).toMatchObject({ code: 'GEOJSON_NOT_JSON' });
  });

  it('refuses JSON that is not a FeatureCollection, naming its type', () => {
    expect(refusal({ type: 'Feature', geometry: null })).toMatchObject({
      code: 'GEOJSON_NOT_COLLECTION',
      params: { type: 'Feature' },
    });
    expect(refusal([1, 2])).toMatchObject({ code: 'GEOJSON_NOT_COLLECTION', params: { type: '—' } });
    expect(refusal(collection())).toMatchObject({ code: 'GEOJSON_EMPTY' });
  });

  it('names the first feature whose geometry is not a polygon, counting from 1', () => {
    expect(
      refusal(collection(feature('A'), feature('B', { type: 'Point', coordinates: [1, 2] }))),
    ).toMatchObject({ code: 'GEOJSON_GEOMETRY', status: 422, params: { index: 2, type: 'Point' } });
    expect(refusal(collection(feature('A', null)))).toMatchObject({
      code: 'GEOJSON_GEOMETRY',
      params: { index: 1, type: 'none' },
    });
  });

  it('names the feature without a name property', () => {
    expect(refusal(collection(feature('A'), feature('B'), feature('  ')))).toMatchObject({
      code: 'GEOJSON_NAME_MISSING',
      params: { index: 3 },
    });
    expect(refusal(collection(feature(undefined)))).toMatchObject({ code: 'GEOJSON_NAME_MISSING' });
  });

  it('names the feature whose coordinates are not rings of positions', () => {
    expect(
      refusal(
        collection(
          feature('Lake', {
            type: 'Polygon',
            coordinates: [
              [
                [0, 0],
                [1, 'x'],
              ],
            ],
          }),
        ),
      ),
    ).toMatchObject({ code: 'GEOJSON_COORDINATES', params: { index: 1, name: 'Lake' } });
    expect(
      refusal(collection(feature('Isles', { type: 'MultiPolygon', coordinates: square }))),
    ).toMatchObject({ code: 'GEOJSON_COORDINATES', params: { index: 1, name: 'Isles' } });
  });
});
