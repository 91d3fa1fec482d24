import { chromium, type Browser, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { build, preview, type PreviewServer } from 'vite';
import type { HarnessApi, HarnessSpec } from '../../harness/harness-api';

const configFile = fileURLToPath(new URL('../../harness/vite.config.ts', import.meta.url));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface HarnessSession {
  page: Page;
  call<K extends keyof HarnessApi>(method: K, spec: HarnessSpec): Promise<Awaited<ReturnType<HarnessApi[K]>>>;
  close(): Promise<void>;
}

/**
 * Builds the harness page (a production Vite build of the real ChartRenderer), serves it on a free
 * loopback port and opens it in Chromium.
 */
export async function openHarness(viewport = { width: 1280, height: 900 }): Promise<HarnessSession> {
  await build({ configFile, logLevel: 'warn' });
  const server: PreviewServer = await preview({ configFile, preview: { port: 0, host: '127.0.0.1' } });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('the harness preview server has no address');
  const browser: Browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  page.on('pageerror', (error) => console.error('harness page error:', error.message));
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]');
  return {
    page,
    call: (method, spec) =>
      page.evaluate(
        // Runs in the page, where the harness set `globalThis.harness` (this package has no DOM types).
        ([m, sp]: [string, HarnessSpec]) =>
          (globalThis as unknown as { harness: Record<string, (s: HarnessSpec) => unknown> }).harness[m]?.(
            sp,
          ),
        [method, spec] as [string, HarnessSpec],
      ) as never,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}
