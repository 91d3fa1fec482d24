import { expect, test, type Page } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcQuery } from '../support/api';
import { createOrgInUi, navLink, session } from '../support/orgs';
import { login, toast } from '../support/ui';
import { dragTo, ordersView } from './fixtures';

const field = (page: Page, name: string) =>
  page.getByTestId('field-list').locator(`[data-testid="field-item"][data-field="${name}"]`);
const section = (page: Page, key: string) =>
  page.locator(`[data-testid="data-section"][data-section="${key}"]`);
const chip = (page: Page, key: string, name: string) =>
  section(page, key).locator(`[data-testid="section-field"][data-field="${name}"]`);
const group = (page: Page, key: string) => page.locator(`[data-testid="style-group"][data-group="${key}"]`);

type Node = { key: string; value?: unknown; rows?: Node[] };
interface SavedChart {
  config: {
    chartGraphId: string;
    computedFields: { name: string; type: string; category: string; expression: string }[];
    chartConfig: {
      datas: { key: string; rows?: { colName: string }[] }[];
      styles: Node[];
      settings: Node[];
      interactions: Node[];
    };
  };
}
const leaf = (tree: Node[], g: string, k: string) =>
  tree.find((n) => n.key === g)?.rows?.find((r) => r.key === k)?.value;

async function newChart(page: Page, viewName: string) {
  await navLink(page, 'Visualizations').click();
  await page.getByTestId('vizs-new-chart').click();
  await expect(page).toHaveURL(/\/vizs\/charts\/new$/);
  await page.getByTestId('workbench-view-picker').click();
  await page.getByRole('option', { name: viewName }).click();
  await expect(field(page, 'country')).toBeVisible();
}

async function saveAs(page: Page, name: string): Promise<string> {
  await page.getByTestId('workbench-save').click();
  const save = page.getByTestId('save-chart-dialog');
  await save.getByLabel('Name').fill(name);
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Chart saved')).toBeVisible();
  await expect(page).toHaveURL(/\/vizs\/charts\/[0-9a-f]{32}\/edit$/);
  return /charts\/([0-9a-f]{32})\/edit/.exec(page.url())![1]!;
}

