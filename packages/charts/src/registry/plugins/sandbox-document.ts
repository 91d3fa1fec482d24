/**
 * The page a chart plugin runs in (docs/plugins.md, D-plugin-4), served by the server at
 * PLUGIN_SANDBOX_PATH with PLUGIN_SANDBOX_CSP as its own header (a srcdoc frame would inherit the app's
 * CSP, which allows no inline script). The web app frames it with `sandbox="allow-scripts"` and no
 * `allow-same-origin`, and the CSP's `sandbox` directive keeps it sandboxed even when opened directly:
 * its origin is opaque, so it reads none of the app's cookies or storage, and with no connect-src (nor
 * any other source of the network) the plugin cannot call the API or send data anywhere. It talks to
 * the host only by postMessage: `hello` when loaded; then `load` (the plugin's script) → `ready`;
 * `update` / `resize` → `done` or `error`; `unmount`.
 */
export const PLUGIN_SANDBOX_PATH = '/plugin-sandbox.html';

export const PLUGIN_SANDBOX_CSP = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  'img-src data: blob:',
  'font-src data:',
  "form-action 'none'",
  "base-uri 'none'",
  // No frame-ancestors: embed pages on other sites frame it too, and framed by anyone it does nothing
  // until its parent hands it a script, which then reaches nothing.
  'sandbox allow-scripts',
].join('; ');

// Plain ES5 in a string: it runs inside the frame, never in the app.
const runtime = `(function () {
  var plugin = null, mounted = false, loaded = false, root = document.getElementById('root');
  function post(m) { m.tessera = 1; parent.postMessage(m, '*'); }
  function text(e) { return String((e && e.message) || e).slice(0, 500); }
  window.definePlugin = function (def) { if (!plugin) plugin = def; };
  window.addEventListener('error', function (e) { post({ type: 'error', message: text(e.error || e.message) }); });
  window.addEventListener('unhandledrejection', function (e) { post({ type: 'error', message: text(e.reason) }); });
  window.addEventListener('message', function (e) {
    if (e.source !== parent) return;
    var m = e.data;
    if (!m || m.tessera !== 1) return;
    if (m.type === 'load') {
      if (loaded) return;
      loaded = true;
      var script = document.createElement('script');
      script.textContent = String(m.source);
      document.body.appendChild(script);
      if (plugin && typeof plugin.onUpdated === 'function') post({ type: 'ready' });
      else post({ type: 'error', message: 'definePlugin({ onUpdated }) was not called' });
      return;
    }
    try {
      if (!plugin) throw new Error('no plugin loaded');
      var context = { root: root, size: m.size, locale: m.locale, theme: m.theme };
      if (m.type === 'update') {
        if (!mounted) { mounted = true; if (plugin.onMount) plugin.onMount(context); }
        plugin.onUpdated(m.data, context);
      } else if (m.type === 'resize') {
        if (plugin.onResize) plugin.onResize(m.size, context);
      } else if (m.type === 'unmount') {
        if (mounted && plugin.onUnMount) plugin.onUnMount(context);
        return;
      }
      post({ type: 'done', seq: m.seq });
    } catch (err) {
      post({ type: 'error', seq: m.seq, message: text(err) });
    }
  });
  post({ type: 'hello' });
})();`;

export function pluginSandboxDocument(): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    '<style>html,body,#root{margin:0;width:100%;height:100%;overflow:hidden;font:12px system-ui,sans-serif}</style>',
    '</head><body><div id="root"></div>',
    `<script>${runtime}</script>`,
    '</body></html>',
  ].join('');
}
