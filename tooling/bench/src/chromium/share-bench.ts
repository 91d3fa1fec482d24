// `npm run bench:share`: the public share pages' first paint, cold, in Chromium (issue 15's target: a NONE
// share of a 12-chart dashboard ≤ 1.0 s), against the login page measured in the same run, and a check that
// the share pages load no workspace code.
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { client } from '../http/client';
import { startServer } from '../http/server';
import { fmt, percentile } from '../stats';
import { assertWorkspaceDetectable, judgeBundle, type BundleReport } from './share-bundle';
import { BOARD_CHARTS, shareFixtures } from './share-fixtures';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const TARGET_MS = 1000;
const dist = fileURLToPath(new URL('../../../../apps/web/dist', import.meta.url));

/** Marks taken inside the page, in ms since navigation start: the first contentful paint and "ready". */
const marker = (selector: string) => `
  window.__ready = null;
  new MutationObserver((_, o) => {
    if (document.querySelector(${JSON.stringify(selector)})) { window.__ready = performance.now(); o.disconnect(); }
  }).observe(document, { childList: true, subtree: true });`;

interface Visit {
  fcp: number;
  ready: number;
  scripts: string[];
  /** Resource timings of the steps a share page waits on: [start, end] in ms since navigation. */
  steps: Record<string, [number, number]>;
}

/** The resources whose timings explain a share page's ready time (the first of each kind). */
const STEPS: [string, RegExp][] = [
  ['entry script', /\/assets\/boot-[^/]*\.js$/],
  ['system.info', /\/trpc\/[^?]*system\.info/],
  ['share.open', /\/trpc\/[^?]*share\.open/],
  ['queries (share.execute)', /\/trpc\/[^?]*share\.execute/],
  ['ECharts runtime chunk', /\/assets\/runtime-[^/]*\.js$/],
];

/** One cold visit: a fresh context (empty cache, no storage), until `selector` is in the page. */
async function visit(browser: Browser, url: string, selector: string, check?: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.addInitScript(marker(selector));
  await page.goto(url);
  await page.waitForSelector(selector, { state: 'attached', timeout: 60_000 });
  if (check) await page.waitForFunction(check, undefined, { timeout: 5_000 });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  const { fcp, ready, resources } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    ready: (globalThis as unknown as { __ready: number }).__ready,
    resources: performance
      .getEntriesByType('resource')
      .map((e) => ({ name: e.name, start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd })),
  }));
  await context.close();
  const steps: Visit['steps'] = {};
  for (const [label, re] of STEPS) {
    const r = resources.find((x) => re.test(x.name));
    if (r) steps[label] = [r.start, r.end];
  }
  return { fcp, ready, scripts, steps };
}

const p = (xs: number[], q: number) => fmt(percentile(xs, q), 0);

export async function shareBench(out: (s: string) => void): Promise<BundleReport[]> {
  assertWorkspaceDetectable(dist);
  const server = await startServer(undefined);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const { chartShare, boardShare } = await shareFixtures(client(server.base));
    const boardDrawn = `document.querySelectorAll('[data-testid="board-widget"]').length === ${BOARD_CHARTS} && !document.querySelector('[data-testid="widget-error"]')`;
    const cases = [
      { label: 'Login page (baseline): form shown', url: '/login', selector: 'form input' },
      {
        label: 'Chart share (NONE): share-ready',
        url: `/shareChart/${chartShare}`,
        selector: '[data-testid="share-ready"]',
      },
      {
        label: `Dashboard share (NONE, ${BOARD_CHARTS} charts): share-ready`,
        url: `/shareDashboard/${boardShare}`,
        selector: '[data-testid="share-ready"]',
        check: boardDrawn,
      },
    ];
    // Warm the server's code paths and connections (not counted), then interleave the cases per round.
    for (const c of cases) await visit(browser, server.base + c.url, c.selector, c.check);
    const results = cases.map(() => [] as Visit[]);
    for (let round = 0; round < RUNS; round++)
      for (const [i, c] of cases.entries())
        results[i]!.push(await visit(browser, server.base + c.url, c.selector, c.check));

    out(`\n### Share pages, cold in Chromium (${RUNS} runs, p50 / p95, ms since navigation)\n`);
    out('| Page | First contentful paint | Ready | Ready ÷ login (p50) |');
    out('| ---- | ---------------------- | ----- | ------------------- |');
    const login = percentile(
      results[0]!.map((v) => v.ready),
      50,
    );
    for (const [i, c] of cases.entries()) {
      const fcp = results[i]!.map((v) => v.fcp);
      const ready = results[i]!.map((v) => v.ready);
      const ratio = i === 0 ? '1.0' : fmt(percentile(ready, 50) / login, 1);
      out(`| ${c.label} | ${p(fcp, 50)} / ${p(fcp, 95)} | ${p(ready, 50)} / ${p(ready, 95)} | ×${ratio} |`);
    }
    const board = percentile(
      results[2]!.map((v) => v.ready),
      50,
    );
    out(
      `\nTarget (12-chart NONE dashboard share ready ≤ ${TARGET_MS} ms, p50): ${board <= TARGET_MS ? 'PASS' : 'MISS'}`,
    );

    out(`\nWhere the 12-chart dashboard share's time goes (p50 of request start → response end, ms):`);
    for (const [label] of STEPS) {
      const seen = results[2]!.map((v) => v.steps[label]).filter((x): x is [number, number] => Boolean(x));
      if (seen.length)
        out(
          `- ${label}: ${p(
            seen.map((x) => x[0]),
            50,
          )} → ${p(
            seen.map((x) => x[1]),
            50,
          )}`,
        );
    }
    out(
      `- ready (every chart on screen painted): ${p(
        results[2]!.map((v) => v.ready),
        50,
      )}`,
    );

    const reports = [1, 2].map((i) => judgeBundle(dist, results[i]![0]!.scripts));
    for (const [k, r] of reports.entries())
      out(
        `- ${cases[k + 1]!.label.split(':')[0]}: ${r.files} JS files, ${fmt(r.gzipBytes / 1024, 1)} kB gzip; ` +
          `workspace route definitions in the entry's route table: ${r.routeTable}; ` +
          (r.leaked.length ? `WORKSPACE CODE LOADED: ${r.leaked.join(', ')}` : 'no workspace code loaded'),
      );
    return reports;
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lines: string[] = [];
  const reports = await shareBench((s) => {
    console.log(s);
    lines.push(s);
  });
  if (process.env.BENCH_OUT) await appendFile(process.env.BENCH_OUT, `${lines.join('\n')}\n`);
  if (reports.some((r) => r.leaked.length)) {
    console.error(`The share pages load workspace code (see above); built from ${join(dist, 'index.html')}`);
    process.exitCode = 1;
  }
}
