import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  columnPermissions,
  dashboards,
  datacharts,
  organizations,
  permissions,
  schedules,
  shares,
  sources,
  users,
  variableValues,
  vizFolders,
  widgetRelations,
  widgets,
} from '@tessera/db';
import { login } from '../auth/accounts.service';
import { AppError } from '../errors';
import { parse } from '../validation';
import { createTestEnv, type TestEnv } from '../testing';
import { executeDatachart } from '../viz/execute.service';
import { datartFixture, DATART_KEY, ids, passwords } from './datart-fixture';
import { importDatart } from './datart-import.service';
import { canImportDatart, datartImportInputSchema, importDatartFromScreen } from './datart-import-screen';
import type { DatartImportReport } from './datart-report';

let t: TestEnv;
let fx: Awaited<ReturnType<typeof datartFixture>>;
let first: DatartImportReport;
let second: DatartImportReport;
const query = {
  groups: [{ column: ['country'], alias: 'country' }],
  aggregators: [{ column: ['amount'], sqlOperator: 'SUM', alias: 'total' }],
  orders: [{ column: ['country'], operator: 'ASC' }],
  pageInfo: { pageNo: 1, pageSize: 100 },
};
const as = (userId: string) => t.ctx({ userId, username: userId, sessionId: 's' });
const created = (r: DatartImportReport) =>
  Object.fromEntries(Object.entries(r.counts).map(([k, c]) => [k, c.created]));
const caught = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as AppError,
  );
const userCount = async () => (await t.db.db.select({ n: count() }).from(users))[0]!.n;

beforeAll(async () => {
  t = await createTestEnv();
  fx = await datartFixture();
  first = await importDatart(t.deps, { from: fx.url, key: DATART_KEY });
  // In Datart, someone renames the chart between the two runs.
  await fx.conn.query('update datachart set name = ? where id = ?', ['Sales by country (v2)', ids.chart1]);
  second = await importDatart(t.deps, { from: fx.url, key: DATART_KEY });
}, 120_000);
afterAll(async () => {
  await fx.drop();
  await t.close();
});

