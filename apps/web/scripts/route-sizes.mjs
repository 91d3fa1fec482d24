// Prints the gzip size of the JavaScript a route needs on a cold load: the entry chunk and everything
// it imports statically, the chunks that hold the route's own files, and the modules its routes' beforeLoad
// or loader import on the way (texts, a share's board code), each with their static imports. A route's
// chunks are found through the build's source maps (which files each chunk holds), not by chunk names. Run
// after `vite build`; `node scripts/route-sizes.mjs <dist>` measures another build.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? path.resolve(import.meta.dirname, '../dist'), 'assets');
const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
/** The scripts a page's HTML document loads (the app's index.html, or the sign-in page's login.html). */
const pageScripts = (name) =>
  [...readFileSync(path.resolve(dir, '..', name), 'utf8').matchAll(/src="\/assets\/([^"]+\.js)"/g)].map(
    (m) => m[1],
  );
const entry = pageScripts('index.html');
const gz = (f) => gzipSync(readFileSync(path.join(dir, f))).length;
const staticImports = (f) =>
  [...readFileSync(path.join(dir, f), 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map(
    (m) => m[1],
  );
/** The source files each chunk holds, from its source map. */
const sources = new Map(
  files.map((f) => {
    try {
      const map = JSON.parse(readFileSync(path.join(dir, `${f}.map`), 'utf8'));
      return [f, map.sources.map((s) => s.replace(/^(\.\.\/)+/, ''))];
    } catch {
      return [f, []];
    }
  }),
);

function closure(start) {
  const seen = new Set();
  const todo = [...start];
  while (todo.length) {
    const f = todo.pop();
    if (seen.has(f)) continue;
    seen.add(f);
    todo.push(...staticImports(f));
  }
  return seen;
}

/**
 * The chunks holding the split parts of these route files (paths under apps/web): TanStack Router keeps a
 * route's definition in the entry and moves its component (`?tsr-split=…`) to a chunk of its own.
 */
const chunksOf = (srcFiles) => {
  const split = (s) => /\?tsr-split=/.test(s) && srcFiles.some((x) => s.split('?')[0].endsWith(x));
  const found = files.filter((f) => sources.get(f).some(split));
  if (!found.length) throw new Error(`no chunk holds ${srcFiles.join(', ')}`);
  return found;
};
/** The chunks holding these modules whole (not a route's split part); a module a build lacks is skipped. */
const chunksHolding = (srcFiles) =>
  files.filter((f) => sources.get(f).some((s) => !s.includes('?') && srcFiles.some((x) => s.endsWith(x))));
const kb = (set) => ([...set].reduce((n, f) => n + gz(f), 0) / 1024).toFixed(1);
const org = 'src/routes/_app/organizations/$orgId';
const shell = ['src/routes/_app.tsx', `${org}/route.tsx`];
/** What the workspace's beforeLoad loads: its texts, in English (the language these sizes assume). */
const workspace = ['src/lib/i18n-workspace-en.ts'];
const routes = {
  '/organizations/$orgId (workspace shell)': { files: [...shell, `${org}/index.tsx`], loads: workspace },
  '…/sources': {
    files: [...shell, `${org}/sources/route.tsx`],
    loads: [...workspace, 'src/lib/sources-i18n.ts'],
  },
  '…/views/$viewId': {
    files: [...shell, `${org}/views/$viewId.tsx`],
    loads: [...workspace, 'src/lib/views-i18n.ts', 'src/lib/sources-i18n.ts'],
  },
  '…/members': { files: [...shell, `${org}/members/index.tsx`], loads: workspace },
  '…/vizs/dashboards/$dashboardId': {
    files: [...shell, `${org}/vizs/dashboards/$dashboardId/index.tsx`],
    loads: [...workspace, ...['vizs', 'shares', 'dashboards', 'sources'].map((s) => `src/lib/${s}-i18n.ts`)],
  },
  '/shareDashboard/$id': {
    files: ['src/routes/shareDashboard.$id.tsx'],
    loads: ['src/features/share/shared-board.ts', 'src/lib/shares-i18n.ts', 'src/lib/dashboards-i18n.ts'],
  },
};
const lines = [
  '| Route | JS on a cold load (gzip) | files |',
  '| --- | --- | --- |',
  `| entry only | ${kb(closure(entry))} KB | ${closure(entry).size} |`,
  // The sign-in page is a document of its own (login.html): its scripts, none of the app's entry.
  `| /login | ${kb(closure(pageScripts('login.html')))} KB | ${closure(pageScripts('login.html')).size} |`,
];
for (const [route, { files: srcFiles, loads = [] }] of Object.entries(routes)) {
  const set = closure([...entry, ...chunksOf(srcFiles), ...chunksHolding(loads)]);
  lines.push(`| ${route} | ${kb(set)} KB | ${set.size} |`);
}
process.stdout.write(`${lines.join('\n')}\n`);
