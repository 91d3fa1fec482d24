import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dashboards, datacharts, downloads, sources, vizFolders, widgets } from '@tessera/db';
import { t as translate } from '@tessera/i18n';
import type { AppError } from '../errors';
import { runPendingDownloads } from '../downloads/downloads.service';
import { createView } from '../views/views.service';
import { exportBoardTemplate, exportChartTemplate, exportSavedTemplate } from './export.service';
import { importResources } from './import.service';
import { importTemplate } from './template.service';
import { transferFixture } from './transfer-fixture';
import { createViewInputSchema } from '../views/views.schemas';
import { parse } from '../validation';
import { savedTemplateInputSchema } from './transfer.schemas';

let f: Awaited<ReturnType<typeof transferFixture>>;
let viewB = '';
let narrowB = '';
const fileOf = async (task: { id: string }) => {
  await runPendingDownloads(f.t.deps);
  const [row] = await f.t.db.db.select().from(downloads).where(eq(downloads.id, task.id));
  expect(row!.name).toMatch(/\.drt$/);
  return (await f.t.deps.files.get(row!.path!))!;
};
const boardFile = async () =>
  fileOf(
    await exportBoardTemplate(f.ctx, {
      dashboard: { id: f.board.id, name: 'Overview', config: { type: 'auto' } },
      widgets: [
        {
          id: f.widgetId,
          datachartId: f.chart.id,
          config: {
            name: 'Sales',
            originalType: 'linkedChart',
            type: 'chart',
            rect: { x: 0, y: 0, width: 6, height: 6 },
          },
        },
      ],
    }),
  );

beforeAll(async () => {
  f = await transferFixture();
  const model = (cols: string[]) => ({
    columns: Object.fromEntries(cols.map((c) => [c, { type: 'STRING' }])),
    version: '1.0.0',
  });
  const [src] = await f.t.db.db
    .insert(sources)
    .values({ orgId: f.orgB, name: 'Local', type: 'JDBC', config: {} })
    .returning();
  const view = async (name: string, cols: string[]) =>
    (
      await createView(
        f.ctx,
        parse(createViewInputSchema, {
          orgId: f.orgB,
          name,
          sourceId: src!.id,
          script: 'select 1',
          model: model(cols),
        }),
      )
    ).id;
  viewB = await view('Orders', ['country', 'amount']);
  narrowB = await view('Countries', ['country']);
});
afterAll(() => f.t.close());

