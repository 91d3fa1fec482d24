import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales');

function flatten(obj: unknown, prefix = ''): string[] {
  if (obj === null || typeof obj !== 'object') return [prefix];
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) =>
    flatten(v, prefix ? `${prefix}.${k}` : k),
  );
}

/** Every key present in one language but missing in another, as `lng/ns:key` strings. */
export function findMissingKeys(localesDir = root): string[] {
  const lngs = readdirSync(localesDir);
  const namespaces = new Set(lngs.flatMap((l) => readdirSync(path.join(localesDir, l))));
  const missing: string[] = [];
  for (const ns of namespaces) {
    const keys = new Map<string, Set<string>>();
    for (const l of lngs) {
      let data: unknown = {};
      try {
        data = JSON.parse(readFileSync(path.join(localesDir, l, ns), 'utf8'));
      } catch {
        missing.push(`${l}/${ns}`);
      }
      keys.set(l, new Set(flatten(data)));
    }
    const all = new Set([...keys.values()].flatMap((s) => [...s]));
    for (const [l, set] of keys)
      for (const k of all) if (!set.has(k)) missing.push(`${l}/${ns.replace('.json', '')}:${k}`);
  }
  return missing;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const missing = findMissingKeys();
  if (missing.length) {
    console.error(`Missing translations:\n${missing.join('\n')}`);
    process.exit(1);
  }
}
