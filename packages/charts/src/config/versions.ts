/** Datart's config versions in order (datart-facts §6.2); a config without a version is `0.0.0`. */
export const knownConfigVersions = [
  '0.0.0',
  '1.0.0-beta.0',
  '1.0.0-beta.1',
  '1.0.0-beta.2',
  '1.0.0-beta.3',
  '1.0.0-beta.4',
  '1.0.0-beta.4+1',
  '1.0.0-beta.4+2',
  '1.0.0-RC.0',
  '1.0.0-RC.1',
  '1.0.0-RC.2',
  '1.0.0-RC.3',
] as const;
export const currentConfigVersion = '1.0.0-RC.3';

interface Parsed {
  core: number[];
  pre: (string | number)[];
  build: number;
}

function parse(version: string): Parsed | null {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+(\d+))?$/.exec(version.trim());
  if (!match) return null;
  const pre = match[4] ? match[4].split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p.toLowerCase())) : [];
  return {
    core: [Number(match[1]), Number(match[2]), Number(match[3])],
    pre,
    build: match[5] ? Number(match[5]) : 0,
  };
}

function comparePre(a: (string | number)[], b: (string | number)[]): number {
  if (a.length === 0 || b.length === 0) return b.length - a.length; // a release outranks its pre-releases
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const x = a[i];
    const y = b[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    if (typeof x === 'number') return -1;
    if (typeof y === 'number') return 1;
    return x < y ? -1 : 1; // case-folded, so `beta` < `rc` as Datart orders them
  }
  return 0;
}

/** Compares Datart versions; Datart's `+n` suffix orders patch releases of one pre-release. Null if unparsable. */
export function compareVersions(a: string, b: string): number | null {
  const x = parse(a);
  const y = parse(b);
  if (!x || !y) return null;
  for (let i = 0; i < 3; i += 1) {
    const diff = (x.core[i] ?? 0) - (y.core[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return comparePre(x.pre, y.pre) || x.build - y.build;
}