describe('migrate:datart on a Datart database (local MariaDB)', () => {
  it('moves every kind of item on the first run, with its counts', () => {
    expect(first.datartSchema).toBe('2022.08.05');
    expect(created(first)).toEqual({
      USER: 4,
      ORGANIZATION: 2,
      ROLE: 4,
      MEMBER: 5,
      ROLE_MEMBER: 4,
      SOURCE: 2,
      VIEW: 1,
      VARIABLE: 1,
      FOLDER: 2,
      DATACHART: 1,
      DASHBOARD: 1,
      STORYBOARD: 1,
      PERMISSION: 6,
      COLUMN_RULE: 1,
      VARIABLE_VALUE: 1,
      SHARE: 1,
      SCHEDULE: 1,
    });
    expect(first.skipped).toEqual([{ type: 'SOURCE', id: ids.source3, name: 'Old', reason: 'archived' }]);
    expect(first.needsPassword).toEqual([]);
    expect(first.passwordResets).toEqual(['dave']);
  });

  it('on the second run updates only what changed in Datart and counts the rest as unchanged', () => {
    expect(Object.values(second.counts).reduce((n, c) => n + c.created, 0)).toBe(0);
    const updated = Object.entries(second.counts).filter(([, c]) => c.updated > 0);
    expect(updated).toEqual([['DATACHART', { created: 0, updated: 1, unchanged: 0, skipped: 0 }]]);
    expect(second.counts.USER).toEqual({ created: 0, updated: 0, unchanged: 4, skipped: 0 });
    expect(second.counts.PERMISSION?.unchanged).toBe(6);
    expect(second.skipped).toHaveLength(1);
  });

  it('keeps Datart ids, so old links open: charts and boards are their own tree nodes, grants follow them', async () => {
    const db = t.db.db;
    const [chart] = await db.select().from(datacharts).where(eq(datacharts.id, ids.chart1));
    expect(chart).toMatchObject({ orgId: ids.org1, viewId: ids.view1, name: 'Sales by country (v2)' });
    const [node] = await db.select().from(vizFolders).where(eq(vizFolders.id, ids.chart1));
    expect(node).toMatchObject({
      relType: 'DATACHART',
      parentId: ids.folder1,
      name: 'Sales by country (v2)',
    });
    const [board] = await db.select().from(dashboards).where(eq(dashboards.id, ids.board1));
    expect(board?.name).toBe('Overview');
    const ws = await db.select().from(widgets).where(eq(widgets.dashboardId, ids.board1));
    expect(ws.find((w) => w.id === ids.widget1)).toMatchObject({
      datachartId: ids.chart1,
      viewIds: [ids.view1],
    });
    expect(
      await db.select().from(widgetRelations).where(eq(widgetRelations.dashboardId, ids.board1)),
    ).toHaveLength(1);
    const grants = await db.select().from(permissions).where(eq(permissions.roleId, ids.analysts));
    expect(grants.map((g) => `${g.resourceType}:${g.resourceId}:${g.permission}`).sort()).toEqual(
      [`VIEW:*:1`, `VIZ:*:1`, `VIEW:${ids.view1}:2`, `VIZ:${ids.chart1}:2`, `VIZ:${ids.board1}:2`].sort(),
    );
    const [share] = await db.select().from(shares).where(eq(shares.id, ids.share1));
    expect(share).toMatchObject({
      vizId: ids.board1,
      roles: [ids.analysts],
      users: [ids.bob],
      authenticationMode: 'CODE',
    });
    expect(share?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const [schedule] = await db.select().from(schedules).where(eq(schedules.id, ids.schedule1));
    expect(schedule).toMatchObject({ active: false, nextFireAt: null, cronExpression: '0 0 8 * * ?' });
    const [org] = await db.select().from(organizations).where(eq(organizations.id, ids.org1));
    expect(org?.name).toBe('Sales Org');
  });

  it('opens source passwords with the Datart key and seals them here', async () => {
    const [s] = await t.db.db.select().from(sources).where(eq(sources.id, ids.source1));
    expect(s?.needsPassword).toBe(false);
    expect(String(s?.config?.password)).not.toContain('trust-ignores-it');
    expect(t.deps.secrets.sources.isSealed(String(s?.config?.password))).toBe(true);
  });

  it('signs an imported user in with the Datart password once, then holds an argon2id hash', async () => {
    const wrong = await caught(login(t.ctx(), { username: 'alice', password: 'not-it' }));
    expect(wrong?.code).toBe('INVALID_CREDENTIALS');
    const ok = await login(t.ctx(), { username: 'alice', password: passwords.alice });
    expect(ok.user.id).toBe(ids.alice);
    const [row] = await t.db.db.select().from(users).where(eq(users.id, ids.alice));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await login(t.ctx(), { username: 'alice', password: passwords.alice })).user.id).toBe(ids.alice);
  });

  it('mails the reset to an account whose Datart password cannot be verified, and never signs it in', async () => {
    const mail = await t.smtp.waitFor('dave@datart.test');
    expect(mail.text).toMatch(/\d{6}/);
    const e = await caught(login(t.ctx(), { username: 'dave', password: 'plain-text' }));
    expect(e?.code).toBe('INVALID_CREDENTIALS');
  });

  it('holds the row rule and the hidden column for an imported member running the imported chart', async () => {
    const data = (await executeDatachart(as(ids.bob), { id: ids.chart1, request: query })) as {
      rows: unknown[][];
    };
    expect(data.rows).toEqual([['CN', 15]]);
    const hidden = await caught(
      executeDatachart(as(ids.bob), {
        id: ids.chart1,
        request: { ...query, groups: [{ column: ['note'], alias: 'note' }], orders: [] },
      }),
    );
    expect(hidden).toBeInstanceOf(AppError);
    expect(hidden?.code).toBe('UNKNOWN_COLUMN');
    // The owner has no column rule: the same request reads the column.
    const owner = (await executeDatachart(as(ids.alice), {
      id: ids.chart1,
      request: { ...query, groups: [{ column: ['note'], alias: 'note' }], orders: [] },
    })) as { rows: unknown[][] };
    expect(owner.rows.length).toBeGreaterThan(0);
    const [rule] = await t.db.db
      .select()
      .from(columnPermissions)
      .where(eq(columnPermissions.viewId, ids.view1));
    expect(rule?.columns).toEqual(['country', 'amount']);
    expect(await t.db.db.select().from(variableValues)).toHaveLength(1);
  });
});

