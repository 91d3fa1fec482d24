import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Hono } from 'hono';
import { contentType } from './static';

const require = createRequire(import.meta.url);
const swaggerDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const ASSETS = new Set([
  'swagger-ui.css',
  'swagger-ui-bundle.js',
  'swagger-ui-standalone-preset.js',
  'favicon-32x32.png',
]);

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>API docs – Tessera</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="swagger"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;

const init = `window.ui = SwaggerUIBundle({ url: '/api/v1/openapi.json', dom_id: '#swagger', deepLinking: true, persistAuthorization: true });`;

/** Interactive API documentation (Swagger UI from the npm package, no CDN) at /api/docs. */
export function mountDocs(app: Hono) {
  app.get('/api/docs', (c) => c.html(page));
  app.get('/api/docs/init.js', (c) =>
    c.body(init, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
  );
  app.get('/api/docs/:asset', async (c) => {
    const asset = c.req.param('asset');
    const file = path.join(swaggerDir, asset);
    if (!ASSETS.has(asset) || !existsSync(file)) return c.notFound();
    return c.body(await readFile(file), 200, {
      'Content-Type': contentType(file),
      'Cache-Control': 'public, max-age=86400',
    });
  });
}
