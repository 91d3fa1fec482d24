import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  dashboards,
  datacharts,
  resourceVersions,
  sources,
  storyboards,
  views,
  vizFolders,
  widgets,
} from '@tessera/db';
import type { AppError } from '../errors';
import { updateDatachart } from '../viz/datacharts.service';
import { importResources } from './import.service';
import { exportFile, transferFixture } from './transfer-fixture';

let f: Awaited<ReturnType<typeof transferFixture>>;
let file: Uint8Array;
const db = () => f.t.db.db;
const chartRow = async () => (await db().select().from(datacharts).where(eq(datacharts.id, f.chart.id)))[0];
const rowsOfB = async () => (await db().select().from(vizFolders).where(eq(vizFolders.orgId, f.orgB))).length;
const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as AppError,
  );

beforeAll(async () => {
  f = await transferFixture();
  file = await exportFile(f.t, f.ctx, {
    resources: [{ resourceType: 'STORYBOARD', resourceId: f.story.id }],
    includeVersions: true,
  });
});
afterAll(() => f.t.close());

describe('OVERWRITE', () => {
  it('replaces our items of the same ids with the file’s, keeps the source’s password when its settings did not change', async () => {
    await updateDatachart(f.ctx, {
      id: f.chart.id,
      name: 'Renamed',
      viewId: f.view.id,
      config: f.chartConfig,
    });
    expect((await chartRow())!.name).toBe('Renamed');
    const report = await importResources(f.ctx, { orgId: f.orgA, strategy: 'OVERWRITE' }, file);
    expect(report.created.filter((c) => c.type !== 'VERSION')).toEqual([]);
    expect(report.replaced.map((r) => r.type).sort()).toEqual([
      'DASHBOARD',
      'DATACHART',
      'SOURCE',
      'STORYBOARD',
      'VIEW',
    ]);
    const chart = await chartRow();
    expect(chart!.name).toBe('Sales by country');
    expect((await db().select().from(vizFolders).where(eq(vizFolders.id, f.chart.id)))[0]!.name).toBe(
      'Sales by country',
    );
    const [w] = await db().select().from(widgets).where(eq(widgets.dashboardId, f.board.id));
    expect(w!.id).toBe(f.widgetId);
    const [src] = await db().select().from(sources).where(eq(sources.id, f.source.id));
    expect(src!.needsPassword).toBe(false);
    expect(JSON.stringify(src!.config)).not.toContain('"password":""');
  });

  it('is refused when the file’s ids belong to another organisation, and writes nothing', async () => {
    const before = await rowsOfB();
    const e = await failure(importResources(f.ctx, { orgId: f.orgB, strategy: 'OVERWRITE' }, file));
    expect(e?.code).toBe('TRANSFER_ID_OTHER_ORG');
    expect(e?.status).toBe(403);
    expect(await rowsOfB()).toBe(before);
    expect((await db().select().from(sources).where(eq(sources.orgId, f.orgB))).length).toBe(0);
  });
});

describe('ROLLBACK', () => {
  it('aborts on any id that exists, leaving ours as they were', async () => {
    await updateDatachart(f.ctx, { id: f.chart.id, name: 'Kept', viewId: f.view.id, config: f.chartConfig });
    const e = await failure(importResources(f.ctx, { orgId: f.orgA, strategy: 'ROLLBACK' }, file));
    expect(e?.code).toBe('TRANSFER_ID_EXISTS');
    expect((await chartRow())!.name).toBe('Kept');
  });

  it('brings deleted items back under their own ids, with their versions', async () => {
    await db().delete(storyboards).where(eq(storyboards.id, f.story.id));
    await db().delete(dashboards).where(eq(dashboards.id, f.board.id));
    await db().delete(datacharts).where(eq(datacharts.id, f.chart.id));
    await db().delete(vizFolders).where(eq(vizFolders.orgId, f.orgA));
    await db().delete(views).where(eq(views.id, f.view.id));
    await db().delete(sources).where(eq(sources.id, f.source.id));
    await db().delete(resourceVersions).where(eq(resourceVersions.orgId, f.orgA));
    const report = await importResources(f.ctx, { orgId: f.orgA, strategy: 'ROLLBACK' }, file);
    expect(report.created.map((c) => c.id)).toEqual(
      expect.arrayContaining([f.story.id, f.board.id, f.chart.id, f.view.id, f.source.id]),
    );
    const chart = await chartRow();
    expect(chart!.viewId).toBe(f.view.id);
    expect(chart!.name).toBe('Sales by country');
    const [w] = await db().select().from(widgets).where(eq(widgets.dashboardId, f.board.id));
    expect(w!.datachartId).toBe(f.chart.id);
    const versions = await db()
      .select()
      .from(resourceVersions)
      .where(eq(resourceVersions.resourceId, f.chart.id));
    expect(versions.length).toBeGreaterThan(0);
    // The source came back without its password.
    expect((await db().select().from(sources).where(eq(sources.id, f.source.id)))[0]!.needsPassword).toBe(
      true,
    );
  });
});
