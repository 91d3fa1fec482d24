import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcMutation } from '../support/api';
import { createOrgInUi, session } from '../support/orgs';
import { login, toast } from '../support/ui';
import { chartWidget, makeBoard } from '../dashboards/board-fixtures';
import { chartConfig, dim, ordersView, sum } from '../vizs/fixtures';

/** Waits for the newest task of the open list to be made, then saves its file. */
async function saveNewest(page: Page): Promise<Download> {
  const item = page.getByTestId('download-item').first();
  // The worker starts Chromium for the first picture: more time than a spreadsheet takes.
  await expect(item).toHaveAttribute('data-status', '1', { timeout: 90_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    item.getByTestId('download-save').click(),
  ]);
  return download;
}

async function ask(page: Page, kind: 'image' | 'pdf', label: string) {
  await page.getByTestId('viz-download').click();
  await page.getByTestId(`viz-download-${kind}`).click();
  await expect(toast(page, `Your ${label} is being made: find it under Downloads`)).toBeVisible();
  await page.getByTestId('downloads-open').click();
}

test('downloads: a board as a picture and as a PDF, made by the worker’s Chromium, saved from the list', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Pictures org '));
  const { orgId, token } = await session(page);
  const { viewId } = await ordersView(orgId, token, uniqueName('Orders '));
  const chart = await trpcMutation<{ id: string }>(
    'datachart.create',
    {
      orgId,
      name: 'Channels',
      viewId,
      config: chartConfig('mingxi-table', [
        { key: 'mixed', type: 'mixed', rows: [dim('channel'), sum('amount')] },
      ]),
    },
    token,
  );
  const boardName = uniqueName('Picture board ');
  const boardId = await makeBoard(orgId, token, boardName, [
    chartWidget('Sales channels', chart.id, { x: 0, y: 0, width: 6, height: 6 }),
  ]);
  await page.goto(`/vizs/dashboards/${boardId}`);
  await expect(page.getByTestId('dashboard-title')).toHaveText(boardName);

  await ask(page, 'image', 'Picture (.png)');
  await expect(page.getByTestId('download-item').first()).toContainText(`${boardName}.png`);
  const png = await readFile(await (await saveNewest(page)).path());
  expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  // Datart's default width; a board as tall as it is
  expect(png.readUInt32BE(16)).toBe(1920);
  expect(png.readUInt32BE(20)).toBeGreaterThan(100);
  await expect(page.getByTestId('download-item').first()).toHaveAttribute('data-status', '2');
  await page.keyboard.press('Escape');

  await ask(page, 'pdf', 'PDF (.pdf)');
  await expect(page.getByTestId('download-item').first()).toContainText(`${boardName}.pdf`);
  const pdf = await readFile(await (await saveNewest(page)).path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // Chromium's own PDF, with the board's text as text (not a picture inside a PDF)
  expect(pdf.toString('latin1')).toMatch(/\/Type\s*\/Font/);
});

test('downloads: the storyboard page shown in the player as a PDF, named after the storyboard and the page', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Story pictures org '));
  const { orgId, token } = await session(page);
  const { viewId } = await ordersView(orgId, token, uniqueName('Orders '));
  const table = (name: string) =>
    trpcMutation<{ id: string }>(
      'datachart.create',
      {
        orgId,
        name,
        viewId,
        config: chartConfig('mingxi-table', [
          { key: 'mixed', type: 'mixed', rows: [dim('channel'), sum('amount')] },
        ]),
      },
      token,
    );
  const first = await table('Opening chart');
  const second = await table('Closing chart');
  const storyName = uniqueName('Quarter story ');
  const story = await trpcMutation<{ id: string }>('storyboard.create', { orgId, name: storyName }, token);
  for (const chart of [first, second])
    await trpcMutation(
      'storyboard.addPage',
      { storyboardId: story.id, relType: 'DATACHART', relId: chart.id },
      token,
    );
  await page.goto(`/vizs/storyboards/${story.id}/play`);
  await expect(page.getByTestId('story-player')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByTestId('story-page')).toHaveAttribute('data-name', 'Closing chart');

  // the menu's keys work the menu, not the player
  await page.getByTestId('viz-download').click();
  await expect(page.getByTestId('viz-download-excel')).toHaveCount(0);
  await page.getByTestId('viz-download-pdf').click();
  await expect(toast(page, 'Your PDF (.pdf) is being made: find it under Downloads')).toBeVisible();
  await expect(page.getByTestId('story-page')).toHaveAttribute('data-name', 'Closing chart');
  // the shell's list says when the file is ready, over the player too
  await expect(toast(page, `${storyName} - Closing chart.pdf is ready: find it under Downloads`)).toBeVisible(
    {
      timeout: 90_000,
    },
  );
  await page.goto(`/vizs/storyboards/${story.id}`);
  await page.getByTestId('downloads-open').click();
  await expect(page.getByTestId('download-item').first()).toContainText(`${storyName} - Closing chart.pdf`);
  const pdf = await readFile(await (await saveNewest(page)).path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.toString('latin1')).toMatch(/\/Type\s*\/Font/);
});
