// `npm run bench:bundle`: gzip sizes of what the login page loads (login.html's scripts and their static
// imports: the sign-in page is its own entry) against the chart chunks, from production builds of the web
// app and of the chart harness, and a check that no ECharts code is in the login closure.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const webDist = join(repo, 'apps/web/dist');
const harnessDist = join(repo, 'tooling/bench/harness/dist');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const gz = (file: string) => gzipSync(readFileSync(file)).length;

/** Files a module loads before it runs: static `import … from "./x.js"` / `import "./x.js"`, transitively. */
function staticClosure(dir: string, start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(dir, file), 'utf8');
    for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g))
      queue.push(`assets/${m[1]}`);
  }
  return seen;
}

// Identifiers of ECharts / zrender code that survive minification (checked present in the runtime chunk).
const echartsMarkers = ['zrender', 'registerPreprocessor'];
const hasECharts = (file: string) => echartsMarkers.some((m) => readFileSync(file, 'utf8').includes(m));

function main(): void {
  execFileSync('npm', ['run', 'build', '-w', '@tessera/web'], { cwd: repo, stdio: 'ignore' });
  const page = (name: string, kind: 'js' | 'css') => {
    const html = readFileSync(join(webDist, name), 'utf8');
    const pattern = kind === 'js' ? /src="\/(assets\/[^"]+\.js)"/g : /href="\/(assets\/[^"]+\.css)"/g;
    return [...html.matchAll(pattern)].map((m) => m[1] as string);
  };
  const entries = page('index.html', 'js');
  const closure = staticClosure(webDist, page('login.html', 'js'));
  const js = [...closure].reduce((a, f) => a + gz(join(webDist, f)), 0);
  const cssBytes = page('login.html', 'css').reduce((a, f) => a + gz(join(webDist, f)), 0);
  const leaked = [...closure].filter((f) =>
    echartsMarkers.some((m) => readFileSync(join(webDist, f), 'utf8').includes(m)),
  );
  console.log(`Login page: ${closure.size} JS files, ${kb(js)} JS + ${kb(cssBytes)} CSS gzip`);
  console.log(
    leaked.length
      ? `ECharts code in the login closure: ${leaked.join(', ')}`
      : 'No ECharts code in the login closure',
  );
  sharePages(entries);
}

// Chunks only the signed-in workspace uses: a share page that loads one of them carries workspace code.
const workspaceChunks =
  /^assets\/(_app|chart-stage|workbench|share-dialog|use-dashboard|board-editor|route)-/;

/** The share pages' own bundles (issue 15: no workspace code): entry closure + the route chunk's closure. */
function sharePages(entries: string[]): void {
  const assets = readdirSync(join(webDist, 'assets'));
  for (const page of ['shareChart', 'shareDashboard', 'shareStoryPlayer']) {
    const chunk = assets.find((f) => f.startsWith(`${page}._id-`) && f.endsWith('.js'));
    if (!chunk) throw new Error(`no route chunk for ${page}`);
    const closure = staticClosure(webDist, [...entries, `assets/${chunk}`]);
    const js = [...closure].reduce((a, f) => a + gz(join(webDist, f)), 0);
    const workspace = [...closure].filter((f) => workspaceChunks.test(f));
    console.log(
      `/${page}/$id: ${closure.size} JS files, ${kb(js)} gzip before data; ` +
        (workspace.length ? `WORKSPACE CODE: ${workspace.join(', ')}` : 'no workspace code'),
    );
  }
}

async function harness(): Promise<void> {
  await build({
    configFile: fileURLToPath(new URL('../../harness/vite.config.ts', import.meta.url)),
    logLevel: 'error',
  });
  const assets = readdirSync(join(harnessDist, 'assets'));
  const pick = (prefix: string) => assets.filter((f) => f.startsWith(prefix) && f.endsWith('.js'));
  const report = (label: string, files: string[]) =>
    console.log(
      `${label}: ${kb(files.reduce((a, f) => a + gz(join(harnessDist, 'assets', f)), 0))} gzip (${files.join(', ')})`,
    );
  const runtime = pick('runtime-');
  report('ECharts runtime chunk (echarts/core + used charts/components + word cloud)', runtime);
  if (!runtime.every((f) => hasECharts(join(harnessDist, 'assets', f))))
    throw new Error('the ECharts markers are not in the runtime chunk: the leak check would see nothing');
  // The harness entry imports ChartRenderer statically, as a route will: ECharts must stay out of it.
  const entry = pick('index-');
  report('ChartRenderer with its static imports (harness entry, incl. React and @tessera/charts)', entry);
  const inEntry = entry.filter((f) => hasECharts(join(harnessDist, 'assets', f)));
  console.log(
    inEntry.length
      ? `ECharts code in the ChartRenderer entry: ${inEntry.join(', ')}`
      : 'ECharts is loaded only on demand by ChartRenderer',
  );
  report('China map chunk', pick('china-'));
  report('World map chunk', pick('countries-110m-'));
  report('TipTap (rich text) chunks', [...pick('doc-'), ...pick('rich-text-')]);
}

main();
await harness();
