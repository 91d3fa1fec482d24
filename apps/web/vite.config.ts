import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';

/**
 * Fewer, larger chunks where a page would otherwise fetch dozens of tiny ones (a browser opens six
 * connections per host, and the API calls queue behind them). Higher priority wins a module first.
 * - `boot`: everything the app's entry needs statically, in one file instead of a dozen slivers; `base`:
 *   the part of it the sign-in page (login.html) needs too (React, i18next, the tRPC client…); `auth`: the
 *   rest of the app's own code the sign-in page loads at once that the app's pages use too (the auth pages'
 *   frame, form helpers, the light UI kit). The sign-in page loads `base`, `auth`, `kit`, `forms` and its
 *   own entry chunk, never `boot`.
 * - `ui`: the UI kit and its Radix/floating-ui/icon modules that pages load on demand.
 * - `forms`: react-hook-form, which every form shares; `zod`: the schemas' library, which the forms
 *   validating with the server's schemas and the charts' schemas share (not the sign-in page). The zod
 *   resolver stays with `lib/forms.ts`, its one importer: in either group it would tie the two together.
 * - `board`: the web's chart and board code, which a share page needs all of (not @tessera/charts: the
 *   workspace shell reads its schemas through @tessera/core).
 * - `share-early`: what a share page runs as soon as its bootstrap answers, before its own chunks have
 *   loaded: a board's opening queries and the ECharts runtime's preload (with the themes the runtime
 *   registers). In the `board` chunk they waited for it and everything it imports.
 */
