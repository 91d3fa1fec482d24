import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Hono } from 'hono';
import type { FileStore } from '@tessera/core';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};
export const contentType = (file: string) => TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/** Paths that belong to the server and never fall back to the web app. */
const SERVER_PREFIXES = ['/api/', '/trpc/', '/oauth2/', '/resources/', '/healthz'];

/** Uploaded files (`/resources/...`), served with nosniff and a sandbox so an upload can never run script. */
export function mountResources(app: Hono, files: FileStore) {
  app.get('/resources/*', async (c) => {
    const rel = decodeURIComponent(new URL(c.req.url).pathname).slice(1);
    if (rel.includes('..') || rel.includes('\0')) return c.notFound();
    const data = await files.get(rel).catch(() => null);
    if (!data) return c.notFound();
    return c.body(data as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': contentType(rel),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, max-age=3600',
    });
  });
}

/** The built web app with SPA fallback: unknown page paths answer index.html. */
export function mountWeb(app: Hono, distDir: string | null) {
  const root = distDir ? path.resolve(distDir) : null;
  const indexFile = root ? path.join(root, 'index.html') : null;
  app.get('*', async (c) => {
    const pathname = decodeURIComponent(new URL(c.req.url).pathname);
    if (SERVER_PREFIXES.some((p) => pathname.startsWith(p))) return c.notFound();
    if (!root || !indexFile || !existsSync(indexFile)) {
      return c.text('The web app is not built. Run `npm run build --workspace @tessera/web` (npm start does this).', 503);
    }
    const candidate = path.resolve(root, `.${pathname}`);
    if (candidate.startsWith(root + path.sep) && existsSync(candidate) && statSync(candidate).isFile()) {
      const immutable = pathname.startsWith('/assets/');
      return c.body(await readFile(candidate), 200, {
        'Content-Type': contentType(candidate),
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    }
    return c.html(readFileSync(indexFile, 'utf8'), 200, { 'Cache-Control': 'no-cache' });
  });
}
