import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.resolve(here, '..');
const locales = path.resolve(here, '../../../../packages/i18n/locales');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

type Tree = Record<string, unknown>;
function has(tree: Tree, key: string): boolean {
  let node: unknown = tree;
  const parts = key.split('.');
  for (const [i, part] of parts.entries()) {
    const obj = node as Tree | undefined;
    if (!obj || typeof obj !== 'object') return false;
    // A counted text exists as its plural forms (`_one` / `_other`).
    if (i === parts.length - 1 && (part in obj || `${part}_other` in obj)) return true;
    node = obj[part];
  }
  return false;
}

const resources = (lang: string) =>
  Object.fromEntries(
    readdirSync(path.join(locales, lang))
      .filter((f) => f.endsWith('.json'))
      .map((f) => [
        f.replace(/\.json$/, ''),
        JSON.parse(readFileSync(path.join(locales, lang, f), 'utf8')) as Tree,
      ]),
  );

/**
 * Every literal key the web app asks for (`t('ns:key')`) exists in both languages, so no page shows a raw
 * key for a missing text. (Texts of a section's own namespace used by a shared dialog are the other
 * cause: the trees' dialogs now use `common` keys, as the charts' restore dialog showed `fields.name`.)
 */
describe('i18n keys used in the code', () => {
  const used = new Map<string, string>();
  for (const file of files(src))
    for (const m of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z]+):([A-Za-z0-9_.]+)'/g))
      used.set(`${m[1]}:${m[2]}`, path.relative(src, file));

  it('finds the literal keys', () => expect(used.size).toBeGreaterThan(300));

  it.each(['en', 'zh'])('exist in %s', (lang) => {
    const res = resources(lang);
    const missing = [...used].filter(([k]) => {
      const [ns, key] = k.split(':') as [string, string];
      return !res[ns] || !has(res[ns]!, key);
    });
    expect(missing.map(([k, f]) => `${k} (${f})`)).toEqual([]);
  });
});
