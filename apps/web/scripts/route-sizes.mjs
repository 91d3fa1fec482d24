// Prints the gzip size of the JavaScript a route needs on a cold load: the entry chunk and everything
// it imports statically, plus the chunks that hold the route's own files and their static imports. A
// route's chunks are found through the build's source maps (which files each chunk holds), not by chunk
// names. Run after `vite build`.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = path.resolve(import.meta.dirname, '../dist/assets');
const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
const html = readFileSync(path.resolve(dir, '../index.html'), 'utf8');
const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)[1];
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
const kb = (set) => ([...set].reduce((n, f) => n + gz(f), 0) / 1024).toFixed(1);
const org = 'src/routes/_app/organizations/$orgId';
const routes = {
  '/login': ['src/routes/_auth.tsx', 'src/routes/_auth/login.tsx'],
  '/organizations/$orgId (workspace shell)': ['src/routes/_app.tsx', `${org}/route.tsx`, `${org}/index.tsx`],
  '…/sources': ['src/routes/_app.tsx', `${org}/route.tsx`, `${org}/sources/route.tsx`],
  '…/views/$viewId': ['src/routes/_app.tsx', `${org}/route.tsx`, `${org}/views/$viewId.tsx`],
  '…/members': ['src/routes/_app.tsx', `${org}/route.tsx`, `${org}/members/index.tsx`],
  '…/vizs/dashboards/$dashboardId': [
    'src/routes/_app.tsx',
    `${org}/route.tsx`,
    `${org}/vizs/dashboards/$dashboardId/index.tsx`,
  ],
  '/shareDashboard/$id': ['src/routes/shareDashboard.$id.tsx'],
};
const lines = [
  '| Route | JS on a cold load (gzip) | files |',
  '| --- | --- | --- |',
  `| entry only | ${kb(closure([entry]))} KB | ${closure([entry]).size} |`,
];
for (const [route, srcFiles] of Object.entries(routes)) {
  const set = closure([entry, ...chunksOf(srcFiles)]);
  lines.push(`| ${route} | ${kb(set)} KB | ${set.size} |`);
}
process.stdout.write(`${lines.join('\n')}\n`);
