import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hashPassword } from '@tessera/auth/server';
import { datacharts, resourceVersions, sources, users, widgets } from '@tessera/db';
import type { Ctx } from '../context';
import { createDashboard, getDashboard, updateDashboard } from '../dashboards/dashboards.service';
import { createStoryboard, getStoryboard, updateStoryboard } from '../storyboards/storyboards.service';
import { createStorypage } from '../storyboards/storypages.service';
import { createOrgRecord, createTestEnv, type TestEnv } from '../testing';
import { createView, deleteView, getView, moveView, updateView } from '../views/views.service';
import { createDatachart, getDatachart, updateDatachart } from '../viz/datacharts.service';
import { updateFolder } from '../viz/viz.service';
import { compareVersions, listVersions, restoreVersion } from './versions.service';
import type { VersionedType } from './versions.schemas';
import { createViewInputSchema, updateViewInputSchema } from '../views/views.schemas';
import { parse } from '../validation';
import { updateDashboardInputSchema } from '../dashboards/dashboards.schemas';

let t: TestEnv;
const env = { orgA: '', orgB: '', owner: '', outsider: '', source: '', view: '', view2: '' };
const as = (userId: string): Ctx => t.ctx({ userId, username: userId, sessionId: 's' });
const owner = () => as(env.owner);
const model = { columns: { country: { type: 'STRING' }, amount: { type: 'NUMERIC' } }, version: '1.0.0' };
const chartConfig = (graph = 'line-chart') => ({
  chartGraphId: graph,
  aggregation: true,
  chartConfig: {
    datas: [
      { key: 'dimension', type: 'group', rows: [{ colName: 'country' }] },
      { key: 'metrics', type: 'aggregate', rows: [{ colName: 'amount', aggregate: 'SUM' }] },
    ],
  },
});
const chartWidget = (id: string, name: string, datachartId: string) => ({
  id,
  datachartId,
  config: { name, originalType: 'linkedChart', type: 'chart', rect: { x: 0, y: 0, width: 6, height: 6 } },
});
const versionsOf = async (resourceType: VersionedType, resourceId: string) =>
  (await listVersions(owner(), { resourceType, resourceId })).items;

beforeAll(async () => {
  t = await createTestEnv();
  const mk = async (username: string, name: string) =>
    (
      await t.db.db
        .insert(users)
        .values({
          username,
          name,
          email: `${username}@example.com`,
          passwordHash: await hashPassword('passw0rd'),
        })
        .returning()
    )[0]!.id;
  env.owner = await mk('owner', 'Olive Owner');
  env.outsider = await mk('outsider', 'Oscar Outsider');
  env.orgA = (await createOrgRecord(t.db.db, { name: 'A', creatorId: env.owner })).id;
  env.orgB = (await createOrgRecord(t.db.db, { name: 'B', creatorId: env.outsider })).id;
  env.source = (
    await t.db.db
      .insert(sources)
      .values({ orgId: env.orgA, name: 'Warehouse', type: 'JDBC', config: {} })
      .returning()
  )[0]!.id;
  const view = (name: string) =>
    createView(
      owner(),
      parse(createViewInputSchema, {
        orgId: env.orgA,
        name,
        sourceId: env.source,
        script: 'select 1',
        model,
      }),
    );
  env.view = (await view('Orders')).id;
  env.view2 = (await view('Returns')).id;
});
afterAll(() => t.close());

