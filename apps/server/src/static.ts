import { existsSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { detectImageType, type FileStore } from '@tessera/core';
import { CompressedAssets, isCompressible, pickEncoding } from './compressed-assets';

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
export const contentType = (file: string) =>
  TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/** Paths that belong to the server and never fall back to the web app. */
const SERVER_PREFIXES = ['/api/', '/trpc/', '/oauth2/', '/resources/', '/healthz'];

/**
 * The only folders of the file store that are public by nature: avatars and images placed on
 * dashboards and charts. Everything else, source data above all, never leaves through `/resources`;
 * it is read only by the query engine for a permitted query.
 */
export const PUBLIC_RESOURCE_FOLDERS = [
  'resources/user/avatar/',
  'resources/org/avatar/',
  'resources/image/',
] as const;

const IMAGE_TYPES = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' } as const;

/**
 * The file-store path a `/resources/...` URL names, or null. The path is decoded once; anything that
 * still looks encoded, uses backslashes, NUL, empty or dot segments, or lies outside the public
 * folders is refused (404, so nothing tells an attacker what exists).
 */
export function publicResourcePath(rawPathname: string): string | null {
  let rel: string;
  try {
    rel = decodeURIComponent(rawPathname).replace(/^\//, '');
  } catch {
    return null;
  }
  if (/[%\\\0]/.test(rel)) return null;
  const segments = rel.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return null;
  if (path.posix.normalize(rel) !== rel) return null;
  return PUBLIC_RESOURCE_FOLDERS.some((p) => rel.startsWith(p)) ? rel : null;
}

/**
 * Uploaded public files (`/resources/...`). They carry their own headers (the app's global ones skip
 * this path): a sandbox CSP and nosniff so a file can never run script in our origin, and
 * `attachment` for anything that is not a raster image recognised by its bytes (SVG included, since
 * it can hold script).
 */
export function mountResources(app: Hono, files: FileStore) {
  app.get('/resources/*', async (c) => {
    const rel = publicResourcePath(new URL(c.req.url).pathname);
    if (!rel) return c.notFound();
    const data = await files.get(rel).catch(() => null);
    if (!data) return c.notFound();
    const image = detectImageType(data);
    const headers: Record<string, string> = {
      'Content-Type': image ? IMAGE_TYPES[image] : 'application/octet-stream',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'private, max-age=3600',
    };
    if (!image) headers['Content-Disposition'] = 'attachment';
    return c.body(data as Uint8Array<ArrayBuffer>, 200, headers);
  });
}

/**
 * Pages the web build ships as documents of their own rather than routes of the app: the sign-in page
 * (login.html) loads none of the workspace's code (decision D-login-1).
 */
const PAGES: Record<string, string> = { '/login': 'login.html' };

/**
 * The built web app with SPA fallback: unknown page paths answer index.html (or their own page, `PAGES`). Text files are sent
 * brotli- or gzip-compressed when the browser accepts it (compressed once, then kept in memory).
 */
export function mountWeb(app: Hono, distDir: string | null) {
  const root = distDir ? path.resolve(distDir) : null;
  const indexFile = root ? path.join(root, 'index.html') : null;
  const compressed = new CompressedAssets();
  const send = async (c: Context, file: string, cacheControl: string) => {
    const [info, data] = await Promise.all([stat(file), readFile(file)]);
    const headers: Record<string, string> = {
      'Content-Type': contentType(file),
      'Cache-Control': cacheControl,
    };
    const compressible = isCompressible(file, data.length);
    const encoding = compressible ? pickEncoding(c.req.header('accept-encoding')) : null;
    if (compressible) headers.Vary = 'Accept-Encoding';
    const body = encoding ? await compressed.get(file, info, data, encoding).catch(() => null) : null;
    if (encoding && body) headers['Content-Encoding'] = encoding;
    return c.body((body ?? data) as Uint8Array<ArrayBuffer>, 200, headers);
  };
  app.get('*', async (c) => {
    const pathname = decodeURIComponent(new URL(c.req.url).pathname);
    if (SERVER_PREFIXES.some((p) => pathname.startsWith(p))) return c.notFound();
    if (!root || !indexFile || !existsSync(indexFile)) {
      return c.text(
        'The web app is not built. Run `npm run build --workspace @tessera/web` (npm start does this).',
        503,
      );
    }
    const candidate = path.resolve(root, `.${pathname}`);
    if (candidate.startsWith(root + path.sep) && existsSync(candidate) && statSync(candidate).isFile()) {
      const immutable = pathname.startsWith('/assets/');
      return send(c, candidate, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    const page = PAGES[pathname.replace(/\/$/, '')];
    const pageFile = page ? path.join(root, page) : null;
    return send(c, pageFile && existsSync(pageFile) ? pageFile : indexFile, 'no-cache');
  });
}
