/**
 * Ids are 32 lowercase hex characters, random: wherever one of the file's ids appears inside a string
 * (a widget's chart id, a jump target, a controller's view ids, an image path, a key of a config map)
 * it is that item, so NEW replaces every occurrence in every value and key (D-transfer-5).
 */
const ID = /[0-9a-f]{32}/g;
const IMAGE_PATH = /resources\/image\/[a-z]+\/[0-9a-f]{32}\/[A-Za-z0-9_-]{1,64}\.(?:png|jpg|gif|webp)/g;

export function remapString(s: string, map: ReadonlyMap<string, string>): string {
  return s.length < 32 ? s : s.replace(ID, (id) => map.get(id) ?? id);
}

/** A deep copy of `value` with every mapped id replaced, in values and keys. */
export function remapDeep<T>(value: T, map: ReadonlyMap<string, string>): T {
  if (!map.size) return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return remapString(v, map);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [remapString(k, map), walk(x)]));
    return v;
  };
  return walk(value) as T;
}

/** The stored pictures named anywhere in these values (image widgets, backgrounds, thumbnails). */
export function imagePathsIn(values: unknown): string[] {
  const found = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') for (const m of v.matchAll(IMAGE_PATH)) found.add(m[0]);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(values);
  return [...found];
}

export const newId = () => crypto.randomUUID().replace(/-/g, '');
