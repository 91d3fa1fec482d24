import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The workspace's code: everything under `routes/_app` (the `_app` layout, its routes, `-components`…). */
const workspaceSource = /\/src\/routes\/_app(\.tsx|\/)/;

const sourcesOf = (assets: string, file: string): string[] => {
  const map = join(assets, `${file}.map`);
  // The bundler's own module runtime is generated code with no sources.
  if (file.startsWith('rolldown-runtime-')) return [];
  if (!existsSync(map)) throw new Error(`${file} has no source map: the bundle check would see nothing`);
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
};

export interface BundleReport {
  files: number;
  gzipBytes: number;
  /** Workspace route definitions in the entry chunk (the route table the router needs: paths, guards). */
  routeTable: number;
  /** Workspace modules the page loaded outside the route table: must be none. */
  leaked: string[];
}

/**
 * What a page loaded, judged by the build's source maps. The entry chunk carries every route's definition
 * (TanStack's code splitting leaves `beforeLoad`, search schemas and paths there, and moves components out);
 * any other workspace module in a loaded file is a leak.
 */
export function judgeBundle(dist: string, loaded: string[]): BundleReport {
  const assets = join(dist, 'assets');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entries = new Set([...html.matchAll(/src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!));
  const paths = [...new Set(loaded.map((u) => new URL(u).pathname))];
  const report: BundleReport = { files: paths.length, gzipBytes: 0, routeTable: 0, leaked: [] };
  for (const path of paths) {
    report.gzipBytes += gzipSync(readFileSync(join(dist, path))).length;
    // Files outside assets/ are the app's static public scripts (the theme's first-paint script), not bundles.
    if (!path.startsWith('/assets/')) continue;
    const file = basename(path);
    for (const source of sourcesOf(assets, file).filter((s) => workspaceSource.test(s))) {
      const definition = entries.has(file) && !source.includes('?') && !/\/-[^/]+\//.test(source);
      if (definition) report.routeTable++;
      else report.leaked.push(`${file}: ${source}`);
    }
  }
  return report;
}

/** The check must be able to fail: this build's workspace components must be visible to it somewhere. */
export function assertWorkspaceDetectable(dist: string): void {
  const assets = join(dist, 'assets');
  const seen = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .some((f) => sourcesOf(assets, f).some((s) => workspaceSource.test(s) && s.includes('/-')));
  if (!seen) throw new Error('no workspace component found in any chunk: the bundle check would see nothing');
}
