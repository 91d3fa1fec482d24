import { chromium, type Browser } from 'playwright-core';

/** Why a picture or PDF could not be made, for the task's log (the worker itself carries on). */
export type RenderFailure = 'BROWSER_MISSING' | 'BROWSER_CRASHED' | 'TIMEOUT' | 'PAGE_FAILED';

export class RenderError extends Error {
  constructor(
    readonly reason: RenderFailure,
    message: string,
  ) {
    super(message);
    this.name = 'RenderError';
  }
}

export interface RenderPoolOptions {
  /** Chromium's executable (Debian's /usr/bin/chromium). */
  executablePath: string;
  /** Pages rendered at once; more requests wait their turn. */
  size: number;
  /** Longest a job may take once the browser is up: load, data, paint, capture. */
  timeoutMs: number;
}

export interface RenderRequest {
  url: string;
  format: 'png' | 'pdf';
  /** The page's width in CSS pixels (the picture's width; the PDF page's width). */
  width: number;
  /** The first viewport's height; a PNG is the full page, however tall. */
  height?: number;
  /** What the page shows once every widget has painted (the share pages' mark). */
  readySelector?: string;
  /** What the page shows instead when it cannot (a refused or lost link): the job fails at once. */
  failSelector?: string;
  /** This job's limit, when not the pool's. */
  timeoutMs?: number;
}

export interface RenderPool {
  render(request: RenderRequest): Promise<Buffer>;
  /** Jobs rendering now and jobs waiting for a turn. */
  stats(): { active: number; waiting: number };
  close(): Promise<void>;
}

export const SHARE_READY = '[data-testid="share-ready"]';
/** The share gate's pages for a link it will not show (gone, error, asking for a code or a sign-in). */
export const SHARE_FAILED = ['gone', 'error', 'code', 'login']
  .map((k) => `[data-testid="share-${k}-page"]`)
  .join(', ');

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'];

function launchFailure(error: unknown, path: string): RenderError {
  const text = error instanceof Error ? error.message : String(error);
  if (/doesn't exist|ENOENT|no such file|not found/i.test(text))
    return new RenderError(
      'BROWSER_MISSING',
      `Chromium was not found at ${path}: install it (Debian: apt-get install chromium) or set RENDER_CHROMIUM_PATH`,
    );
  return new RenderError('BROWSER_MISSING', `Chromium at ${path} did not start: ${text.split('\n')[0]}`);
}

/**
 * One Chromium shared by every job, started on first use and again after it exits or crashes; at
 * most `size` pages at once, each job bounded by `timeoutMs`. A page closes with its job, whatever
 * happened, so a failed job leaves nothing behind.
 */
export function createRenderPool(options: RenderPoolOptions): RenderPool {
  let browser: Promise<Browser> | null = null;
  let closed = false;
  let active = 0;
  const waiting: (() => void)[] = [];

  const getBrowser = (): Promise<Browser> => {
    if (!browser) {
      const launching = chromium
        .launch({ executablePath: options.executablePath, args: CHROMIUM_ARGS, headless: true })
        .then((b) => {
          b.on('disconnected', () => {
            if (browser === launching) browser = null;
          });
          return b;
        })
        .catch((e: unknown) => {
          if (browser === launching) browser = null;
          throw launchFailure(e, options.executablePath);
        });
      browser = launching;
    }
    return browser;
  };

  const turn = async () => {
    if (active < options.size) {
      active += 1;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };

  async function run(b: Browser, request: RenderRequest, signal: AbortSignal): Promise<Buffer> {
    const context = await b.newContext({
      viewport: { width: request.width, height: request.height ?? 800 },
      deviceScaleFactor: 1,
    });
    signal.addEventListener('abort', () => void context.close().catch(() => undefined));
    try {
      const page = await context.newPage();
      const limit = request.timeoutMs ?? options.timeoutMs;
      const response = await page.goto(request.url, { waitUntil: 'load', timeout: limit });
      if (response && !response.ok())
        throw new RenderError('PAGE_FAILED', `The page answered ${response.status()}: ${request.url}`);
      if (request.readySelector) {
        const either = [request.readySelector, request.failSelector].filter(Boolean).join(', ');
        await page.waitForSelector(either, { state: 'attached', timeout: limit });
        if (request.failSelector && (await page.$(request.failSelector))) {
          const text = (await page.locator(request.failSelector).first().innerText()).trim();
          throw new RenderError('PAGE_FAILED', `The page showed an error: ${text.slice(0, 200)}`);
        }
      }
      if (request.format === 'png') return await page.screenshot({ type: 'png', fullPage: true });
      await page.emulateMedia({ media: 'screen' });
      return await page.pdf({ width: `${request.width}px`, printBackground: true });
    } finally {
      await context.close().catch(() => undefined);
    }
  }

  return {
    async render(request) {
      if (closed) throw new RenderError('BROWSER_CRASHED', 'The renderer is shut down');
      await turn();
      const abort = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      const limit = request.timeoutMs ?? options.timeoutMs;
      const timedOut = () =>
        new RenderError('TIMEOUT', `The page was not ready within ${limit} ms: ${request.url}`);
      // A browser that went away between jobs (killed, crashed) is started again once, for this job.
      const attempt = async (retry: boolean): Promise<Buffer> => {
        const current = getBrowser();
        const b = await current;
        try {
          return await run(b, request, abort.signal);
        } catch (e) {
          if (!retry || b.isConnected() || abort.signal.aborted) throw e;
          if (browser === current) browser = null;
          return attempt(false);
        }
      };
      try {
        // Starting Chromium has its own limit (Playwright's); the job's starts once it is up.
        await getBrowser();
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            abort.abort();
            reject(timedOut());
          }, limit);
        });
        return await Promise.race([attempt(true), timeout]);
      } catch (e) {
        if (e instanceof RenderError) throw e;
        const text = e instanceof Error ? e.message : String(e);
        if (/Timeout .*exceeded/i.test(text)) throw timedOut();
        if (/closed|disconnected|crash/i.test(text))
          throw new RenderError(
            'BROWSER_CRASHED',
            `Chromium stopped while rendering: ${text.split('\n')[0]}`,
          );
        throw new RenderError('PAGE_FAILED', `The page could not be rendered: ${text.split('\n')[0]}`);
      } finally {
        clearTimeout(timer);
        release();
      }
    },
    stats: () => ({ active, waiting: waiting.length }),
    async close() {
      closed = true;
      const b = browser;
      browser = null;
      if (b) await b.then((x) => x.close()).catch(() => undefined);
    },
  };
}
