import { execFileSync } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRenderPool, RenderError, SHARE_FAILED, SHARE_READY, type RenderPool } from './render-pool';

/**
 * A stand-in for a share page: it paints a title and a 1200 px tall block, then sets the render mark
 * (after a script runs, as a board does once its widgets have painted). `/held` sets its mark only
 * once the test releases it; `/never` never sets one.
 */
const page = (mark: string) => `<!doctype html><html><body style="margin:0;font:16px sans-serif">
<h1 style="margin:0;height:100px">Tessera render test</h1><div style="height:1100px;background:#3b82f6"></div>
<script>${mark}</script></body></html>`;
const addMark = `document.body.insertAdjacentHTML('beforeend','<span hidden data-testid="share-ready"></span>')`;

let base = '';
const held: ServerResponse[] = [];
let heldArrived: () => void = () => undefined;
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  const html = (body: string) => res.writeHead(200, { 'content-type': 'text/html' }).end(body);
  if (req.url === '/ready') return html(page(`setTimeout(() => { ${addMark} }, 0)`));
  if (req.url === '/never') return html(page(''));
  if (req.url === '/gone')
    return html(
      page(
        `document.body.insertAdjacentHTML('beforeend','<div data-testid="share-gone-page">This link has expired</div>')`,
      ),
    );
  if (req.url === '/held') return html(page(`fetch('/release').then(() => { ${addMark} })`));
  if (req.url === '/release') {
    held.push(res);
    heldArrived();
    return;
  }
  res.writeHead(404).end();
});

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const r of held) r.end();
  await new Promise((r) => server.close(r));
});

const pool = (size = 2, timeoutMs = 20_000, executablePath = '/usr/bin/chromium') =>
  createRenderPool({ executablePath, size, timeoutMs });

async function pdfText(data: Buffer) {
  const doc = await getDocument({ data: new Uint8Array(data), useSystemFonts: true }).promise;
  const texts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  return { pages: doc.numPages, text: texts.join('\n') };
}

// Chromium's first start is slow on a busy machine: a generous limit per test.
describe('render pool (Chromium)', { timeout: 120_000 }, () => {
  let shared: RenderPool;
  beforeAll(() => {
    shared = pool();
  });
  afterAll(() => shared.close());

  it('makes a full-page PNG of the page once its mark is set, at the asked width', async () => {
    const png = PNG.sync.read(
      await shared.render({ url: `${base}/ready`, format: 'png', width: 640, readySelector: SHARE_READY }),
    );
    expect([png.width, png.height]).toEqual([640, 1200]);
    // The blue block is painted (not a blank page captured too early).
    const at = (640 * 600 + 320) * 4;
    expect([...png.data.subarray(at, at + 3)]).toEqual([0x3b, 0x82, 0xf6]);
  });

  it("makes Chromium's vector PDF: real text, pages of the asked width", async () => {
    const pdf = await shared.render({
      url: `${base}/ready`,
      format: 'pdf',
      width: 640,
      readySelector: SHARE_READY,
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text } = await pdfText(pdf);
    expect(text).toContain('Tessera render test');
    expect(pages).toBeGreaterThanOrEqual(1);
  });

  it('fails a page that never becomes ready with TIMEOUT, and the next job still renders', async () => {
    const failed = await shared
      .render({
        url: `${base}/never`,
        format: 'png',
        width: 320,
        readySelector: SHARE_READY,
        timeoutMs: 1_000,
      })
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(RenderError);
    expect((failed as RenderError).reason).toBe('TIMEOUT');
    expect((failed as RenderError).message).toContain('not ready within 1000 ms');
    const png = await shared.render({
      url: `${base}/ready`,
      format: 'png',
      width: 320,
      readySelector: SHARE_READY,
    });
    expect(PNG.sync.read(png).width).toBe(320);
    expect(shared.stats()).toEqual({ active: 0, waiting: 0 });
  });

  it('fails at once with PAGE_FAILED when the share page shows its error page instead', async () => {
    const failed = await shared
      .render({
        url: `${base}/gone`,
        format: 'png',
        width: 320,
        readySelector: SHARE_READY,
        failSelector: SHARE_FAILED,
        // far longer than the test's own limit: only the error page can end it in time
        timeoutMs: 600_000,
      })
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(RenderError);
    expect((failed as RenderError).reason).toBe('PAGE_FAILED');
    expect((failed as RenderError).message).toContain('This link has expired');
  });

  it('renders no more pages at once than its size; the others wait their turn', async () => {
    const one = pool(1);
    try {
      const arrived = new Promise<void>((r) => (heldArrived = r));
      const first = one.render({
        url: `${base}/held`,
        format: 'png',
        width: 320,
        readySelector: SHARE_READY,
      });
      const second = one.render({
        url: `${base}/ready`,
        format: 'png',
        width: 320,
        readySelector: SHARE_READY,
      });
      await arrived;
      expect(one.stats()).toEqual({ active: 1, waiting: 1 });
      held.shift()!.end();
      await Promise.all([first, second]);
      expect(one.stats()).toEqual({ active: 0, waiting: 0 });
    } finally {
      await one.close();
    }
  });

  it('says clearly when Chromium is missing, and keeps saying it (no crash of the caller)', async () => {
    const missing = pool(1, 5_000, '/nonexistent/chromium');
    for (let i = 0; i < 2; i++) {
      const failed = await missing
        .render({ url: `${base}/ready`, format: 'png', width: 320 })
        .catch((e: unknown) => e);
      expect(failed).toBeInstanceOf(RenderError);
      expect((failed as RenderError).reason).toBe('BROWSER_MISSING');
      expect((failed as RenderError).message).toContain('Chromium was not found at /nonexistent/chromium');
    }
    expect(missing.stats()).toEqual({ active: 0, waiting: 0 });
  });

  it('starts Chromium again when it was killed between jobs', async () => {
    const p = pool(1);
    try {
      await p.render({ url: `${base}/ready`, format: 'png', width: 320, readySelector: SHARE_READY });
      // This test process's own children are the Chromium it started: kill them.
      const pids = execFileSync('pgrep', ['-P', String(process.pid)], { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean)
        .map(Number);
      expect(pids.length).toBeGreaterThan(0);
      for (const pid of pids) process.kill(pid, 'SIGKILL');
      const png = await p.render({
        url: `${base}/ready`,
        format: 'png',
        width: 320,
        readySelector: SHARE_READY,
      });
      expect(PNG.sync.read(png).width).toBe(320);
    } finally {
      await p.close();
    }
  });
});
