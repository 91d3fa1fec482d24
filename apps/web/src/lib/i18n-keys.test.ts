import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every key the web app names in its source exists in both languages, so no page shows a raw key.
 * Literal keys (`t('views:run.run')`, `i18nKey="…"`) are checked as written; keys built from the
 * generic tree's namespace (`${ns}:tree.label`) are checked in every namespace that tree serves.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.resolve(here, '..');
const localesDir = path.resolve(here, '../../../../packages/i18n/locales');
const TREE_NAMESPACES = ['sources', 'views', 'vizs', 'stories', 'schedules'];
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Namespaces loaded at start (lib/i18n.ts), and those a section adds in its route's beforeLoad. */
const EAGER = ['common', 'auth', 'shell', 'errors', 'validation', 'fields'];
/** Loaded by the workspace's beforeLoad (`loadWorkspaceTexts` in routes/_app.tsx). */
const WORKSPACE = ['orgs', 'members', 'permissions', 'profile'];
const SECTION: [string, string[]][] = [
  ['routes/_app', WORKSPACE],
  // Workspace-only components (their pages are under routes/_app).
  ['components/require-module', WORKSPACE],
  ['components/geo/map-picker', WORKSPACE],
  ['routes/_auth/confirminvite', ['orgs']],
  ['routes/_app/organizations/$orgId/sources/', ['sources']],
  ['routes/_app/organizations/$orgId/views/', ['views', 'variables', 'sources']],
  ['routes/_app/organizations/$orgId/settings/variables', ['views', 'variables']],
  ['components/resource-tree/', ['sources', 'views', 'vizs', 'stories', 'schedules']],
  // The Schedules section registers `schedules` in its route (features/schedules/schedules-i18n.ts).
  ['routes/_app/organizations/$orgId/schedules/', ['schedules']],
  ['features/schedules/', [...WORKSPACE, 'schedules']],
  // The Vizs section registers its namespaces in routes/_app/organizations/$orgId/vizs/route.tsx.
  [
    'routes/_app/organizations/$orgId/vizs/',
    ['vizs', 'stories', 'charts', 'shares', 'dashboards', 'sources'],
  ],
  ['components/share/', ['shares']],
  // The chart workbench opens from the Vizs section (a chart's page, a board's editor).
  ['features/workbench/', [...WORKSPACE, 'vizs', 'stories', 'charts', 'shares', 'dashboards', 'sources']],
  // Shown by the views section and the settings' variables page, which load these.
  ['features/variables/', [...WORKSPACE, 'views', 'variables', 'sources']],
  // Shown by the view editor and the chart workbench; their pages load `views`.
  ['components/computed-field-dialog', [...WORKSPACE, 'views']],
  ['components/editor-actions', [...WORKSPACE, 'vizs']],
  ['features/dashboard/', ['dashboards', 'charts']],
  // Resource migration (Settings) and New from template (Vizs): both in the workspace, texts in `orgs`.
  ['features/transfer/', WORKSPACE],
  // Settings → Chart plugins, in the workspace.
  ['features/plugins/', WORKSPACE],
  ['components/story/', ['stories']],
  // Share pages register theirs in their routes' beforeLoad (lib/shares-i18n.ts and friends).
  ['features/share/', ['shares', 'charts']],
  ['routes/share', ['shares', 'charts', 'dashboards', 'stories']],
  // Chart components register `charts` themselves (lib/charts-i18n.ts).
  ['components/charts/', ['charts']],
];
const loadedFor = (file: string) => [
  ...EAGER,
  ...SECTION.filter(([prefix]) => file.startsWith(prefix)).flatMap(([, namespaces]) => namespaces),
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(ts|tsx)$/.test(name) && !/\.(test|gen)\.tsx?$/.test(name) && !name.endsWith('.gen.ts')
      ? [full]
      : [];
  });
}

function flatten(obj: unknown, prefix = ''): string[] {
  if (obj === null || typeof obj !== 'object') return [prefix];
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) =>
    flatten(v, prefix ? `${prefix}.${k}` : k),
  );
}

function catalogue(lang: string): Set<string> {
  const keys = new Set<string>();
  for (const file of readdirSync(path.join(localesDir, lang))) {
    const ns = file.replace(/\.json$/, '');
    const data: unknown = JSON.parse(readFileSync(path.join(localesDir, lang, file), 'utf8'));
    for (const k of flatten(data)) {
      keys.add(`${ns}:${k}`);
      keys.add(`${ns}:${k.replace(PLURAL, '')}`);
    }
  }
  return keys;
}

/** Keys named in the source: `t('ns:key'`, `t(\`ns:key\``, `i18nKey="ns:key"` and tree keys `${ns}:key`. */
export function usedKeys(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(
    /\b(?:t|i18n\.t|i18nKey=|label:\s*t)\(?\s*['"`]([a-z]+:[A-Za-z0-9_.]+)['"`]/g,
  ))
    found.push(m[1]!);
  for (const m of source.matchAll(/`\$\{ns\}:([A-Za-z0-9_.]+)`/g))
    for (const ns of TREE_NAMESPACES) found.push(`${ns}:${m[1]!}`);
  return found;
}

describe('translation keys used by the web app', () => {
  const en = catalogue('en');
  const zh = catalogue('zh');
  const used = files(srcDir).flatMap((f) =>
    usedKeys(readFileSync(f, 'utf8')).map((k) => ({ file: path.relative(srcDir, f), key: k })),
  );

  it('finds the keys it checks (the scan itself works)', () => {
    expect(usedKeys("t('views:run.run'); t(`${ns}:tree.label`)")).toEqual([
      'views:run.run',
      'sources:tree.label',
      'views:tree.label',
      'vizs:tree.label',
      'stories:tree.label',
      'schedules:tree.label',
    ]);
    expect(used.length).toBeGreaterThan(500);
  });

  it('exist in English and Chinese', () => {
    const missing = used.filter((u) => !en.has(u.key) || !zh.has(u.key)).map((u) => `${u.file}: ${u.key}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('come from namespaces that are loaded where they are shown', () => {
    const unloaded = used
      .filter((u) => !loadedFor(u.file).includes(u.key.split(':')[0]!))
      .map((u) => `${u.file}: ${u.key}`);
    expect([...new Set(unloaded)]).toEqual([]);
  });
});
