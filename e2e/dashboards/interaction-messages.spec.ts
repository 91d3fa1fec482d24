import { expect, test, type Page } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcMutation } from '../support/api';
import { createOrgInUi, session } from '../support/orgs';
import { login, toast } from '../support/ui';
import { chartConfig, dim, ordersView, sum } from '../vizs/fixtures';
import { chartWidget, makeBoard } from './board-fixtures';

const widget = (page: Page, name: string) =>
  page.locator(`[data-testid="board-widget"][data-widget="${name}"]`);
const table = (rows: object[]) => chartConfig('mingxi-table', [{ key: 'mixed', type: 'mixed', rows }]);
const LINKAGE_GONE = 'The linkage chart has been deleted, please reconfigure';
const JUMP_GONE = 'The jump target has been invalidated or deleted, please reconfigure';

/** Issue 35, spec item 4: the catalogue's linkage and jump messages, where they apply (spec §8). */
test('dashboards: a linkage naming a deleted chart and a jump whose board was deleted say so on the board, on the click and in the editor', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Interaction messages org '));
  const { orgId, token } = await session(page);
  const { viewId } = await ordersView(orgId, token, uniqueName('Orders '));
  const chart = async (name: string, rows: object[]) =>
    (
      await trpcMutation<{ id: string }>(
        'datachart.create',
        { orgId, name, viewId, config: table(rows) },
        token,
      )
    ).id;
  const byChannel = await chart('By channel', [dim('channel'), sum('amount')]);
  const byCountry = await chart('By country', [dim('country'), sum('amount')]);
  const target = await makeBoard(orgId, token, uniqueName('Jump target '), []);

  // "By channel" links to "By country" by name (Datart's widgetToWidget relation) and jumps to the target.
  const linked = chartWidget('By country', byCountry, { x: 6, y: 0, width: 6, height: 8 });
  const source = {
    ...chartWidget(
      'By channel',
      byChannel,
      { x: 0, y: 0, width: 6, height: 8 },
      {
        linkageConfig: { open: true, chartGroupColumns: [] },
        jumpConfig: {
          open: true,
          targetType: 'INTERNAL',
          action: 'redirect',
          URL: '',
          queryName: '',
          field: { jumpFieldName: 'channel' },
          target: { id: target, relId: target, relType: 'DASHBOARD' },
        },
      },
    ),
  };
  const board = await makeBoard(orgId, token, uniqueName('Linked board '), [
    {
      ...source,
      relations: [
        {
          sourceId: source.id,
          targetId: linked.id,
          config: { type: 'widgetToWidget', widgetToWidget: { sameView: true, triggerColumn: 'channel' } },
        },
      ],
    } as typeof source,
    linked,
  ]);

  // While both are there, nothing is said.
  await page.goto(`/vizs/dashboards/${board}`);
  const channels = widget(page, 'By channel').getByTestId('chart-table');
  await expect(channels).toContainText('Online', { timeout: 30_000 });
  await expect(widget(page, 'By country').getByTestId('chart-table')).toContainText('Germany');
  await expect(page.getByTestId('widget-warning')).toHaveCount(0);

  // The linked chart and the jump's board are deleted.
  await trpcMutation('datachart.delete', { id: byCountry, archive: false }, token);
  await trpcMutation('dashboard.delete', { id: target, archive: false }, token);

  await page.reload();
  await expect(channels).toContainText('Online', { timeout: 30_000 });
  const warning = widget(page, 'By channel').getByTestId('widget-warning');
  await expect(warning).toContainText(LINKAGE_GONE);
  await expect(warning).toContainText(JUMP_GONE);
  await expect(widget(page, 'By country').getByTestId('widget-error')).toContainText('Chart unavailable');

  // A click on the jump says so, and stays on the board.
  await channels.getByText('Online', { exact: true }).click();
  await expect(toast(page, JUMP_GONE)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/vizs/dashboards/${board}$`));

  // The editor: the same word on the widget, and under the jump's target in the interactions dialog.
  await page.goto(`/vizs/dashboards/${board}/edit`);
  await expect(widget(page, 'By channel').getByTestId('widget-warning')).toContainText(LINKAGE_GONE, {
    timeout: 30_000,
  });
  await widget(page, 'By channel').getByTestId('widget-interactions-open').click();
  const dialog = page.getByTestId('widget-interactions');
  await expect(dialog.getByRole('alert')).toHaveText(JUMP_GONE);
});
