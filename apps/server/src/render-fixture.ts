import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import type { Renderer } from '@tessera/core';
import { silentLogger } from '@tessera/core/testing';
import { createRenderPool, poolRenderer, type RenderPool } from '@tessera/worker';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createApp } from './app';
import type { TestApp } from './test-app';

// Shared by the picture and PDF suites (downloads, schedules): the built web app over HTTP for Chromium,
// a table chart whose cells are text in a PDF, and readers of PNG and PDF files.

const here = path.dirname(fileURLToPath(import.meta.url));
// WEB_DIST_DIR (the server's own setting) points the suites at another build of the web app.
const WEB_DIST = process.env.WEB_DIST_DIR ?? path.resolve(here, '../../web/dist');

export const customersByCountryModel = {
  columns: {
    customer_id: { name: 'customer_id', type: 'NUMERIC', category: 'UNCATEGORIZED' },
    country: { name: 'country', type: 'STRING', category: 'UNCATEGORIZED' },
  },
  version: '1.0.0-RC.3',
};

/** A table (its cells are text in the PDF, where a canvas chart's are not): customers per country. */
export const tableConfig = {
  aggregation: true,
  chartGraphId: 'mingxi-table',
  computedFields: [],
  chartConfig: {
    datas: [
      {
        label: 'mixed',
        key: 'mixed',
        type: 'mixed',
        rows: [
          { uid: 'u-country', colName: 'country', category: 'field', type: 'STRING', sort: { type: 'ASC' } },
          { uid: 'u-n', colName: 'customer_id', category: 'field', type: 'NUMERIC', aggregate: 'COUNT' },
        ],
      },
    ],
    styles: [],
    settings: [],
  },
  version: '1.0.0-RC.3',
};

/**
 * The test app's services (same database) serving the built web app and the API on a free port, and
 * a Chromium pool rendering its pages: what the worker has in production.
 */
export async function renderingApp(
  t: TestApp,
): Promise<{ renderer: Renderer; pool: RenderPool; close: () => Promise<void> }> {
  const web = createApp({ deps: t.deps, logger: silentLogger, webDistDir: WEB_DIST, trustProxy: false });
  const http = serve({ fetch: web.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((r) => http.once('listening', () => r()));
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const pool = createRenderPool({ executablePath: '/usr/bin/chromium', size: 1, timeoutMs: 90_000 });
  return {
    pool,
    renderer: poolRenderer(pool, base),
    close: async () => {
      await pool.close();
      await new Promise((r) => http.close(r));
    },
  };
}

/** A PDF's page count and its text, page after page. */
export async function pdfOf(data: Uint8Array) {
  const doc = await getDocument({ data: new Uint8Array(data), useSystemFonts: true }).promise;
  const texts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return { pages: doc.numPages, text: texts.join('\n') };
}

/** A PNG's signature and its IHDR size (width and height, big-endian, right after the chunk's type). */
export function pngSize(data: Uint8Array) {
  const b = Buffer.from(data);
  const signature = b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  return { signature, width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}