describe('version history', () => {
  it('records a chart on create and on each save that changes it; restore writes it back as a new version', async () => {
    const node = await createDatachart(owner(), {
      orgId: env.orgA,
      name: 'Sales',
      viewId: env.view,
      config: chartConfig(),
    });
    await updateDatachart(owner(), {
      id: node.id,
      name: 'Sales',
      viewId: env.view,
      config: chartConfig('pie-chart'),
    });
    // Saved again unchanged: no version.
    await updateDatachart(owner(), {
      id: node.id,
      name: 'Sales',
      viewId: env.view,
      config: chartConfig('pie-chart'),
    });
    let list = await versionsOf('DATACHART', node.id);
    expect(list.map((v) => v.version)).toEqual([2, 1]);
    expect(list[0]!.author).toBe('Olive Owner');

    const cmp = await compareVersions(owner(), { fromId: list[1]!.id, toId: list[0]!.id });
    expect(cmp.diff.fields).toContainEqual({
      path: 'config.chartGraphId',
      kind: 'changed',
      before: 'line-chart',
      after: 'pie-chart',
    });

    const restored = await restoreVersion(owner(), { id: list[1]!.id });
    expect(restored.version).toBe(3);
    expect(
      ((await getDatachart(owner(), { id: node.id })).config as { chartGraphId: string }).chartGraphId,
    ).toBe('line-chart');
    list = await versionsOf('DATACHART', node.id);
    expect(list[0]).toMatchObject({ version: 3, restoredFrom: 1 });
  });

  it('records a board with its widgets and restores removed widgets', async () => {
    const chart = await createDatachart(owner(), {
      orgId: env.orgA,
      name: 'Map',
      viewId: env.view,
      config: chartConfig(),
    });
    const board = await createDashboard(owner(), { orgId: env.orgA, name: 'Overview' });
    const wid = 'a'.repeat(32);
    await updateDashboard(
      owner(),
      parse(updateDashboardInputSchema, {
        id: board.id,
        name: 'Overview',
        widgetToCreate: [chartWidget(wid, 'Map widget', chart.id)],
      }),
    );
    await updateDashboard(
      owner(),
      parse(updateDashboardInputSchema, { id: board.id, name: 'Overview 2', widgetToDelete: [wid] }),
    );
    const list = await versionsOf('DASHBOARD', board.id);
    expect(list.map((v) => [v.version, v.name])).toEqual([
      [3, 'Overview 2'],
      [2, 'Overview'],
      [1, 'Overview'],
    ]);
    const cmp = await compareVersions(owner(), { fromId: list[1]!.id, toId: list[0]!.id });
    expect(cmp.diff.parts).toMatchObject([{ id: wid, name: 'Map widget', kind: 'removed' }]);
    expect(cmp.diff.fields).toContainEqual({
      path: 'name',
      kind: 'changed',
      before: 'Overview',
      after: 'Overview 2',
    });

    await restoreVersion(owner(), { id: list[1]!.id });
    const detail = await getDashboard(owner(), { id: board.id });
    expect(detail.name).toBe('Overview');
    expect(detail.widgets.map((w) => w.id)).toEqual([wid]);
    expect((await versionsOf('DASHBOARD', board.id))[0]).toMatchObject({ version: 4, restoredFrom: 2 });
  });

  it('refuses a restore naming a deleted chart, says which, and writes nothing', async () => {
    const chart = await createDatachart(owner(), {
      orgId: env.orgA,
      name: 'Gone',
      viewId: env.view,
      config: chartConfig(),
    });
    const board = await createDashboard(owner(), { orgId: env.orgA, name: 'Doomed' });
    const wid = 'b'.repeat(32);
    await updateDashboard(
      owner(),
      parse(updateDashboardInputSchema, {
        id: board.id,
        name: 'Doomed',
        widgetToCreate: [chartWidget(wid, 'Gone widget', chart.id)],
      }),
    );
    await updateDashboard(
      owner(),
      parse(updateDashboardInputSchema, { id: board.id, name: 'Doomed', widgetToDelete: [wid] }),
    );
    await t.db.db.delete(datacharts).where(eq(datacharts.id, chart.id));
    const list = await versionsOf('DASHBOARD', board.id);
    const err = await restoreVersion(owner(), { id: list[1]!.id }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'VERSION_REFS_MISSING', params: { missing: 'Gone widget' } });
    expect(await t.db.db.select().from(widgets).where(eq(widgets.dashboardId, board.id))).toEqual([]);
    expect(await versionsOf('DASHBOARD', board.id)).toHaveLength(list.length);
  });

  it('refuses a chart version whose view was deleted, naming the view', async () => {
    const spare = await createView(
      owner(),
      parse(createViewInputSchema, {
        orgId: env.orgA,
        name: 'Spare',
        sourceId: env.source,
        script: 'select 2',
        model,
      }),
    );
    const chart = await createDatachart(owner(), {
      orgId: env.orgA,
      name: 'On spare',
      viewId: spare.id,
      config: chartConfig(),
    });
    await updateDatachart(owner(), {
      id: chart.id,
      name: 'On orders',
      viewId: env.view,
      config: chartConfig(),
    });
    await deleteView(owner(), { id: spare.id, archive: false });
    const [, first] = await versionsOf('DATACHART', chart.id);
    await expect(restoreVersion(owner(), { id: first!.id })).rejects.toMatchObject({
      code: 'VERSION_REFS_MISSING',
      params: { missing: 'Spare' },
    });
    expect((await getDatachart(owner(), { id: chart.id })).name).toBe('On orders');
  });

  it('records a view and compares its SQL line by line', async () => {
    const id = env.view2;
    const base = { id, name: 'Returns', sourceId: env.source, type: 'SQL' as const, model, config: {} };
    await updateView(
      owner(),
      parse(updateViewInputSchema, { ...base, script: 'select 1\nfrom returns\nwhere ok' }),
    );
    const list = await versionsOf('VIEW', id);
    expect(list.map((v) => v.version)).toEqual([2, 1]);
    const cmp = await compareVersions(owner(), { fromId: list[1]!.id, toId: list[0]!.id });
    expect(cmp.diff.sql).toEqual([
      { kind: 'same', text: 'select 1' },
      { kind: 'added', text: 'from returns' },
      { kind: 'added', text: 'where ok' },
    ]);
    await restoreVersion(owner(), { id: list[1]!.id });
    expect((await getView(owner(), { id })).script).toBe('select 1');
    expect((await versionsOf('VIEW', id))[0]).toMatchObject({ version: 3, restoredFrom: 1 });
  });

  it('records a storyboard and its pages, and restores them', async () => {
    const chart = await createDatachart(owner(), {
      orgId: env.orgA,
      name: 'Story chart',
      viewId: env.view,
      config: chartConfig(),
    });
    const story = await createStoryboard(owner(), { orgId: env.orgA, name: 'Story' });
    await createStorypage(owner(), {
      storyboardId: story.id,
      relType: 'DATACHART',
      relId: chart.id,
      config: { index: 0 },
    });
    await updateStoryboard(owner(), { id: story.id, name: 'Story renamed' });
    const list = await versionsOf('STORYBOARD', story.id);
    expect(list.map((v) => v.version)).toEqual([3, 2, 1]);
    await restoreVersion(owner(), { id: list[2]!.id });
    const restored = await getStoryboard(owner(), { id: story.id });
    expect(restored.name).toBe('Story');
    expect(restored.storypages).toEqual([]);
  });

  it("refuses another organisation's version as not found, for reading and for restoring", async () => {
    const chart = await createDatachart(owner(), {
      orgId: env.orgA,
      name: 'Private',
      viewId: env.view,
      config: chartConfig(),
    });
    const [v] = await versionsOf('DATACHART', chart.id);
    const outsider = as(env.outsider);
    await expect(restoreVersion(outsider, { id: v!.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(compareVersions(outsider, { fromId: v!.id, toId: v!.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      listVersions(outsider, { resourceType: 'DATACHART', resourceId: chart.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('a rename from the tree is a version; a move alone is not', async () => {
    const chart = await createDatachart(owner(), {
      orgId: env.orgA,
      name: 'Tree chart',
      viewId: env.view,
      config: chartConfig(),
    });
    await updateFolder(owner(), { id: chart.id, name: 'Tree chart renamed' });
    await updateFolder(owner(), { id: chart.id, name: 'Tree chart renamed', index: 42 });
    expect((await versionsOf('DATACHART', chart.id)).map((v) => [v.version, v.name])).toEqual([
      [2, 'Tree chart renamed'],
      [1, 'Tree chart'],
    ]);
    const view = await createView(
      owner(),
      parse(createViewInputSchema, {
        orgId: env.orgA,
        name: 'Tree view',
        sourceId: env.source,
        script: 'select 3',
        model,
      }),
    );
    await moveView(owner(), { id: view.id, name: 'Tree view renamed' });
    await moveView(owner(), { id: view.id, name: 'Tree view renamed', index: 7 });
    expect((await versionsOf('VIEW', view.id)).map((v) => v.name)).toEqual([
      'Tree view renamed',
      'Tree view',
    ]);
  });

  it('prunes the oldest versions beyond the retention', async () => {
    const old = t.deps.config.versionRetention;
    t.deps.config.versionRetention = 2;
    try {
      const chart = await createDatachart(owner(), {
        orgId: env.orgA,
        name: 'Busy',
        viewId: env.view,
        config: chartConfig(),
      });
      for (const name of ['Busy 2', 'Busy 3', 'Busy 4'])
        await updateDatachart(owner(), { id: chart.id, name, viewId: env.view, config: chartConfig() });
      expect((await versionsOf('DATACHART', chart.id)).map((v) => [v.version, v.name])).toEqual([
        [4, 'Busy 4'],
        [3, 'Busy 3'],
      ]);
      const rows = await t.db.db
        .select()
        .from(resourceVersions)
        .where(eq(resourceVersions.resourceId, chart.id));
      expect(rows).toHaveLength(2);
    } finally {
      t.deps.config.versionRetention = old;
    }
  });
});
