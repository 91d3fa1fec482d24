// `npm run bench:workbench`: issue 13's "a workbench change on a cached query repaints in ≤ 300 ms", in
// the real web app served by the compiled server, in Chromium. The change is a click on another chart type
// (column ↔ line: same fields, so the same cached query); the time runs from the click to the chart's next
// drawn frame (the renderer counts frames in `data-frames`) plus the paint after it. The baseline in the
// same run is a click on the type already chosen: what a click costs there when nothing is redrawn.
import { runBench } from './bench-output';
import type { Page } from '@playwright/test';
import { client } from '../http/client';
import { startServer } from '../http/server';
import { launchChromium, signedInPage } from './signed-in-page';
import { fmt, percentile } from '../stats';
import { shareFixtures } from './share-fixtures';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const TARGET_MS = 300;

/**
 * Clicks `selector` inside the page and answers ms from the click until the chart in the stage has
 * drawn a new frame and the browser painted it (or, with `frame: false`, until the next paint).
 */
/**
 * In the page (as source text: tsx would wrap named helpers with a function the page does not have):
 * clicks the selector and resolves with ms from the click until the stage's chart drew a new frame and
 * the browser painted it, or, with `frame` false, until the next paint.
 */
const CLICK_TO_PAINT = `async ({ selector, frame }) => {
  const chart = () => document.querySelector('[data-testid="chart-preview"] [data-frames]');
  const before = chart();
  const frames = Number(before?.dataset.frames ?? 0);
  const button = document.querySelector(selector);
  if (!button) throw new Error('no ' + selector);
  const t0 = performance.now();
  button.click();
  await new Promise((resolve, reject) => {
    const check = () => {
      const now = chart();
      const drawn = !frame || (now !== null && (now !== before || Number(now.dataset.frames) > frames));
      if (drawn) requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      else if (performance.now() > t0 + 10000) reject(new Error('no new frame after ' + selector));
      else requestAnimationFrame(check);
    };
    check();
  });
  return performance.now() - t0;
}`;

const clickToPaint = (page: Page, selector: string, frame = true): Promise<number> =>
  page.evaluate(`(${CLICK_TO_PAINT})(${JSON.stringify({ selector, frame })})`) as Promise<number>;

async function main(out: (s: string) => void): Promise<void> {
  const server = await startServer(undefined);
  const browser = await launchChromium();
  try {
    const { charts } = await shareFixtures(client(server.base));
    const page = await signedInPage(browser, server.base, { width: 1440, height: 900 });
    await page.goto(`/vizs/charts/${charts[0]!}/edit`);
    await page.locator('[data-testid="chart-preview"] [data-frames]').waitFor({ timeout: 60_000 });
    const line = '[data-testid="chart-type-line-chart"]';
    const column = '[data-testid="chart-type-cluster-column-chart"]';
    // Warm-up (not counted): each type's code and the cached query.
    await clickToPaint(page, line);
    await clickToPaint(page, column);
    const samples = { type: [] as number[], idle: [] as number[] };
    for (let i = 0; i < RUNS; i++) {
      samples.type.push(await clickToPaint(page, i % 2 ? column : line));
      // The same click target once more: the type is already chosen, nothing is queried or drawn.
      samples.idle.push(await clickToPaint(page, i % 2 ? column : line, false));
    }
    const p50 = percentile(samples.type, 50);
    out(`\n### Workbench repaint in Chromium (${RUNS} changes, cached query)\n`);
    out('| Change | p50 | p95 | Baseline: a click that changes nothing (p50) | Target |');
    out('| --- | --- | --- | --- | --- |');
    out(
      `| chart type (column ↔ line) | ${fmt(p50, 0)} ms | ${fmt(percentile(samples.type, 95), 0)} ms | ${fmt(percentile(samples.idle, 50), 0)} ms | ${p50 <= TARGET_MS ? 'PASS' : 'MISS'} ≤ ${TARGET_MS} ms |`,
    );
    await page.context().close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

await runBench(main);
