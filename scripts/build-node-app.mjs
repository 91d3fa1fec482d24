// Compiles a Node app (the server, the worker) and its workspace packages (which export TypeScript
// sources) into one ESM file, <app>/dist/main.js, for production: `node dist/main.js` starts in a
// fraction of tsx's time and memory. Third-party packages stay external (native DuckDB, PGlite's WASM,
// pino's worker transports…) and are loaded from node_modules as usual. `import.meta.url` keeps pointing
// at each source file's place (made relative to the bundle), so files found next to sources (migrations,
// package.json, the web build) resolve as in development.
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';

/** Bundle `@tessera/*` (TypeScript sources); leave every other package to Node. */
const workspaceOnly = (outdir) => ({
  name: 'workspace-only',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@tessera/') ? undefined : { path: args.path, external: true },
    );
    b.onLoad({ filter: /\.(ts|tsx|mts)$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return { contents: source, loader: 'ts' };
      const rel = path.relative(outdir, args.path).split(path.sep).join('/');
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(rel)}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
});

/** Builds `<appDir>/src/main.ts` into `<appDir>/dist/main.js`; `name` is only for the log line. */
export async function buildNodeApp(appDir, name) {
  const outdir = path.join(appDir, 'dist');
  const started = Date.now();
  await build({
    entryPoints: [path.join(appDir, 'src/main.ts')],
    outfile: path.join(outdir, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    // The oldest Node that `engines` allows: the bundle then runs unchanged on 22 and 24 (scripts/ci-node22.sh).
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [workspaceOnly(outdir)],
    // Some externals are CommonJS packages that call require(); give the ESM bundle one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  console.warn(
    `${name} built in ${Date.now() - started} ms → ${path.relative(process.cwd(), path.join(outdir, 'main.js'))}`,
  );
}
