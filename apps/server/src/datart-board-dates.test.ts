import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { availableEngines, runSql, sourceAndView, uniqueTable, type Engine } from './test-engines';

/**
 * Issue 28, board dates per picker type (D-date-4): Datart's board formats a range controller's bounds by
 * its picker (`dateFormatObj`: year `YYYY`, quarter `YYYY-Q`, month `YYYY-MM`, date `YYYY-MM-DD`) and
 * splits the range into GTE start / LT end. Its server passed that text to the database as it was;
 * Tessera reads each bound as the first instant of its period, on PostgreSQL and MariaDB.
 */

const live = await availableEngines();
const table = uniqueTable('board_dates');
const days = [
  '2023-12-31 23:59:59',
  '2024-01-15 08:00:00',
  '2024-03-01 00:00:00',
  '2024-03-31 23:59:59',
  '2024-04-01 00:00:00',
  '2024-07-02 12:00:00',
  '2025-01-01 00:00:00',
];

let t: TestApp;
let owner = '';
let orgId = '';
beforeAll(async () => {
  t = await createTestApp({ activationRequired: false });
  owner = await t.bootstrapAdmin();
  orgId = ((await t.call('GET', '/api/v1/orgs', { token: owner })).body.data as { id: string }[])[0]!.id;
});
afterAll(async () => {
  await t?.close();
  for (const e of live) await runSql(e, [`DROP TABLE IF EXISTS ${table}`]);
});

/** The body Datart's board sends for one chart under a range controller (bounds as its picker formats them). */
const body = (viewId: string, start: string, end: string) => ({
  viewId,
  aggregators: [{ column: ['id'], sqlOperator: 'COUNT' }],
  groups: [],
  filters: [
    { aggOperator: null, column: ['day'], sqlOperator: 'GTE', values: [{ value: start, valueType: 'DATE' }] },
    { aggOperator: null, column: ['day'], sqlOperator: 'LT', values: [{ value: end, valueType: 'DATE' }] },
  ],
  orders: [],
  pageInfo: { countTotal: false, pageNo: 1, pageSize: 1000 },
  functionColumns: [],
  columns: [],
  script: false,
  cache: false,
  cacheExpires: 0,
  concurrencyControl: true,
  concurrencyControlMode: 'DIRTYREAD',
});

describe.each(live)("Datart's board date bounds on $name", (engine: Engine) => {
  let viewId = '';
  beforeAll(async () => {
    const ts = engine.name === 'PostgreSQL' ? 'timestamp' : 'datetime';
    await runSql(engine, [
      `CREATE TABLE ${table} (id integer, day ${ts})`,
      `INSERT INTO ${table} VALUES ${days.map((d, i) => `(${i + 1}, '${d}')`).join(', ')}`,
    ]);
    viewId = await sourceAndView(t, owner, orgId, engine, {
      name: 'board-dates',
      script: `SELECT id, day FROM ${table}`,
      model: { version: '1.0.0', columns: { id: { type: 'NUMERIC' }, day: { type: 'DATE' } } },
    });
  });

  it.each([
    { picker: 'year', start: '2024', end: '2025', count: 5 },
    { picker: 'quarter', start: '2024-1', end: '2024-2', count: 3 },
    { picker: 'month', start: '2024-03', end: '2024-04', count: 2 },
    { picker: 'date', start: '2024-03-01', end: '2024-04-01', count: 2 },
    { picker: 'dateTime', start: '2024-03-31 23:59:59', end: '2024-04-01 00:00:01', count: 2 },
  ])('a $picker picker: [$start, $end) holds $count rows', async ({ start, end, count }) => {
    const run = await t.call('POST', '/api/v1/data-provider/execute', {
      token: owner,
      body: body(viewId, start, end),
    });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect(Number((run.body.data as { rows: unknown[][] }).rows[0]![0])).toBe(count);
  });

  it('refuses a bound that is no date with a clear message', async () => {
    const run = await t.call('POST', '/api/v1/data-provider/execute', {
      token: owner,
      body: body(viewId, 'Invalid date', '2024-04'),
    });
    expect(run.status).toBe(400);
    expect(JSON.stringify(run.body)).toContain('not a date');
  });
});
