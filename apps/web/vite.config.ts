import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig } from 'vite';

/**
 * Fewer, larger chunks where a page would otherwise fetch dozens of tiny ones (a browser opens six
 * connections per host, and the API calls queue behind them). Higher priority wins a module first.
 * - `boot`: everything the entry needs statically, in one file instead of a dozen slivers.
 * - `ui`: the UI kit and its Radix/floating-ui/icon modules that pages load on demand.
 * - `forms`: react-hook-form and zod, which the sign-in forms and the charts' schemas share.
 * - `board`: the web's chart and board code, which a share page needs all of (not @tessera/charts: the
 *   workspace shell reads its schemas through @tessera/core).
 * - `share-early`: what a share page runs as soon as its bootstrap answers, before its own chunks have
 *   loaded: a board's opening queries and the ECharts runtime's preload (with the themes the runtime
 *   registers). In the `board` chunk they waited for it and everything it imports.
 */
const lib = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names})[\\\\/]`);
/** The chart and board code that share pages and the workspace's boards both draw with. */
const BOARD =
  /[\\/]apps[\\/]web[\\/]src[\\/](?:share|features[\\/]dashboard|components[\\/](?:dashboard|charts|share))[\\/]/;
const WORKSPACE = /[\\/]apps[\\/]web[\\/]src[\\/]routes[\\/]_app[\\/]/;
const SHARE_EARLY =
  /[\\/]apps[\\/]web[\\/]src[\\/](?:share[\\/](?:shared-board|board-url-filters|url-params)|features[\\/]dashboard[\\/]use-board-drills|components[\\/]charts[\\/](?:renderer-kind|echarts[\\/](?:load-echarts|themes|font-fallback)))\.ts$/;
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
/** The UI kit's light pieces (no Radix behaviour beyond a label): what a form page like /login renders. */
const KIT =
  /[\\/]packages[\\/]ui[\\/]src[\\/](?:label|input|form-field|alert|avatar|separator|card|badge|textarea|progress|empty-state)\.tsx$|[\\/]node_modules[\\/]@radix-ui[\\/]react-(?:label|primitive)[\\/]/;
const chunkGroups = [
  { name: 'boot', tags: ['$initial' as const], priority: 30 },
  { name: 'kit', test: KIT, priority: 25 },
  {
    name: 'icons',
    test: lib('lucide-react'),
    priority: 20,
    entriesAware: true,
    entriesAwareMergeThreshold: 48 * 1024,
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
  { name: 'forms', test: lib('react-hook-form|@hookform|zod'), priority: 20 },
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

const api = process.env.TESSERA_API_URL ?? 'http://localhost:8080';
const proxied = ['/trpc', '/api', '/resources', '/oauth2'];

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: api, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
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
