// Prints the gzip size of the JavaScript a route needs on a cold load: the entry chunk and everything
// it imports statically, plus the route's own chunks and their static imports. Run after `vite build`.
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

const shell = closure([entry]);
const kb = (set) => ([...set].reduce((n, f) => n + gz(f), 0) / 1024).toFixed(1);
const chunk = (name) => files.find((f) => f.startsWith(`${name}-`));
const routes = {
  '/login': ['_auth', 'login'],
  '/ (workspace shell)': ['_app', 'index'],
  '/sources': ['_app', 'route', 'sources'],
  '/views/$viewId': ['_app', 'view-editor'],
  '/members': ['_app', 'members'],
  '/permissions': ['_app', 'permissions'],
};
const lines = ['| Route | JS on a cold load (gzip) |', '| --- | --- |', `| entry only | ${kb(shell)} KB |`];
for (const [route, names] of Object.entries(routes)) {
  const own = names.map(chunk).filter(Boolean);
  lines.push(`| ${route} | ${kb(closure([entry, ...own]))} KB |`);
}
process.stdout.write(`${lines.join('\n')}\n`);
