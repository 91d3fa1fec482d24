import type { Hono } from 'hono';
import { PLUGIN_SANDBOX_CSP, PLUGIN_SANDBOX_PATH, pluginSandboxDocument } from '@tessera/charts';

const page = pluginSandboxDocument();

/**
 * The page chart plugins run in (D-plugin-4), with its own headers: the app's CSP would forbid the
 * inline scripts it runs, and its own CSP (no network, `sandbox allow-scripts`) is what contains them.
 * The app's global headers skip this path (app.ts).
 */
export function mountPluginSandbox(app: Hono) {
  app.get(PLUGIN_SANDBOX_PATH, (c) =>
    c.body(page, 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': PLUGIN_SANDBOX_CSP,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Cache-Control': 'no-cache',
    }),
  );
}