describe('templates (.drt)', () => {
  it('exports a chart as a template without its view and creates a chart from it bound to a chosen view', async () => {
    const file = await fileOf(
      await exportChartTemplate(
        f.ctx,
        { datachart: { avatar: 'line-chart', config: JSON.stringify(f.chartConfig) } },
        f.orgA,
      ),
    );
    const doc = JSON.parse(gunzipSync(file).toString('utf8')) as {
      manifest: { kind: string; needs: Record<string, string[]> };
    };
    expect(doc.manifest.kind).toBe('TEMPLATE');
    expect(doc.manifest.needs.chart).toEqual(['country', 'amount']);
    const node = await importTemplate(
      f.ctx,
      { orgId: f.orgB, parentId: '', name: 'From template', bindings: { chart: viewB } },
      file,
    );
    const [chart] = await f.t.db.db.select().from(datacharts).where(eq(datacharts.id, node.id));
    expect(chart!.orgId).toBe(f.orgB);
    expect(chart!.viewId).toBe(viewB);
    expect(chart!.name).toBe('From template');
  });

  it('creates a board from a template: a linked chart becomes the widget’s own chart, bound to the chosen view', async () => {
    const file = await boardFile();
    const node = await importTemplate(
      f.ctx,
      { orgId: f.orgB, name: 'Board from template', bindings: { [f.widgetId]: viewB } },
      file,
    );
    expect(node.relType).toBe('DASHBOARD');
    const [board] = await f.t.db.db.select().from(dashboards).where(eq(dashboards.id, node.id));
    expect(board!.orgId).toBe(f.orgB);
    const [w] = await f.t.db.db.select().from(widgets).where(eq(widgets.dashboardId, node.id));
    expect(w!.config.originalType).toBe('ownedChart');
    expect(w!.viewIds).toEqual([viewB]);
    expect(w!.datachartId).toBeNull();
  });

  it('refuses a view that lacks a field the widget needs (en and zh), creating nothing', async () => {
    const file = await boardFile();
    const before = (await f.t.db.db.select().from(vizFolders).where(eq(vizFolders.orgId, f.orgB))).length;
    const e = (await importTemplate(
      f.ctx,
      { orgId: f.orgB, name: 'Refused', bindings: { [f.widgetId]: narrowB } },
      file,
    ).catch((err: unknown) => err)) as AppError;
    expect(e.code).toBe('TEMPLATE_FIELDS_MISSING');
    expect(translate('en', 'errors:TEMPLATE_FIELDS_MISSING', e.params)).toBe(
      'The view chosen for “Sales” has no field amount',
    );
    expect(translate('zh', 'errors:TEMPLATE_FIELDS_MISSING', e.params)).toContain('缺少字段 amount');
    expect((await f.t.db.db.select().from(vizFolders).where(eq(vizFolders.orgId, f.orgB))).length).toBe(
      before,
    );
  });

  it('a template is not a resource file, and the other way round', async () => {
    const e = (await importResources(f.ctx, { orgId: f.orgB, strategy: 'NEW' }, await boardFile()).catch(
      (err: unknown) => err,
    )) as AppError;
    expect(e.code).toBe('TRANSFER_WRONG_KIND');
    expect(translate('zh', 'errors:TRANSFER_WRONG_KIND')).toContain('从模板新建');
  });

  it("saves a stored chart or board as a template (Tessera's own menu), read with the caller's rights", async () => {
    const chartDoc = JSON.parse(
      gunzipSync(
        await fileOf(
          await exportSavedTemplate(f.ctx, { orgId: f.orgA, vizType: 'DATACHART', id: f.chart.id }),
        ),
      ).toString('utf8'),
    ) as { manifest: { kind: string; needs: Record<string, string[]> } };
    expect(chartDoc.manifest.kind).toBe('TEMPLATE');
    expect(chartDoc.manifest.needs.chart).toEqual(['country', 'amount']);

    const boardDoc = JSON.parse(
      gunzipSync(
        await fileOf(
          await exportSavedTemplate(f.ctx, { orgId: f.orgA, vizType: 'DASHBOARD', id: f.board.id }),
        ),
      ).toString('utf8'),
    ) as { manifest: { kind: string; needs: Record<string, string[]> } };
    expect(boardDoc.manifest.kind).toBe('TEMPLATE');
    expect(Object.values(boardDoc.manifest.needs)).toContainEqual(['country', 'amount']);

    // a member of B only: A's chart is refused whichever organisation is named, and no task is made
    const member = f.as(f.member);
    const before = (await f.t.db.db.select().from(downloads)).length;
    for (const orgId of [f.orgA, f.orgB]) {
      const e = (await exportSavedTemplate(member, { orgId, vizType: 'DATACHART', id: f.chart.id }).catch(
        (err: unknown) => err,
      )) as AppError;
      expect(e.code).toBe('FORBIDDEN');
    }
    // A malformed id is refused by the door's schema, before any lookup.
    const e = (await Promise.resolve()
      .then(() =>
        exportSavedTemplate(
          f.ctx,
          parse(savedTemplateInputSchema, { orgId: f.orgA, vizType: 'DASHBOARD', id: 'nope' }),
        ),
      )
      .catch((err: unknown) => err)) as AppError;
    expect(e.code).toBe('INVALID_INPUT');
    expect((await f.t.db.db.select().from(downloads)).length).toBe(before);
  });
});