describe('migrate:datart run again after a schedule was started here', () => {
  it('takes the new cron from Datart and keeps the schedule running here', async () => {
    await t.db.db
      .update(schedules)
      .set({ active: true, nextFireAt: new Date(Date.now() + 60_000) })
      .where(eq(schedules.id, ids.schedule1));
    await fx.conn.query('update schedule set cron_expression = ? where id = ?', [
      '0 30 9 * * ?',
      ids.schedule1,
    ]);
    const third = await importDatart(t.deps, { from: fx.url, key: DATART_KEY });
    expect(third.counts.SCHEDULE).toEqual({ created: 0, updated: 1, unchanged: 0, skipped: 0 });
    const [row] = await t.db.db.select().from(schedules).where(eq(schedules.id, ids.schedule1));
    expect(row).toMatchObject({ active: true, cronExpression: '0 30 9 * * ?' });
    expect(row?.nextFireAt?.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('migrate:datart refuses what it cannot read, and writes nothing', () => {
  it('an unreachable database', async () => {
    const before = await userCount();
    const e = await caught(importDatart(t.deps, { from: 'mysql://root@127.0.0.1:1/datart' }));
    expect(e?.code).toBe('DATART_UNREACHABLE');
    expect(await userCount()).toBe(before);
  });

  it('an unknown (newer) schema version, a failed last upgrade, a missing column', async () => {
    const other = await datartFixture();
    try {
      const before = await userCount();
      await other.conn.query(
        "insert into migration_history values ('2023.01.01', '1.1.0', 'V2023.01.01__1.1.0.sql', 'root', now(), 1)",
      );
      const newer = await caught(importDatart(t.deps, { from: other.url }));
      expect(newer?.code).toBe('DATART_SCHEMA_UNSUPPORTED');
      expect(newer?.params).toMatchObject({ version: '2023.01.01 (1.1.0)' });
      await other.conn.query("update migration_history set success = 0 where id = '2023.01.01'");
      expect((await caught(importDatart(t.deps, { from: other.url })))?.code).toBe(
        'DATART_SCHEMA_INCOMPLETE',
      );
      await other.conn.query("delete from migration_history where id = '2023.01.01'");
      await other.conn.query('alter table storyboard drop column parent_id');
      const half = await caught(importDatart(t.deps, { from: other.url }));
      expect(half?.code).toBe('DATART_SCHEMA_INCOMPLETE');
      expect(half?.params).toMatchObject({ detail: 'storyboard.parent_id' });
      expect(await userCount()).toBe(before);
    } finally {
      await other.drop();
    }
  });

  it('a dry run reports and keeps nothing; without the key, sources arrive needing their password', async () => {
    const fresh = await createTestEnv();
    const other = await datartFixture();
    try {
      const dry = await importDatart(fresh.deps, { from: other.url, dryRun: true });
      expect(dry.counts.USER?.created).toBe(4);
      expect((await fresh.db.db.select({ n: count() }).from(users))[0]!.n).toBe(0);
      const real = await importDatart(fresh.deps, { from: other.url });
      expect(real.needsPassword.map((s) => s.name).sort()).toEqual(['Ops DB', 'Warehouse']);
      const [s] = await fresh.db.db.select().from(sources).where(eq(sources.id, ids.source1));
      expect(s).toMatchObject({ needsPassword: true });
      expect(s?.config?.password).toBe('');
    } finally {
      await other.drop();
      await fresh.close();
    }
  }, 120_000);
});

describe('Settings → Moving over from Datart: the system first owner only', () => {
  it('answers the flag and refuses everyone but the oldest account, before reading anything', async () => {
    const fresh = await createTestEnv();
    try {
      const [first] = await fresh.db.db
        .insert(users)
        .values({ username: 'root', email: 'root@example.com', passwordHash: 'x', createdAt: new Date(0) })
        .returning();
      const [later] = await fresh.db.db
        .insert(users)
        .values({ username: 'later', email: 'later@example.com', passwordHash: 'x' })
        .returning();
      const ctxOf = (id: string) => fresh.ctx({ userId: id, username: id, sessionId: 's' });
      // As the tRPC door calls it: the input parsed by the use case's schema first.
      const fromScreen = async (id: string, input: { from: string; dryRun?: boolean }) =>
        importDatartFromScreen(ctxOf(id), parse(datartImportInputSchema, input));
      expect(await canImportDatart(ctxOf(first!.id))).toBe(true);
      expect(await canImportDatart(ctxOf(later!.id))).toBe(false);
      const refused = await caught(fromScreen(later!.id, { from: fx.url }));
      expect(refused?.code).toBe('FORBIDDEN');
      const badUrl = await caught(fromScreen(first!.id, { from: 'postgres://x/y' }));
      expect(badUrl?.code).toBe('INVALID_INPUT');
      const dry = await fromScreen(first!.id, { from: fx.url, dryRun: true });
      expect(dry.counts.ORGANIZATION?.created).toBe(2);
      expect((await fresh.db.db.select({ n: count() }).from(users))[0]!.n).toBe(2);
    } finally {
      await fresh.close();
    }
  }, 60_000);
});