const lib = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names})[\\\\/]`);
/** The chart and board code that share pages and the workspace's boards both draw with. */
const BOARD = /[\\/]apps[\\/]web[\\/]src[\\/](?:features[\\/](?:share|dashboard)|components[\\/]charts)[\\/]/;
/** The workspace's own code: its routes, and the chart workbench they (and a board's editor) open. */
const WORKSPACE = /[\\/]apps[\\/]web[\\/]src[\\/](?:routes[\\/]_app|features[\\/]workbench)[\\/]/;
const SHARE_EARLY =
  /[\\/]apps[\\/]web[\\/]src[\\/](?:features[\\/]share[\\/]shared-board|lib[\\/]url-params|components[\\/]charts[\\/](?:renderer-kind|echarts[\\/](?:load-echarts|themes|font-fallback|extras)))\.ts$/;
const reaches = new Map<string, boolean>();
/** Whether a module imports workspace route code, directly or through its static imports. */
function reachesWorkspace(id: string, ctx: ChunkingContext): boolean {
  const known = reaches.get(id);
  if (known !== undefined) return known;
  reaches.set(id, false); // within a cycle, judged by its other imports (bench:share checks the result)
  const found =
    WORKSPACE.test(id) ||
    (ctx.getModuleInfo(id)?.importedIds ?? []).some((dep) => reachesWorkspace(dep, ctx));
  reaches.set(id, found);
  return found;
}
const entryFiles = {
  app: path.resolve(import.meta.dirname, 'src/main.tsx'),
  signIn: path.resolve(import.meta.dirname, 'src/login/main.tsx'),
};
/** The modules an entry reaches: through static imports only (what its page loads at once), or any import. */
function reachable(ctx: ChunkingContext, entry: string, dynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const todo = [entry];
  while (todo.length) {
    const id = todo.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    todo.push(...info.importedIds, ...(dynamic ? info.dynamicallyImportedIds : []));
  }
  return seen;
}
let entryGraph: { app: Set<string>; appAll: Set<string>; signIn: Set<string> } | null = null;
/** `base`, `boot` or `auth` for a module either page loads at once (see the groups' comment). */
function startGroup(id: string, ctx: ChunkingContext): string | null {
  entryGraph ??= {
    app: reachable(ctx, entryFiles.app, false),
    appAll: reachable(ctx, entryFiles.app, true),
    signIn: reachable(ctx, entryFiles.signIn, false),
  };
  const { app, appAll, signIn } = entryGraph;
  if (app.has(id)) return signIn.has(id) ? 'base' : 'boot';
  // What only the sign-in page uses stays in its entry chunk; never in a chunk the app loads. Libraries keep
  // their own groups (react-hook-form in `forms`, Radix's primitives in `kit`): in `auth`, every page that
  // uses one would load the sign-in pieces too.
  return signIn.has(id) && appAll.has(id) && !id.includes('/node_modules/') ? 'auth' : null;
}
/** The UI kit's light pieces (no Radix behaviour beyond a label): what a form page like /login renders. */
const KIT =
  /[\\/]packages[\\/]ui[\\/]src[\\/](?:label|input|form-field|alert|avatar|separator|card|badge|textarea|progress|empty-state)\.tsx$|[\\/]node_modules[\\/]@radix-ui[\\/]react-(?:label|primitive)[\\/]/;
const chunkGroups = [
  // Each module by its own reach: pulled in with its importer, a module the app shares with the sign-in
  // page would put the sign-in page's entry into a chunk the app loads.
  { name: startGroup, tags: ['$initial' as const], priority: 30, includeDependenciesRecursively: false },
  { name: 'kit', test: KIT, priority: 25 },
  {
    name: 'icons',
    test: lib('lucide-react'),
    priority: 20,
    entriesAware: true,
    entriesAwareMergeThreshold: 48 * 1024,
  },
  {
    // Radix's shared internals (contexts, presence, layers, focus, positioning) in one chunk that imports no
    // other UI chunk: split by page with the components, they made the page-grouped chunks import each
    // other in a cycle, and one ran a Radix helper from the other before that chunk had run.
    name: 'ui-base',
    test: lib(
      '@radix-ui[\\\\/](?:primitive|react-(?:context|compose-refs|presence|id|collection|direction|dismissable-layer|focus-scope|focus-guards|portal|popper|arrow|roving-focus|visually-hidden|use-[a-z-]+))|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-sidecar|use-callback-ref|aria-hidden|detect-node-es|get-nonce',
    ),
    priority: 21,
  },
  {
    name: 'ui',
    test: (id: string) =>
      lib(
        '@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-sidecar|use-callback-ref|aria-hidden|detect-node-es|get-nonce',
      ).test(id) || /[\\/]packages[\\/]ui[\\/]src[\\/]/.test(id),
    priority: 20,
    entriesAware: true,
    entriesAwareMergeThreshold: 48 * 1024,
  },
  { name: 'forms', test: lib('react-hook-form'), priority: 20 },
  { name: 'zod', test: lib('zod'), priority: 21, includeDependenciesRecursively: false },
  { name: 'share-early', test: SHARE_EARLY, priority: 15, includeDependenciesRecursively: false },
  {
    // Modules only ever loaded on demand (the ECharts runtime, maps, rich text) keep their own chunks, and
    // the board editor's pieces that import workspace code stay out (share pages must not load it).
    name: (id: string, ctx: ChunkingContext) =>
      BOARD.test(id) && (ctx.getModuleInfo(id)?.importers.length ?? 0) > 0 && !reachesWorkspace(id, ctx)
        ? 'board'
        : null,
    priority: 10,
    // Its helpers (lib, hooks) stay where the other pages find them: pulled in, they made the workspace
    // shell load the whole board chunk for a few small modules.
    includeDependenciesRecursively: false,
  },
];

/**
 * The sign-in page is a page of its own (login.html): the dev and preview servers answer it for /login, as
 * the real server does (apps/server/src/static.ts).
 */
function signInPage(): Plugin {
  const rewrite = (req: { url?: string }, _res: unknown, next: () => void) => {
    const match = /^\/login\/?(\?.*)?$/.exec(req.url ?? '');
    if (match) req.url = `/login.html${match[1] ?? ''}`;
    next();
  };
  return {
    name: 'tessera-sign-in-page',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

/**
 * The classic scripts every page runs before its own (public/theme-init.js, public/early-fetch.js) get
 * hashed copies in /assets/ in the build, and the pages name those: the server lets browsers keep
 * /assets/ for good, whereas under their plain names they were revalidated on every page load, and the
 * page's parser, which these scripts block, waited for the round trip. (The dev server serves public/.)
 */
function hashedStartScripts(names: string[]): Plugin {
  const hashed = new Map<string, string>();
  return {
    name: 'tessera-hashed-start-scripts',
    apply: 'build',
    buildStart() {
      for (const name of names) {
        const source = readFileSync(path.resolve(import.meta.dirname, 'public', name), 'utf8');
        const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
        const fileName = `assets/${name.replace(/\.js$/, '')}-${hash}.js`;
        hashed.set(name, fileName);
        this.emitFile({ type: 'asset', fileName, source });
        // Like every other asset, with its source map (the bundle checks read which sources a file holds).
        const map = {
          version: 3,
          file: path.basename(fileName),
          sources: [`../../public/${name}`],
          names: [],
          mappings: '',
        };
        this.emitFile({ type: 'asset', fileName: `${fileName}.map`, source: JSON.stringify(map) });
      }
    },
    transformIndexHtml: (html) =>
      html.replace(/<script src="\/([\w-]+\.js)"><\/script>/g, (tag, name: string) => {
        const file = hashed.get(name);
        return file ? `<script src="/${file}"></script>` : tag;
      }),
  };
}

const api = process.env.TESSERA_API_URL ?? 'http://localhost:8080';
// The plugin sandbox page comes from the server, with its own CSP (D-plugin-4).
const proxied = ['/trpc', '/api', '/resources', '/oauth2', '/plugin-sandbox.html'];

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    signInPage(),
    hashedStartScripts(['theme-init.js', 'early-fetch.js']),
  ],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: api, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    // Every browser the app supports preloads modules itself: no polyfill file on every page.
    modulePreload: { polyfill: false },
    sourcemap: true,
    rolldownOptions: {
      input: { main: 'index.html', login: 'login.html' },
      output: {
        codeSplitting: { groups: chunkGroups },
        // A UI-kit group is named after every page that shares it: keep its file name short.
        chunkFileNames: (chunk) =>
          /^(?:ui|icons)~/.test(chunk.name)
            ? `assets/${chunk.name.split('~')[0]}-[hash].js`
            : 'assets/[name]-[hash].js',
      },
    },
  },
});
