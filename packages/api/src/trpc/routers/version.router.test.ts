import { hashPassword } from '@tessera/auth/server';
import { datachartsService, permissionsService, viewsService, viewsSchemas, parse } from '@tessera/core';
import { createOrgRecord, createTestEnv, type TestEnv } from '@tessera/core/testing';
import { memberships, sources, users } from '@tessera/db';
import type { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaller } from '../root';

let t: TestEnv;
const ids = { owner: '', reader: '', org: '', source: '', view: '', chart: '' };
const actor = (userId: string) => ({ userId, username: userId, sessionId: 's' });
const caller = (userId: string, lang: 'en' | 'zh' = 'en') =>
  createCaller({ ctx: t.ctx(actor(userId), lang) });
const model = { columns: { country: { type: 'STRING' }, amount: { type: 'NUMERIC' } }, version: '1.0.0' };
const config = (graph: string) => ({
  chartGraphId: graph,
  aggregation: true,
  chartConfig: {
    datas: [
      { key: 'dimension', type: 'group', rows: [{ colName: 'country' }] },
      { key: 'metrics', type: 'aggregate', rows: [{ colName: 'amount', aggregate: 'SUM' }] },
    ],
  },
});

beforeAll(async () => {
  t = await createTestEnv();
  const mk = async (username: string) =>
    (
      await t.db.db
        .insert(users)
        .values({ username, email: `${username}@example.com`, passwordHash: await hashPassword('passw0rd') })
        .returning()
    )[0]!.id;
  ids.owner = await mk('owner');
  ids.reader = await mk('reader');
  ids.org = (await createOrgRecord(t.db.db, { name: 'A', creatorId: ids.owner })).id;
  await t.db.db.insert(memberships).values({ orgId: ids.org, userId: ids.reader });
  ids.source = (
    await t.db.db
      .insert(sources)
      .values({ orgId: ids.org, name: 'Warehouse', type: 'JDBC', config: {} })
      .returning()
  )[0]!.id;
  const ownerCtx = t.ctx(actor(ids.owner));
  ids.view = (
    await viewsService.createView(
      ownerCtx,
      parse(viewsSchemas.createViewInputSchema, {
        orgId: ids.org,
        name: 'Orders',
        sourceId: ids.source,
        script: 'select 1',
        model,
      }),
    )
  ).id;
  ids.chart = (
    await datachartsService.createDatachart(ownerCtx, {
      orgId: ids.org,
      name: 'Sales',
      viewId: ids.view,
      config: config('line-chart'),
    })
  ).id;
  await caller(ids.owner).datachart.update({
    id: ids.chart,
    name: 'Sales',
    viewId: ids.view,
    config: config('pie-chart'),
  });
  // The reader may read the chart (and use the VIZ module), not manage it.
  await permissionsService.grant(ownerCtx, {
    permissionToCreate: [
      {
        orgId: ids.org,
        subjectType: 'USER_ROLE',
        subjectId: ids.reader,
        resourceType: 'VIZ',
        resourceId: '*',
        permission: 1,
      },
      {
        orgId: ids.org,
        subjectType: 'USER_ROLE',
        subjectId: ids.reader,
        resourceType: 'VIZ',
        resourceId: ids.chart,
        permission: 2,
      },
    ],
    permissionToUpdate: [],
    permissionToDelete: [],
  });
});
afterAll(() => t.close());

describe('version router', () => {
  it('lists for readers, restores only for editors, and a restore is a new version', async () => {
    const listed = await caller(ids.reader).version.list({
      resourceType: 'DATACHART',
      resourceId: ids.chart,
    });
    expect(listed.canRestore).toBe(false);
    expect(listed.items.map((v) => v.version)).toEqual([2, 1]);
    const first = listed.items[1]!;
    const refused = await caller(ids.reader)
      .version.restore({ id: first.id })
      .catch((e: unknown) => e);
    expect((refused as TRPCError).code).toBe('FORBIDDEN');

    const cmp = await caller(ids.reader).version.compare({ fromId: listed.items[0]!.id, toId: first.id });
    expect(cmp.from.version).toBe(1);
    // The tree node's avatar follows the chart type, so it changed with it.
    expect(cmp.diff.fields.map((f) => f.path)).toEqual(['avatar', 'config.chartGraphId']);

    expect(
      (await caller(ids.owner).version.list({ resourceType: 'DATACHART', resourceId: ids.chart })).canRestore,
    ).toBe(true);
    expect(await caller(ids.owner).version.restore({ id: first.id })).toMatchObject({ version: 3 });
    const chart = await caller(ids.owner).datachart.byId({ id: ids.chart });
    expect((chart.config as { chartGraphId: string }).chartGraphId).toBe('line-chart');
  });

  it('a version naming a deleted view is a CONFLICT that names it', async () => {
    const ownerCtx = t.ctx(actor(ids.owner));
    const spare = await viewsService.createView(
      ownerCtx,
      parse(viewsSchemas.createViewInputSchema, {
        orgId: ids.org,
        name: 'Spare view',
        sourceId: ids.source,
        script: 'select 2',
        model,
      }),
    );
    const chart = await datachartsService.createDatachart(ownerCtx, {
      orgId: ids.org,
      name: 'Moved',
      viewId: spare.id,
      config: config('line-chart'),
    });
    await caller(ids.owner).datachart.update({
      id: chart.id,
      name: 'Moved',
      viewId: ids.view,
      config: config('line-chart'),
    });
    await viewsService.deleteView(ownerCtx, { id: spare.id, archive: true });
    const [, first] = (
      await caller(ids.owner).version.list({ resourceType: 'DATACHART', resourceId: chart.id })
    ).items;
    const err = (await caller(ids.owner, 'zh')
      .version.restore({ id: first!.id })
      .catch((e: unknown) => e)) as TRPCError;
    expect(err.code).toBe('CONFLICT');
    expect((err.cause as unknown as { code: string; params: { missing: string } }).params.missing).toMatch(
      /^Spare view/,
    );
  });
});
