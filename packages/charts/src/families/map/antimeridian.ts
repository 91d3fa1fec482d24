/**
 * Shapes that cross the 180° meridian (Russia's Chukotka, Fiji, Kiribati in Natural Earth) come as rings
 * that jump from +179° to −179°; drawn as they are, their edges run across the whole map (the stripes at
 * 70°N and along the equator). `splitAntimeridian` cuts such rings at ±180° into one piece per side.
 */
type Position = number[];
type Ring = Position[];
type Polygon = Ring[];

interface Geometry {
  type: string;
  coordinates: unknown;
}

const crosses = (ring: Ring) =>
  ring.some((p, i) => i > 0 && Math.abs((p[0] ?? 0) - (ring[i - 1]![0] ?? 0)) > 180);

/** Longitudes made continuous (a jump over 180° becomes a step past ±180°). */
function unwrap(ring: Ring): Ring {
  let offset = 0;
  return ring.map((p, i) => {
    if (i > 0) {
      const step = (p[0] ?? 0) - (ring[i - 1]![0] ?? 0);
      if (step > 180) offset -= 360;
      else if (step < -180) offset += 360;
    }
    return [(p[0] ?? 0) + offset, p[1] ?? 0];
  });
}

/** Sutherland–Hodgman against one vertical line: keeps the part of the ring left (or right) of `x`. */
function clip(ring: Ring, x: number, keepLeft: boolean): Ring {
  const inside = (p: Position) => (keepLeft ? p[0]! <= x : p[0]! >= x);
  const cut = (a: Position, b: Position): Position => {
    const t = (x - a[0]!) / (b[0]! - a[0]!);
    return [x, a[1]! + t * (b[1]! - a[1]!)];
  };
  const out: Ring = [];
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    if (inside(a)) {
      out.push(a);
      if (!inside(b)) out.push(cut(a, b));
    } else if (inside(b)) out.push(cut(a, b));
  }
  return out;
}

/** One ring cut into the 360° windows it spans, each shifted back into [−180, 180]; keyed by window. */
function splitRing(ring: Ring): Map<number, Ring> {
  const pieces = new Map<number, Ring>();
  let open = unwrap(ring);
  const first = open[0]!;
  const last = open[open.length - 1]!;
  // A ring around a pole does not close once unwrapped: close it along the pole.
  if (Math.abs(last[0]! - first[0]!) > 180) {
    const pole = open.reduce((sum, p) => sum + p[1]!, 0) / open.length < 0 ? -90 : 90;
    open = [...open, [last[0]!, pole], [first[0]!, pole]];
  }
  const xs = open.map((p) => p[0]!);
  const lo = Math.floor((Math.min(...xs) + 180) / 360);
  const hi = Math.floor((Math.max(...xs) + 180) / 360 - 1e-9);
  for (let k = lo; k <= hi; k++) {
    const piece = clip(clip(open, -180 + 360 * k, false), 180 + 360 * k, true).map((p) => [
      p[0]! - 360 * k,
      p[1]!,
    ]);
    if (piece.length >= 3) pieces.set(k, [...piece, piece[0]!]);
  }
  return pieces;
}

function splitPolygon(polygon: Polygon): Polygon[] {
  if (!polygon.some(crosses)) return [polygon];
  const [outer, ...holes] = polygon;
  if (!outer) return [polygon];
  const parts = splitRing(outer);
  const result = new Map<number, Polygon>([...parts].map(([k, ring]) => [k, [ring]]));
  for (const hole of holes)
    for (const [k, ring] of crosses(hole) ? splitRing(hole) : new Map([[0, hole]])) result.get(k)?.push(ring);
  return [...result.values()];
}

/** The geometry with every ring that crosses the antimeridian cut there (a Polygon may become a MultiPolygon). */
export function splitAntimeridian<G extends Geometry | null>(geometry: G): G {
  if (!geometry) return geometry;
  if (geometry.type === 'Polygon') {
    const parts = splitPolygon(geometry.coordinates as Polygon);
    return (
      parts.length === 1
        ? { ...geometry, coordinates: parts[0] }
        : { ...geometry, type: 'MultiPolygon', coordinates: parts }
    ) as G;
  }
  if (geometry.type === 'MultiPolygon')
    return { ...geometry, coordinates: (geometry.coordinates as Polygon[]).flatMap(splitPolygon) } as G;
  return geometry;
}
