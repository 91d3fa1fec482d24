import { eq } from 'drizzle-orm';
import { hashPassword } from '@tessera/auth/server';
import { downloads, memberships, users } from '@tessera/db';
import type { Ctx } from '../context';
import { createDashboard, updateDashboard } from '../dashboards/dashboards.service';
import { runPendingDownloads } from '../downloads/downloads.service';
import { createSource } from '../sources/sources.service';
import { createStoryboard } from '../storyboards/storyboards.service';
import { createStorypage } from '../storyboards/storypages.service';
import { createOrgRecord, createTestEnv, type TestEnv } from '../testing';
import { createView } from '../views/views.service';
import { createDatachart } from '../viz/datacharts.service';
import type { z } from 'zod';
import { exportResources } from './export.service';
import { exportInputSchema } from './transfer.schemas';
import { createViewInputSchema } from '../views/views.schemas';
import { parse } from '../validation';
import { createSourceInputSchema } from '../sources/sources.schemas';

/** Two organisations of one owner, a member of B, and in A a source (with a password), a view, a chart, a board and a storyboard. */
export async function transferFixture() {
  const t: TestEnv = await createTestEnv();
  const mk = async (username: string) =>
    (
      await t.db.db
        .insert(users)
        .values({
          username,
          name: username,
          email: `${username}@example.com`,
          passwordHash: await hashPassword('passw0rd'),
        })
        .returning()
    )[0]!.id;
  const owner = await mk('owner');
  const member = await mk('member');
  const orgA = (await createOrgRecord(t.db.db, { name: 'A', creatorId: owner })).id;
  const orgB = (await createOrgRecord(t.db.db, { name: 'B', creatorId: owner })).id;
  await t.db.db.insert(memberships).values({ orgId: orgB, userId: member });
  const as = (userId: string, lang: Ctx['lang'] = 'en'): Ctx =>
    t.ctx({ userId, username: userId, sessionId: 's' }, lang);
  const ctx = as(owner);
  // Trust authentication on the local PostgreSQL: any password connects, so the password's presence is what is tested.
  const source = await createSource(
    ctx,
    parse(createSourceInputSchema, {
      orgId: orgA,
      name: 'Warehouse',
      type: 'JDBC',
      config: {
        dbType: 'POSTGRESQL',
        url: 'jdbc:postgresql://127.0.0.1:5432/test',
        user: 'postgres',
        password: 'secret',
      },
    }),
  );
  const view = await createView(
    ctx,
    parse(createViewInputSchema, {
      orgId: orgA,
      name: 'Sales',
      sourceId: source.id,
      script: "select * from (values ('CN', 10), ('US', 20), ('CN', 5)) as t(country, amount)",
      model: { columns: { country: { type: 'STRING' }, amount: { type: 'NUMERIC' } }, version: '1.0.0' },
    }),
  );
  const chartConfig = {
    chartGraphId: 'line-chart',
    aggregation: true,
    chartConfig: {
      datas: [
        { key: 'dimension', type: 'group', rows: [{ colName: 'country' }] },
        { key: 'metrics', type: 'aggregate', rows: [{ colName: 'amount', aggregate: 'SUM' }] },
      ],
    },
  };
  const chart = await createDatachart(ctx, {
    orgId: orgA,
    name: 'Sales by country',
    viewId: view.id,
    config: chartConfig,
  });
  const board = await createDashboard(ctx, { orgId: orgA, name: 'Overview', subType: 'auto' });
  const widgetId = crypto.randomUUID().replace(/-/g, '');
  await updateDashboard(ctx, {
    id: board.id,
    name: 'Overview',
    config: { type: 'auto', jumpTo: chart.id },
    widgetToCreate: [
      {
        id: widgetId,
        datachartId: chart.id,
        config: {
          name: 'Sales',
          originalType: 'linkedChart',
          type: 'chart',
          rect: { x: 0, y: 0, width: 6, height: 6 },
        },
      },
    ],
    widgetToUpdate: [],
    widgetToDelete: [],
  });
  const story = await createStoryboard(ctx, { orgId: orgA, name: 'Story' });
  await createStorypage(ctx, { storyboardId: story.id, relType: 'DASHBOARD', relId: board.id, config: {} });
  return { t, owner, member, orgA, orgB, as, ctx, source, view, chart, board, widgetId, story, chartConfig };
}

/** Runs an export as a download task and answers the file's bytes. */
export async function exportFile(
  t: TestEnv,
  ctx: Ctx,
  input: z.input<typeof exportInputSchema>,
): Promise<Uint8Array> {
  const task = await exportResources(ctx, parse(exportInputSchema, input));
  await runPendingDownloads(t.deps);
  const [row] = await t.db.db.select().from(downloads).where(eq(downloads.id, task.id));
  if (row?.status !== 1 || !row.path) throw new Error(`export failed: ${row?.error}`);
  return (await t.deps.files.get(row.path))!;
}
