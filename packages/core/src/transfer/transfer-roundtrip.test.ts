import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  dashboards,
  datacharts,
  sources,
  storyboards,
  storypages,
  views,
  vizFolders,
  widgets,
} from '@tessera/db';
import { t as translate } from '@tessera/i18n';
import type { AppError } from '../errors';
import { getSource, updateSource } from '../sources/sources.service';
import { executeDatachart } from '../viz/execute.service';
import { importResources } from './import.service';
import { exportFile, transferFixture } from './transfer-fixture';

let f: Awaited<ReturnType<typeof transferFixture>>;
let file: Uint8Array;
const query = {
  groups: [{ column: ['country'], alias: 'country' }],
  aggregators: [{ column: ['amount'], sqlOperator: 'SUM', alias: 'total' }],
  orders: [{ column: ['country'], operator: 'ASC' }],
  pageInfo: { pageNo: 1, pageSize: 100 },
};
const caught = async (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as AppError,
  );

beforeAll(async () => {
  f = await transferFixture();
  file = await exportFile(f.t, f.ctx, {
    resources: [{ resourceType: 'STORYBOARD', resourceId: f.story.id }],
  });
});
afterAll(() => f.t.close());

describe('export and import NEW (round trip)', () => {
  it('imports a storyboard with its board, chart, view and source into another organisation under new ids; after the password, the chart shows the same data', async () => {
    const before = await executeDatachart(f.ctx, { id: f.chart.id, request: query });
    const report = await importResources(f.ctx, { orgId: f.orgB, strategy: 'NEW' }, file);
    const types = report.created.map((c) => c.type).sort();
    expect(types).toEqual(['DASHBOARD', 'DATACHART', 'SOURCE', 'STORYBOARD', 'VIEW']);
    expect(report.replaced).toEqual([]);

    const [chart] = await f.t.db.db.select().from(datacharts).where(eq(datacharts.orgId, f.orgB));
    const [view] = await f.t.db.db.select().from(views).where(eq(views.orgId, f.orgB));
    const [source] = await f.t.db.db.select().from(sources).where(eq(sources.orgId, f.orgB));
    const [board] = await f.t.db.db.select().from(dashboards).where(eq(dashboards.orgId, f.orgB));
    const [story] = await f.t.db.db.select().from(storyboards).where(eq(storyboards.orgId, f.orgB));
    for (const [row, old] of [
      [chart, f.chart],
      [view, f.view],
      [source, f.source],
      [board, f.board],
      [story, f.story],
    ] as const)
      expect(row!.id).not.toBe(old.id);
    expect(chart!.viewId).toBe(view!.id);
    expect(view!.sourceId).toBe(source!.id);
    // References inside configs follow too: the board's jump target names the new chart.
    expect((board!.config as { jumpTo: string }).jumpTo).toBe(chart!.id);
    const [w] = await f.t.db.db.select().from(widgets).where(eq(widgets.dashboardId, board!.id));
    expect(w!.datachartId).toBe(chart!.id);
    expect(w!.id).not.toBe(f.widgetId);
    expect(w!.viewIds).toEqual([view!.id]);
    const [page] = await f.t.db.db.select().from(storypages).where(eq(storypages.storyboardId, story!.id));
    expect(page!.relId).toBe(board!.id);
    const [node] = await f.t.db.db.select().from(vizFolders).where(eq(vizFolders.id, chart!.id));
    expect(node!.orgId).toBe(f.orgB);

    // The secret never travelled: the source needs its password before it connects.
    expect(source!.needsPassword).toBe(true);
    expect(JSON.stringify(source!.config)).not.toContain('secret');
    const refused = await caught(executeDatachart(f.ctx, { id: chart!.id, request: query }));
    expect(refused?.code).toBe('SOURCE_NEEDS_PASSWORD');
    expect(translate('en', `errors:${refused!.code}`, refused!.params)).toContain(
      'arrived without its password',
    );
    expect(translate('zh', `errors:${refused!.code}`, refused!.params)).toContain('未带密码');

    const detail = await getSource(f.ctx, { id: source!.id });
    expect(detail.needsPassword).toBe(true);
    await updateSource(f.ctx, {
      id: source!.id,
      name: source!.name,
      config: { ...(source!.config as object), password: 'secret' },
    });
    const [saved] = await f.t.db.db.select().from(sources).where(eq(sources.id, source!.id));
    expect(saved!.needsPassword).toBe(false);
    const after = await executeDatachart(f.ctx, { id: chart!.id, request: query });
    expect(after.rows).toEqual(before.rows);
    expect(after.rows.length).toBe(2);
  });

  it('gives a clashing name a timestamp suffix when imported NEW into the same organisation', async () => {
    const report = await importResources(f.ctx, { orgId: f.orgA, strategy: 'NEW' }, file);
    const chart = report.created.find((c) => c.type === 'DATACHART')!;
    expect(chart.name).toMatch(/^Sales by country_\d+$/);
    const rows = await f.t.db.db
      .select()
      .from(datacharts)
      .where(inArray(datacharts.id, [chart.id, f.chart.id]));
    expect(rows).toHaveLength(2);
  });

  it('refuses a member who is not an owner (403) and writes nothing', async () => {
    const count = (await f.t.db.db.select().from(datacharts).where(eq(datacharts.orgId, f.orgB))).length;
    const e = await caught(importResources(f.as(f.member), { orgId: f.orgB, strategy: 'NEW' }, file));
    expect(e?.code).toBe('FORBIDDEN');
    expect(e?.status).toBe(403);
    expect((await f.t.db.db.select().from(datacharts).where(eq(datacharts.orgId, f.orgB))).length).toBe(
      count,
    );
  });
});
