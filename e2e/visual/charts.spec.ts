import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcMutation } from '../support/api';
import { createOrgInUi, session } from '../support/orgs';
import { login } from '../support/ui';
import { chartWidget, makeBoard } from '../dashboards/board-fixtures';
import { chartSpecs, demoViewModel, demoViewSql, typeNames } from './chart-specs';

/**
 * Issue 35: all 24 chart types as a person sees them — in the workbench and on a board, light and dark —
 * compared with reviewed baselines (`npx playwright test visual/ --update-snapshots` writes new ones; look
 * at them before committing). Charts draw without animation (the context asks for reduced motion, which
 * the app honours), and each is taken once its render-complete mark is set. With UPDATE_GALLERY=1 the
 * light board's pictures are also written to docs/charts/gallery/<type>.png (docs/charts.md).
 */

const galleryDir = fileURLToPath(new URL('../../docs/charts/gallery/', import.meta.url));
const viewport = { width: 1280, height: 900 };
const screenshot = {
  maxDiffPixelRatio: 0.01,
  animations: 'disabled',
  caret: 'hide',
  timeout: 30_000,
} as const;

/** A page signed in as the admin (the first page's cookies and storage), in `theme`, with reduced motion. */
async function themedPage(browser: Browser, state: StorageState, theme: 'light' | 'dark') {
  const context = await browser.newContext({
    viewport,
    reducedMotion: 'reduce',
    colorScheme: theme,
    storageState: state,
  });
  await context.addInitScript((t) => localStorage.setItem('THEME', t), theme);
  return context.newPage();
}

/**
 * Waits for a chart's render-complete mark: its data in (no "Loading…"), and for an ECharts chart its
 * first frame drawn (`data-frames` on the surface); a table, pivot, scorecard or rich text is drawn with
 * its content. The screenshot itself then waits for the picture to be still.
 */
async function drawn(chart: Locator): Promise<void> {
  await expect(chart.getByText(/^Loading/)).toHaveCount(0, { timeout: 60_000 });
  const surface = chart.locator('[data-chart-surface]');
  if ((await surface.count()) > 0)
    await expect(surface.first()).toHaveAttribute('data-frames', /^[1-9]/, { timeout: 60_000 });
  else await expect(chart).not.toHaveText('', { timeout: 60_000 });
  await expect(chart.getByText(/could not be drawn|not available|Unknown|error/i)).toHaveCount(0);
}

async function setUp(page: Page) {
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Visual org '));
  const { orgId, token } = await session(page);
  const demo = await trpcMutation<{ id: string }>('source.addDemo', { orgId }, token);
  const view = await trpcMutation<{ id: string }>(
    'view.create',
    { orgId, name: 'Orders', type: 'SQL', sourceId: demo.id, script: demoViewSql, model: demoViewModel },
    token,
  );
  const charts: { id: string; type: string }[] = [];
  for (const spec of chartSpecs) {
    const chart = await trpcMutation<{ id: string }>(
      'datachart.create',
      { orgId, name: typeNames[spec.id]!, viewId: view.id, config: spec.config },
      token,
    );
    charts.push({ id: chart.id, type: spec.id });
  }
  // One board with the 24 charts, three to a row.
  const board = await makeBoard(
    orgId,
    token,
    'All chart types',
    charts.map((c, i) =>
      chartWidget(typeNames[c.type]!, c.id, {
        x: (i % 3) * 4,
        y: Math.floor(i / 3) * 8,
        width: 4,
        height: 8,
      }),
    ),
  );
  return { charts, board, state: await page.context().storageState() };
}

test('visual: the 24 chart types in the workbench and on a board, light and dark, match their baselines', async ({
  page,
  browser,
}) => {
  test.setTimeout(900_000);
  expect(chartSpecs).toHaveLength(24);
  const { charts, board, state } = await setUp(page);
  const gallery = process.env.UPDATE_GALLERY === '1';
  if (gallery) mkdirSync(galleryDir, { recursive: true });

  for (const theme of ['light', 'dark'] as const) {
    const themed = await themedPage(browser, state, theme);
    // The board: every widget scrolled to (charts draw when on screen) and taken alone.
    await themed.goto(`/vizs/dashboards/${board}`);
    if (theme === 'dark') await expect(themed.locator('html')).toHaveClass(/\bdark\b/);
    else await expect(themed.locator('html')).not.toHaveClass(/\bdark\b/);
    for (const { type } of charts) {
      const widget = themed.locator(`[data-testid="board-widget"][data-widget="${typeNames[type]!}"]`);
      await widget.scrollIntoViewIfNeeded({ timeout: 30_000 });
      await drawn(widget);
      await expect.soft(widget).toHaveScreenshot(`board-${theme}-${type}.png`, screenshot);
      if (gallery && theme === 'light')
        await widget.screenshot({ path: `${galleryDir}${type}.png`, ...screenshot });
    }

    // The workbench: one visit per type, the chart's preview taken.
    for (const { id, type } of charts) {
      await themed.goto(`/vizs/charts/${id}/edit`);
      const preview = themed.getByTestId('chart-preview');
      await expect(preview).toHaveAttribute('data-loading', 'false', { timeout: 60_000 });
      await drawn(preview);
      await expect.soft(preview).toHaveScreenshot(`workbench-${theme}-${type}.png`, screenshot);
    }
    await themed.context().close();
  }
});
