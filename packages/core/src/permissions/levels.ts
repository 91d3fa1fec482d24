/** Datart's permission bits; a check for level L passes when `(perm & L) === L`. */
export const Level = {
  DISABLE: 0,
  ENABLE: 1,
  READ: 2,
  MANAGE: 6,
  GRANT: 10,
  DOWNLOAD: 34,
  SHARE: 66,
  CREATE: 134,
} as const;
export type LevelName = keyof typeof Level;

export const has = (perm: number, level: number) => (perm & level) === level;

/** The largest meaningful mask (every bit Datart defines). */
export const ALL_BITS =
  Level.ENABLE | Level.READ | Level.MANAGE | Level.GRANT | Level.DOWNLOAD | Level.SHARE | Level.CREATE;

/**
 * Modules switched on per role or member with resource id `*`. The first four own resource trees;
 * the rest are the organisation-management screens (Datart kept those owner-only).
 */
export const modules = [
  'SOURCE',
  'VIEW',
  'VIZ',
  'SCHEDULE',
  'USER',
  'PERMISSION',
  'VARIABLE',
  'ORG_SETTINGS',
  'RESOURCE_MIGRATION',
] as const;
export type Module = (typeof modules)[number];
export const isModule = (v: string): v is Module => (modules as readonly string[]).includes(v);

/** Resource ids with special meaning: the module switch, and the root of a tree ("all resources"). */
export const MODULE_ID = '*';

/**
 * Datart's inheritance rule for one subject: along `chain` (the item, its folders nearest first, then the
 * tree's root), the first id with an entry decides, even an entry of 0 (an explicit "none"). The server
 * resolves rights with it, and the permission editor shows what an unsaved draft inherits with it.
 */
export function nearestEntry<T>(
  chain: readonly string[],
  entryOf: (id: string) => T | undefined,
): { entry: T; index: number } | null {
  for (let index = 0; index < chain.length; index++) {
    const entry = entryOf(chain[index]!);
    if (entry !== undefined) return { entry, index };
  }
  return null;
}
