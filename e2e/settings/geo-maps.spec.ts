import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { ADMIN, uniqueName } from '../support/accounts';
import { trpcMutation, trpcQuery } from '../support/api';
import { createOrgInUi, openSettings, session } from '../support/orgs';
import { login, toast } from '../support/ui';
import { chartConfig, dim, ordersView, sum } from '../vizs/fixtures';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');

interface SavedChart {
  config: { chartConfig: { styles: { key: string; rows?: { key: string; value?: unknown }[] }[] } };
}

test('maps: upload a GeoJSON in settings, draw a map chart on it, rename it, delete it', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, ADMIN.username, ADMIN.newPassword);
  await createOrgInUi(page, uniqueName('Maps org '));
  const admin = await session(page);
  const { viewId } = await ordersView(admin.orgId, admin.token, uniqueName('Orders '));
  const chart = await trpcMutation<{ id: string }>(
    'datachart.create',
    {
      orgId: admin.orgId,
      name: uniqueName('Sales map '),
      viewId,
      config: chartConfig('normal-outline-map-chart', [
        { key: 'dimension', type: 'group', rows: [dim('country')] },
        { key: 'metrics', type: 'aggregate', rows: [sum('amount')] },
      ]),
    },
    admin.token,
  );

  // Settings → Maps: a file that is not a map of regions is refused with the reason, nothing is listed.
  await openSettings(page);
  await page.getByTestId('settings-maps').click();
  await expect(page).toHaveURL(/\/settings\/maps$/);
  await expect(page.getByTestId('geo-maps-empty')).toBeVisible();
  await page.getByTestId('geo-map-input').setInputFiles(path.join(fixtures, 'with-a-point.geojson'));
  await page.getByTestId('geo-map-submit').click();
  await expect(page.getByTestId('geo-map-problem')).toHaveText(
    'Feature 2 has geometry “Point”: only Polygon and MultiPolygon regions can be drawn',
  );
  await expect(page.getByTestId('geo-maps-empty')).toBeVisible();

  // A FeatureCollection of two named regions: uploaded under the name typed, listed with its regions.
  const mapName = uniqueName('Two regions ');
  await page.getByTestId('geo-map-input').setInputFiles(path.join(fixtures, 'two-regions.geojson'));
  await expect(page.getByTestId('geo-map-file')).toHaveText('two-regions.geojson');
  await expect(page.getByTestId('geo-map-name')).toHaveValue('two-regions');
  await page.getByTestId('geo-map-name').fill(mapName);
  await page.getByTestId('geo-map-submit').click();
  await expect(toast(page, `Map “${mapName}” uploaded`)).toBeVisible();
  const row = page.locator(`[data-testid="geo-map-row"][data-name="${mapName}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText('2');
  const { maps } = await trpcQuery<{ maps: { id: string; name: string }[] }>(
    'geoMap.list',
    { orgId: admin.orgId },
    admin.token,
  );
  const mapId = maps.find((m) => m.name === mapName)!.id;

  // The name again: an empty one is refused under the field, the same one by the server, also there.
  await page.getByTestId('geo-map-input').setInputFiles(path.join(fixtures, 'two-regions.geojson'));
  const nameInput = page.getByTestId('geo-map-name');
  await nameInput.fill(' ');
  await page.getByTestId('geo-map-submit').click();
  await expect(nameInput).toHaveAccessibleDescription('Map name is required');
  await nameInput.fill(mapName);
  await page.getByTestId('geo-map-submit').click();
  await expect(nameInput).toHaveAccessibleDescription('Name already exists!');
  await expect(page.getByTestId('geo-map-problem')).toHaveCount(0);
  await expect(page.getByTestId('geo-map-row')).toHaveCount(1);

  // The map chart's style: pick the upload; its GeoJSON is fetched and the chart is drawn on it.
  await page.goto(`/vizs/charts/${chart.id}/edit`);
  await page.getByTestId('tab-styles').click();
  await page.locator('[data-testid="style-group"][data-group="map"] summary').click();
  const picker = page.getByTestId('map-picker');
  await expect(picker.getByRole('combobox')).toHaveText('China (provinces)');
  const geoJson = page.waitForResponse((r) => r.url().endsWith(`/api/v1/geo-maps/${mapId}`) && r.ok());
  await picker.getByRole('combobox').click();
  await page.getByRole('option', { name: mapName }).click();
  await geoJson;
  await expect(picker.getByRole('combobox')).toHaveText(mapName);
  await expect(page.getByTestId('chart-preview').locator('canvas')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('workbench-save').click();
  await expect(toast(page, 'Chart saved')).toBeVisible();
  const saved = await trpcQuery<SavedChart>('datachart.byId', { id: chart.id }, admin.token);
  const mapStyle = saved.config.chartConfig.styles.find((s) => s.key === 'map');
  expect(mapStyle?.rows?.find((r) => r.key === 'mapLevelName')?.value).toBe(mapId);

  // Rename it: an empty name is refused under the field, a new one is listed.
  await page.goto('/settings/maps');
  await row.getByTestId('geo-map-rename').click();
  const rename = page.getByTestId('geo-map-rename-dialog');
  await rename.getByLabel('Map name').fill(' ');
  await rename.getByTestId('geo-map-rename-submit').click();
  await expect(rename.getByRole('alert')).toHaveText('Map name is required');
  const renamed = uniqueName('Renamed regions ');
  await rename.getByLabel('Map name').fill(renamed);
  await rename.getByTestId('geo-map-rename-submit').click();
  await expect(toast(page, 'Map renamed')).toBeVisible();
  await expect(row).toHaveCount(0);
  const renamedRow = page.locator(`[data-testid="geo-map-row"][data-name="${renamed}"]`);
  await expect(renamedRow).toBeVisible();

  // Delete it: gone from the list, and the chart says its map is not available.
  await renamedRow.getByTestId('geo-map-delete').click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Delete map “${renamed}”?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, `Map “${renamed}” deleted`)).toBeVisible();
  await expect(renamedRow).toHaveCount(0);
  await expect(page.getByTestId('geo-maps-empty')).toBeVisible();
  await page.goto(`/vizs/charts/${chart.id}`);
  await expect(page.getByTestId('chart-preview')).toContainText("This chart's map is not available");
});
