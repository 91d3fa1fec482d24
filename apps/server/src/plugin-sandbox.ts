import type { Hono } from 'hono';
import { PLUGIN_SANDBOX_CSP, PLUGIN_SANDBOX_PATH, pluginSandboxDocument } from '@tessera/charts';

const page = pluginSandboxDocument();

/**
 * The page chart plugins run in (D-plugin-4), with its own headers: the app's CSP would forbid the
 * inline scripts it runs, and its own CSP (no network, `sandbox allow-scripts`) is what contains them.
 * The app's global headers skip this path (app.ts).
 *
 * With a sandbox origin (PLUGIN_SANDBOX_ORIGIN: another host name of this server, on another site), the
 * app's frames still ask for this path on the app's origin and are sent on to the sandbox origin, which
 * serves the page: the browser then runs plugins in a process of their own site, away from the page's,
 * even where sandboxed frames of the page's site would share its process. The app's CSP lets frames
 * load from that origin only (frame-src, app.ts).
 */
export function mountPluginSandbox(app: Hono, sandboxOrigin?: string) {
  const sandboxHost = sandboxOrigin ? new URL(sandboxOrigin).host : null;
  app.get(PLUGIN_SANDBOX_PATH, (c) => {
    // The host the browser asked for (a proxy passes it on as Host or X-Forwarded-Host).
    const asked = (c.req.header('x-forwarded-host')?.split(',')[0] ?? c.req.header('host'))?.trim();
    if (sandboxHost && asked?.toLowerCase() !== sandboxHost)
      return c.body(null, 302, {
        Location: `${sandboxOrigin}${PLUGIN_SANDBOX_PATH}`,
        'Cache-Control': 'no-cache',
        'Referrer-Policy': 'no-referrer',
      });
    return c.body(page, 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': PLUGIN_SANDBOX_CSP,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      // Framed across origins when a sandbox origin is set; it holds nothing but the runtime.
      'Cross-Origin-Resource-Policy': sandboxOrigin ? 'cross-origin' : 'same-origin',
      'Cache-Control': 'no-cache',
    });
  });
}
