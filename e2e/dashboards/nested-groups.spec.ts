import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcQuery } from '../support/api';
import { createOrgInUi, session } from '../support/orgs';
import { login, toast } from '../support/ui';
import { makeBoard, textWidget } from './board-fixtures';

const widget = (page: Page | Locator, name: string) =>
  page.locator(`[data-testid="board-widget"][data-widget="${name}"]`);
const groupBox = (page: Page | Locator, name: string) =>
  page.locator(`[data-testid="board-group"][data-group="${name}"]`);

type Saved = {
  widgets: { id: string; parentId: string | null; config: { name: string; children?: string[] } }[];
};

async function group(page: Page, names: string[]) {
  await page.getByRole('button', { name: 'Group', exact: true }).first().click();
  const dialog = page.getByTestId('group-dialog');
  for (const n of names) await dialog.getByRole('checkbox', { name: n }).click();
  await dialog.getByTestId('group-save').click();
  await expect(dialog).toBeHidden();
}

test('dashboards: a group inside a group saves in Datart’s shape, draws at both levels, and ungroups level by level', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Nested groups org '));
  const { orgId, token } = await session(page);
  const boardId = await makeBoard(orgId, token, uniqueName('Nested board '), [
    textWidget('Note A', 'Alpha', 0),
    textWidget('Note B', 'Bravo', 3),
    textWidget('Note C', 'Charlie', 6),
  ]);
  const saved = async () => {
    const board = await trpcQuery<Saved>('dashboard.byId', { id: boardId }, token);
    const byName = (n: string) => board.widgets.find((w) => w.config.name === n);
    return { board, byName };
  };

  await page.goto(`/vizs/dashboards/${boardId}/edit`);
  await expect(widget(page, 'Note C')).toBeVisible({ timeout: 20_000 });
  // A and B into "Group"; then that group with C into "Group 2".
  await group(page, ['Note A', 'Note B']);
  await expect(widget(groupBox(page, 'Group'), 'Note A')).toBeVisible();
  await group(page, ['Group', 'Note C']);
  const outer = groupBox(page, 'Group 2');
  await expect(widget(groupBox(outer, 'Group'), 'Note B')).toContainText('Bravo');
  await expect(widget(outer, 'Note C')).toContainText('Charlie');
  await page.getByTestId('board-save').click();
  await expect(toast(page, 'Dashboard saved')).toBeVisible();

  let { byName } = await saved();
  const outerRow = byName('Group 2')!;
  const innerRow = byName('Group')!;
  expect(innerRow.parentId).toBe(outerRow.id);
  expect(outerRow.config.children?.sort()).toEqual([innerRow.id, byName('Note C')!.id].sort());
  expect(byName('Note A')!.parentId).toBe(innerRow.id);
  expect(byName('Note C')!.parentId).toBe(outerRow.id);

  // The viewer draws both levels.
  await page.goto(`/vizs/dashboards/${boardId}`);
  await expect(widget(groupBox(groupBox(page, 'Group 2'), 'Group'), 'Note A')).toContainText('Alpha', {
    timeout: 20_000,
  });

  // Ungrouping the inner group hands its notes to the outer one.
  await page.goto(`/vizs/dashboards/${boardId}/edit`);
  await widget(page, 'Group').getByTestId('group-ungroup').click();
  await expect(groupBox(page, 'Group')).toHaveCount(0);
  await expect(widget(groupBox(page, 'Group 2'), 'Note A')).toBeVisible();
  await page.getByTestId('board-save').click();
  await expect(toast(page, 'Dashboard saved')).toBeVisible();
  ({ byName } = await saved());
  expect(byName('Group')).toBeUndefined();
  for (const n of ['Note A', 'Note B', 'Note C']) expect(byName(n)!.parentId).toBe(outerRow.id);
});
