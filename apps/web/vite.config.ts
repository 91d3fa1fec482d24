import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Fewer, larger chunks where a page would otherwise fetch dozens of tiny ones (a browser opens six
 * connections per host, and the API calls queue behind them). Higher priority wins a module first.
 * - `boot`: everything the entry needs statically, in one file instead of a dozen slivers.
 * - `ui`: the UI kit and its Radix/floating-ui/icon modules that pages load on demand.
 * - `forms`: react-hook-form and zod, which the sign-in forms and the charts' schemas share.
 */
const lib = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names})[\\\\/]`);
const chunkGroups = [
  { name: 'boot', tags: ['$initial' as const], priority: 30 },
  {
    name: 'ui',
    test: (id: string) =>
      lib(
        '@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-sidecar|use-callback-ref|aria-hidden|detect-node-es|get-nonce|lucide-react',
      ).test(id) || /[\\/]packages[\\/]ui[\\/]src[\\/]/.test(id),
    priority: 20,
    entriesAware: true,
    entriesAwareMergeThreshold: 24 * 1024,
  },
  { name: 'forms', test: lib('react-hook-form|@hookform|zod'), priority: 20 },
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
          chunk.name.startsWith('ui~') ? 'assets/ui-[hash].js' : 'assets/[name]-[hash].js',
      },
    },
  },
});
