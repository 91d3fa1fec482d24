import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metadataCache } from '@tessera/core';
import { silentLogger } from '@tessera/core/testing';
import type { Db } from '@tessera/db';
import * as schema from '@tessera/db/schema';
import { createApp } from './app';
import { published } from './publish-viz';
import { createTestApp, ownerWithDemo, type TestApp } from './test-app';
import { addMember, customersModel as model, datartChartConfig } from './viz-fixtures';

/**
 * The metadata caches (core/cache, decision D-arch-7) hold rows only while their organisation's
 * `cache_version` is unchanged, and that version moves only through the `tessera_bump_org_cache`
 * triggers. So every table whose rows a cache holds needs that trigger, or a change to it is never seen.
 * Which tables the caches hold is found, not listed: the everyday reads (a board, a chart's and a view's
 * query, the viz and storyboard trees) run once on an empty cache and twice more on the warm one, through
 * an app that records the tables each statement names. A table read when the cache was cold and no more
 * once it was warm is held by a cache.
 */
let t: TestApp;
let recorded: ReturnType<typeof createApp>;
let tables = new Set<string>();
let db: Db;
let orgId = '';
let viewId = '';
let chartId = '';
let boardId = '';
let member = { id: '', token: '' };

const TABLE = /\b(?:from|join|into|update)\s+"([a-z0-9_]+)"/gi;

/** The same database through a drizzle instance that notes every table its statements name. */
async function recordingDb(handle: TestApp['db']): Promise<Db> {
  const logger = {
    logQuery: (query: string) => void [...query.matchAll(TABLE)].forEach((m) => tables.add(m[1]!)),
  };
  const client = (handle.db as unknown as { $client: never }).$client;
  if (handle.kind === 'pglite') {
    const { drizzle } = await import('drizzle-orm/pglite');
    return drizzle(client, { schema, logger }) as unknown as Db;
  }
  const { drizzle } = await import('drizzle-orm/postgres-js');
  return drizzle(client, { schema, logger }) as unknown as Db;
}

/**
 * The everyday reads of a member, as the board, workbench and tree screens send them, one after the other:
 * the tables each one's statements named.
 */
async function readAll(): Promise<Set<string>[]> {
  const headers = {
    Authorization: `Bearer ${member.token}`,
    'X-Forwarded-For': '10.1.1.3',
    'Content-Type': 'application/json',
  };
  const query = {
    groups: [{ column: ['country'], alias: 'country' }],
    aggregators: [{ column: ['customer_id'], sqlOperator: 'COUNT', alias: 'n' }],
    orders: [{ column: ['country'], operator: 'ASC' }],
  };
  const reads: [string, RequestInit?][] = [
    [`/api/v1/viz/dashboards/${boardId}`],
    [
      `/api/v1/viz/datacharts/${chartId}/execute`,
      { method: 'POST', body: JSON.stringify({ ...query, pageInfo: { pageNo: 1, pageSize: 100 } }) },
    ],
    ['/api/v1/data-provider/execute', { method: 'POST', body: JSON.stringify({ viewId, ...query }) }],
    [`/api/v1/viz/folders?orgId=${orgId}`],
    [`/api/v1/viz/storyboards?orgId=${orgId}`],
  ];
  const named: Set<string>[] = [];
  for (const [path, init] of reads) {
    tables = new Set();
    const res = await recorded.request(path, { ...init, headers });
    expect(res.status, `${path}: ${await res.text()}`).toBe(200);
    named.push(tables);
  }
  return named;
}

beforeAll(async () => {
  t = await createTestApp({ activationRequired: false });
  db = await recordingDb(t.db);
  // No session cache: the session's own reads happen on every request, so only the metadata caches differ.
  recorded = createApp({ deps: { ...t.deps, db }, logger: silentLogger, webDistDir: null, trustProxy: true });
  const setup = await ownerWithDemo(t);
  const owner = setup.owner;
  orgId = setup.orgId;
  const view = await t.call('POST', '/api/v1/views', {
    token: owner,
    body: {
      orgId,
      name: 'Customers',
      sourceId: setup.demoId,
      script: 'select customer_id, country, city from customers',
      model: JSON.stringify(model),
    },
  });
  expect(view.status, JSON.stringify(view.body)).toBe(200);
  viewId = (view.body.data as { id: string }).id;
  const chart = await t.call('POST', '/api/v1/viz/datacharts', {
    token: owner,
    body: {
      orgId,
      viewId,
      name: 'By country',
      parentId: null,
      index: null,
      config: JSON.stringify(datartChartConfig()),
    },
  });
  expect(chart.status, JSON.stringify(chart.body)).toBe(200);
  chartId = await published(t, owner, 'DATACHART', (chart.body.data as { id: string }).id);
  const board = await t.call('POST', '/api/v1/viz/dashboards', {
    token: owner,
    body: { orgId, name: 'Board', parentId: null, index: null, subType: 'auto' },
  });
  boardId = (board.body.data as { id: string }).id;
  const widget = {
    id: crypto.randomUUID().replace(/-/g, ''),
    datachartId: chartId,
    config: JSON.stringify({
      name: 'Chart',
      type: 'chart',
      originalType: 'linkedChart',
      pRect: { x: 0, y: 0, width: 6, height: 6 },
    }),
  };
  const saved = await t.call('PUT', `/api/v1/viz/dashboards/${boardId}`, {
    token: owner,
    body: { id: boardId, name: 'Board', widgetToCreate: [widget] },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await published(t, owner, 'DASHBOARD', boardId);
  const story = await t.call('POST', '/api/v1/viz/storyboards', {
    token: owner,
    body: { orgId, name: 'Story', parentId: null, index: null },
  });
  expect(story.status, JSON.stringify(story.body)).toBe(200);
  member = await addMember(t, owner, orgId, 'rin', [
    { resourceType: 'VIZ', resourceId: '*', permission: 1 },
    { resourceType: 'VIZ', resourceId: boardId, permission: 2 },
    { resourceType: 'VIZ', resourceId: chartId, permission: 2 },
    { resourceType: 'VIEW', resourceId: '*', permission: 1 },
    { resourceType: 'VIEW', resourceId: viewId, permission: 2 },
  ]);
});
afterAll(() => t.close());

describe('the tables the metadata caches hold', () => {
  it('each has the trigger that moves its organisation’s cache version', async () => {
    metadataCache(db).clear();
    const cold = await readAll();
    await readAll();
    const warm = await readAll();
    const held = [
      ...new Set(cold.flatMap((named, i) => [...named].filter((name) => !warm[i]!.has(name)))),
    ].sort();
    // The detection sees the caches at work: a board, its widgets, the grants and the view are held.
    expect(held).toEqual(expect.arrayContaining(['dashboards', 'widgets', 'permissions', 'views']));

    interface Trigger {
      table: string;
      events: number;
    }
    const result: unknown = await t.db.db.execute(sql`
      select c.relname as "table", t.tgtype::int as events
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and p.proname = 'tessera_bump_org_cache'`);
    // postgres.js answers the rows, PGlite an object holding them.
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Trigger[];
    // tgtype bits: 1 row-level, 4 insert, 8 delete, 16 update; an AFTER trigger leaves bit 2 unset.
    const triggered = new Set(
      rows.filter((r) => (Number(r.events) & (1 | 2 | 4 | 8 | 16)) === (1 | 4 | 8 | 16)).map((r) => r.table),
    );
    // `organizations` is read for the version itself when an entry is loaded.
    expect(held.filter((name) => !triggered.has(name) && name !== 'organizations')).toEqual([]);
  });
});