test('workbench: a chart computed field drawn with a reference area, a table with a header group, a conditional colour and a drill-through to the chart; all kept after reload', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Workbench extras org '));
  const admin = await session(page);
  const viewName = uniqueName('Orders ');
  await ordersView(admin.orgId, admin.token, viewName);

  // A computed field of the chart: a bad expression is refused with the parser's message, a good one
  // becomes a metric of the field list.
  await newChart(page, viewName);
  await page.getByTestId('computed-add').click();
  const cf = page.getByTestId('computed-dialog');
  await expect(cf.getByRole('heading', { name: 'New computed field' })).toBeVisible();
  await cf.getByLabel('Name', { exact: true }).fill('double_amount');
  await cf.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Numeric', exact: true }).click();
  await cf.getByLabel('Expression', { exact: true }).fill('[amount] *');
  await expect(cf.getByTestId('computed-check')).toHaveAttribute('data-state', 'error');
  await expect(cf.getByTestId('computed-check')).not.toBeEmpty();
  await cf.getByLabel('Expression', { exact: true }).fill('[amount] * 2');
  await expect(cf.getByTestId('computed-check')).toHaveAttribute('data-state', 'ok');
  await cf.getByTestId('computed-save').click();
  await expect(cf).toBeHidden();
  const metrics = page.getByTestId('field-list').getByRole('region', { name: 'Metrics' });
  await expect(metrics.locator('[data-field="double_amount"]')).toBeVisible();

  await dragTo(page, field(page, 'country'), section(page, 'dimension'));
  await dragTo(page, field(page, 'double_amount'), section(page, 'metrics'));
  await expect(chip(page, 'metrics', 'double_amount')).toBeVisible();
  await expect(page.getByTestId('chart-preview').locator('canvas')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('chart-preview')).not.toContainText('Invalid expression');

  // A reference area from a constant to the metric's average.
  await page.getByTestId('tab-settings').click();
  await group(page, 'reference').locator('summary').click();
  await page.getByTestId('reference-area-add').click();
  const area = page.getByTestId('reference-area');
  await area.getByLabel('Area name').fill('Normal range');
  await area.getByLabel('From (constant)').fill('1000');
  const chartName = uniqueName('Doubled ');
  const chartId = await saveAs(page, chartName);

  // The table: a header group over two columns and a conditional colour on the amount.
  await newChart(page, viewName);
  await page.getByTestId('chart-type-mingxi-table').click();
  await dragTo(page, field(page, 'country'), section(page, 'mixed'));
  await dragTo(page, field(page, 'channel'), section(page, 'mixed'), 'end');
  await dragTo(page, field(page, 'amount'), section(page, 'mixed'), 'end');
  await expect(chip(page, 'mixed', 'amount')).toBeVisible();
  await expect(page.getByTestId('chart-table')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('tab-styles').click();
  await group(page, 'header').locator('summary').click();
  await page.getByTestId('table-header-add').click();
  // Two levels: "Where and how" over country and a group "How" (channel) made inside it.
  const headerGroup = page.locator('[data-testid="table-header-group"][data-level="1"]');
  await headerGroup.getByLabel('Group name').first().fill('Where and how');
  await headerGroup.getByLabel('country').first().check();
  await headerGroup.getByTestId('table-header-add-inside').first().click();
  const inner = page.locator('[data-testid="table-header-group"][data-level="2"]');
  await inner.getByLabel('Group name').fill('How');
  await inner.getByLabel('channel').check();
  await group(page, 'column').locator('summary').click();
  await page.getByTestId('column-template-add').click();
  await page.getByRole('option', { name: 'amount' }).click();
  const template = page.locator('[data-testid="column-template"][data-column="amount"]');
  await template.getByTestId('condition-style-add').click();
  await template.getByLabel('From').fill('0');
  await template.getByLabel('To', { exact: true }).fill('1000000000');
  const table = page.getByTestId('chart-table');
  await expect(table.getByRole('columnheader', { name: 'Where and how' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'How', exact: true })).toBeVisible();
  await expect(table.locator('[role="cell"][data-styled]').first()).toBeVisible();
  // A click on a row opens the first chart with the row's country only (a customised mapping).
  await page.getByTestId('tab-settings').click();
  await page.getByTestId('drill-through').getByLabel('Drill-through on click').check();
  await page.getByTestId('drill-through-add').click();
  const rule = page.getByTestId('drill-through-rule');
  await rule.getByLabel('Open').click();
  await page.getByRole('option', { name: 'A chart' }).click();
  await rule.getByLabel('Chart').click();
  await page.getByRole('option', { name: chartName }).click();
  await rule.getByLabel('Values passed').click();
  await page.getByRole('option', { name: 'Chosen fields, under names of my own' }).click();
  const pairs = rule.getByTestId('drill-through-pair');
  await expect(pairs).toHaveCount(2);
  await expect(pairs.nth(1).getByLabel('Name in the target')).toHaveValue('channel');
  await rule.getByRole('button', { name: 'Remove channel' }).click();
  await expect(pairs).toHaveCount(1);
  await expect(pairs.getByLabel('Name in the target')).toHaveValue('country');
  const tableId = await saveAs(page, uniqueName('Orders table '));

  // Saved as Datart shapes.
  const saved = await trpcQuery<SavedChart>('datachart.byId', { id: chartId }, admin.token);
  expect(saved.config.computedFields).toEqual([
    { name: 'double_amount', type: 'NUMERIC', category: 'computedField', expression: '[amount] * 2' },
  ]);
  expect(
    saved.config.chartConfig.datas.find((s) => s.key === 'metrics')?.rows?.map((r) => r.colName),
  ).toEqual(['double_amount']);
  expect(leaf(saved.config.chartConfig.settings, 'reference', 'areas')).toMatchObject([
    { name: 'Normal range', from: { value: 1000 }, to: { aggregate: 'AVG' } },
  ]);
  const savedTable = await trpcQuery<SavedChart>('datachart.byId', { id: tableId }, admin.token);
  expect(leaf(savedTable.config.chartConfig.styles, 'header', 'modal')).toMatchObject([
    {
      label: 'Where and how',
      isGroup: true,
      children: [{ colName: 'country' }, { label: 'How', isGroup: true, children: [{ colName: 'channel' }] }],
    },
  ]);
  expect(leaf(savedTable.config.chartConfig.interactions, 'drillThrough', 'rules')).toMatchObject([
    {
      category: 'jumpToChart',
      jumpToChart: {
        relId: chartId,
        relation: 'customize',
        customize: [{ type: 'field', source: 'country', target: 'country' }],
      },
    },
  ]);
  expect(leaf(savedTable.config.chartConfig.styles, 'column', 'modal')).toMatchObject([
    { colName: 'amount', conditionStyle: [{ operator: 'between', value: [0, 1000000000] }] },
  ]);

  // Reloaded, the workbench shows all of it again.
  await page.goto(`/vizs/charts/${chartId}/edit`);
  await expect(field(page, 'double_amount')).toBeVisible();
  await expect(chip(page, 'metrics', 'double_amount')).toBeVisible();
  await expect(page.getByTestId('chart-preview').locator('canvas')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('tab-settings').click();
  await group(page, 'reference').locator('summary').click();
  await expect(page.getByTestId('reference-area').getByLabel('Area name')).toHaveValue('Normal range');
  await expect(page.getByTestId('reference-area').getByLabel('From (constant)')).toHaveValue('1000');

  await page.goto(`/vizs/charts/${tableId}`);
  await expect(
    page.getByTestId('chart-table').getByRole('columnheader', { name: 'Where and how' }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId('chart-table').locator('[role="cell"][data-styled]').first()).toBeVisible();

  // Drill-through from the table page: the chart opens filtered by the clicked row.
  await page.getByTestId('chart-table').getByText('China', { exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/vizs/charts/${chartId}\\?country=China$`));
  await expect(page.getByTestId('chart-link-filters')).toContainText('country = China');
});
