import { describe, expect, it } from 'vitest';
import { splitAntimeridian } from './antimeridian';

type Ring = number[][];
const longestJump = (rings: Ring[]) =>
  Math.max(...rings.flatMap((r) => r.slice(1).map((p, i) => Math.abs(p[0]! - r[i]![0]!))));

describe('splitAntimeridian', () => {
  it('cuts a polygon crossing the 180° line at 70°N into one piece per side', () => {
    const chukotka = {
      type: 'Polygon',
      coordinates: [
        [
          [170, 65],
          [-170, 65],
          [-170, 70],
          [170, 70],
          [170, 65],
        ],
      ],
    };
    expect(longestJump(chukotka.coordinates)).toBe(340);
    const split = splitAntimeridian(chukotka);
    expect(split.type).toBe('MultiPolygon');
    const pieces = split.coordinates as unknown as Ring[][];
    expect(pieces).toHaveLength(2);
    const rings = pieces.map((p) => p[0]!);
    for (const ring of rings) {
      expect(ring[0]).toEqual(ring[ring.length - 1]);
      expect(ring.every((p) => p[0]! >= -180 && p[0]! <= 180)).toBe(true);
    }
    // No edge runs across the map any more.
    expect(longestJump(rings)).toBeLessThanOrEqual(10);
    const spans = rings
      .map((r) => [Math.min(...r.map((p) => p[0]!)), Math.max(...r.map((p) => p[0]!))])
      .sort();
    expect(spans).toEqual([
      [-180, -170],
      [170, 180],
    ]);
  });

  it('closes a ring around a pole along the pole, and leaves other shapes as they are', () => {
    const south = {
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [-180, -80],
            [-60, -75],
            [60, -70],
            [179, -78],
            [-179, -79],
            [-180, -80],
          ],
        ],
      ],
    };
    const rings = (splitAntimeridian(south).coordinates as unknown as Ring[][]).flat();
    // The only long edges left run along the pole (the map's bottom edge), none across the map.
    const across = rings.flatMap((r) =>
      r.slice(1).filter((p, i) => Math.abs(p[0]! - r[i]![0]!) > 180 && !(p[1] === -90 && r[i]![1] === -90)),
    );
    expect(longestJump(rings)).toBe(360);
    expect(across).toEqual([]);
    expect(rings.every((r) => r.every((p) => p[0]! >= -180 && p[0]! <= 180))).toBe(true);
    const plain = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [10, 0],
          [10, 10],
          [0, 0],
        ],
      ],
    };
    expect(splitAntimeridian(plain)).toEqual(plain);
    expect(splitAntimeridian(null)).toBeNull();
  });
});
