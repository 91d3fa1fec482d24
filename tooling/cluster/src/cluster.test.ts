import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reply } from './client';
import { clusterMissing, marker, member, runs, startSuite, type Suite } from './fixture';

/**
 * Two servers and two external workers behind haproxy (round robin, no stickiness), on one PostgreSQL and
 * one Redis: what one replica writes, the other honours on the very next request. Every call goes through
 * the balancer; its X-Tessera-Replica header says which replica answered, and consecutive calls alternate.
 */
const missing = await clusterMissing();
let s: Suite;
let chartId = '';

beforeAll(async () => {
  if (!missing) s = await startSuite();
});
afterAll(async () => {
  await s?.close();
});

/** The replica that did not answer `r`: the next request is sent there (X-Tessera-To). */
const otherThan = (r: Reply) => {
  expect(r.replica).toMatch(/^s[12]$/);
  return r.replica === 's1' ? 's2' : 's1';
};
/** Asserts `next` was answered by the other replica than `prev`, and returns it. */
const other = (prev: Reply, next: Reply) => {
  expect(prev.replica).toBeTruthy();
  expect(next.replica).not.toBe(prev.replica);
  return next;
};

const execute = (token: string, body: object, to?: string) =>
  s.c.rest('POST', '/data-provider/execute', { token, to, body: { viewId: s.viewId, ...body } });
const countries = {
  columns: [{ column: ['country'] }],
  keywords: ['DISTINCT'],
  orders: [{ column: ['country'], operator: 'ASC' }],
};
const rowsOf = (r: Reply) => (r.body?.data as { rows: unknown[][] }).rows;

describe.skipIf(Boolean(missing))('two replicas behind a load balancer', () => {
  it('a session made on one replica works on the other; a sign-out on one is refused on the other at once', async () => {
    const { c } = s;
    const login = await c.ok('POST', '/users/login', { body: { username: 'admin', password: 'admin123' } });
    const token = login.token!;
    // Used on both replicas (so both hold it in their session caches).
    const a = await c.ok('GET', '/users', { token, to: otherThan(login) });
    const b = other(a, await c.ok('GET', '/users', { token, to: otherThan(a) }));
    const out = other(b, await c.ok('POST', '/users/logout', { token, to: otherThan(b) }));
    const after = other(out, await c.rest('GET', '/users', { token, to: otherThan(out) }));
    console.log(
      `session: made on ${login.replica}, used on ${a.replica} and ${b.replica}; signed out on ${out.replica}; ${after.replica} answered ${after.status}`,
    );
    expect(after.status).toBe(401);
    expect((await c.rest('GET', '/users', { token })).status).toBe(401);
  });

  it('a revoked READ, a changed row rule and a hidden column hold on the other replica at the next request', async () => {
    const { c } = s;
    const rita = await member(s, 'rita', [
      { resourceType: 'VIEW', resourceId: '*', permission: 1 },
      { resourceType: 'VIEW', resourceId: s.viewId, permission: 2 },
    ]);
    // Row rule: a permission variable `country`, rita sees France only.
    await c.ok('PUT', `/views/${s.viewId}`, {
      token: s.admin,
      body: {
        id: s.viewId,
        orgId: s.orgId,
        name: 'People',
        sourceId: s.sourceId,
        script: 'SELECT id, country, city, email FROM people WHERE country IN ($country$)',
        model: JSON.stringify({
          columns: {
            id: { name: 'id', type: 'NUMERIC' },
            country: { name: 'country', type: 'STRING' },
            city: { name: 'city', type: 'STRING' },
            email: { name: 'email', type: 'STRING' },
          },
        }),
        config: { cache: true, cacheExpires: 300 },
      },
    });
    const variableId = (
      await c.data<{ id: string }>('POST', '/variables', {
        token: s.admin,
        body: { orgId: s.orgId, viewId: s.viewId, name: 'country', type: 'PERMISSION', valueType: 'STRING' },
      })
    ).id;
    await c.ok('PUT', '/variables/rel', {
      token: s.admin,
      body: { relToCreate: [{ variableId, subjectType: 'USER', subjectId: rita.id, value: ['France'] }] },
    });
    // Warm both replicas (sessions, permission snapshots, results in the shared cache).
    const w1 = await execute(rita.token, countries, 's1');
    const w2 = other(w1, await execute(rita.token, countries, 's2'));
    expect([w1.status, w2.status]).toEqual([200, 200]);
    expect(rowsOf(w2)).toEqual([['France']]);

    // The row rule changes on one replica: the other gives the new rows at once.
    const [rel] = await c.data<{ id: string }[]>('GET', `/variables/value?variableId=${variableId}`, {
      token: s.admin,
    });
    const changed = other(
      w2,
      await c.ok('PUT', '/variables/rel', {
        token: s.admin,
        to: otherThan(w2),
        body: {
          relToUpdate: [
            { id: rel!.id, variableId, subjectType: 'USER', subjectId: rita.id, value: ['Japan', 'Peru'] },
          ],
        },
      }),
    );
    const rows = other(changed, await execute(rita.token, countries, otherThan(changed)));
    console.log(
      `row rule: changed on ${changed.replica}; ${rows.replica} answered ${JSON.stringify(rowsOf(rows))}`,
    );
    expect(rowsOf(rows)).toEqual([['Japan'], ['Peru']]);

    // A column hidden from rita's role on one replica: the other refuses it at once.
    const role = (
      await c.data<{ id: string }>('POST', '/roles', {
        token: s.admin,
        body: { orgId: s.orgId, name: 'Analysts' },
      })
    ).id;
    await c.ok('PUT', `/roles/${role}/users`, { token: s.admin, body: [rita.id] });
    const withEmail = { columns: [{ column: ['country'] }, { column: ['email'] }] };
    const e1 = await execute(rita.token, withEmail, 's1');
    const e2 = other(e1, await execute(rita.token, withEmail, 's2'));
    expect([e1.status, e2.status]).toEqual([200, 200]);
    const hidden = other(
      e2,
      await c.ok('POST', '/roles/view_permission/grant', {
        token: s.admin,
        to: otherThan(e2),
        body: {
          permissionToCreate: [
            {
              orgId: s.orgId,
              subjectType: 'ROLE',
              subjectId: role,
              viewId: s.viewId,
              columnPermission: '["id","country"]',
            },
          ],
        },
      }),
    );
    const refused = other(hidden, await execute(rita.token, withEmail, otherThan(hidden)));
    console.log(`column: hidden on ${hidden.replica}; ${refused.replica} answered ${refused.status}`);
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).not.toContain('@example.com');

    // READ revoked on one replica: the other refuses at once.
    const revoked = other(
      refused,
      await c.ok('POST', '/roles/permission/grant', {
        token: s.admin,
        to: otherThan(refused),
        body: {
          permissionToDelete: [
            {
              orgId: s.orgId,
              subjectType: 'USER_ROLE',
              subjectId: rita.id,
              resourceType: 'VIEW',
              resourceId: s.viewId,
              permission: 2,
            },
          ],
        },
      }),
    );
    const denied = other(revoked, await execute(rita.token, countries, otherThan(revoked)));
    console.log(`READ: revoked on ${revoked.replica}; ${denied.replica} answered ${denied.status}`);
    expect(denied.status).toBe(403);
    expect((await execute(rita.token, countries)).status).toBe(403);
  });

  it('a chart saved on one replica is read on the other', async () => {
    const { c } = s;
    const saved = await c.ok('POST', '/viz/datacharts', {
      token: s.admin,
      body: {
        orgId: s.orgId,
        viewId: s.viewId,
        name: 'By country',
        config: JSON.stringify({
          chartGraphId: 'cluster-column-chart',
          aggregation: true,
          chartConfig: { datas: [], styles: [], settings: [] },
        }),
      },
    });
    const id = (saved.body!.data as { id: string }).id;
    chartId = id;
    const read = other(
      saved,
      await c.ok('GET', `/viz/datacharts/${id}`, { token: s.admin, to: otherThan(saved) }),
    );
    console.log(`chart: saved on ${saved.replica}, read on ${read.replica}`);
    expect((read.body!.data as { name: string }).name).toBe('By country');
  });

  it('100 identical concurrent cached queries over both replicas run once in the database', async () => {
    const { c } = s;
    const mark = marker();
    const viewId = (
      await c.data<{ id: string }>('POST', '/views', {
        token: s.admin,
        body: {
          orgId: s.orgId,
          name: `Slow ${mark}`,
          sourceId: s.sourceId,
          // The marker is an identifier: pg_stat_statements keeps identifiers (constants become $n).
          script: `SELECT id, country, city, email, 1 AS ${mark} FROM slow_people()`,
          model: JSON.stringify({
            columns: { country: { name: 'country', type: 'STRING' }, id: { name: 'id', type: 'NUMERIC' } },
          }),
          config: { cache: true, cacheExpires: 300 },
        },
      })
    ).id;
    const body = {
      viewId,
      groups: [{ column: ['country'] }],
      aggregators: [{ column: ['id'], sqlOperator: 'COUNT', alias: 'n' }],
      orders: [{ column: ['country'], operator: 'ASC' }],
    };
    const before = await runs(s.data, mark);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => c.rest('POST', '/data-provider/execute', { token: s.admin, body })),
    );
    const byReplica: Record<string, number> = {};
    for (const a of answers) byReplica[a.replica ?? '?'] = (byReplica[a.replica ?? '?'] ?? 0) + 1;
    const ran = (await runs(s.data, mark)) - before;
    console.log(
      `100 identical queries: answered by ${JSON.stringify(byReplica)}; ran ${ran} time(s) in the database`,
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(Object.keys(byReplica)).toHaveLength(2);
    expect(new Set(answers.map((a) => JSON.stringify(rowsOf(a)))).size).toBe(1);
    expect(ran).toBe(1);
  });

  it('a download is run by exactly one worker', async () => {
    const { c } = s;
    const task = await c.data<{ id: string }>('POST', '/download/submit/task', {
      token: s.admin,
      body: {
        fileName: 'People',
        downloadType: 'EXCEL',
        downloadParams: [
          {
            viewId: s.viewId,
            vizId: chartId,
            vizType: 'DATACHART',
            vizName: 'People',
            columns: [{ column: ['country'] }],
          },
        ],
      },
    });
    const deadline = Date.now() + 30_000;
    let status = 0;
    while (Date.now() < deadline) {
      const list = await c.data<{ id: string; status: number }[]>('GET', '/download/tasks', {
        token: s.admin,
      });
      status = list.find((t) => t.id === task.id)?.status ?? 0;
      if (status !== 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(1);
    const meta = postgres(s.cluster.metadataUrl, { max: 1, onnotice: () => {} });
    try {
      const jobs = await meta<{ status: string; attempts: number; locked_by: string | null }[]>`
        SELECT status, attempts, locked_by FROM jobs WHERE kind = 'download' AND payload::text LIKE ${`%${task.id}%`}`;
      console.log(`download: ${jobs.length} job(s), ${JSON.stringify(jobs)}`);
      expect(jobs).toHaveLength(1);
      expect(jobs[0]).toMatchObject({ status: 'done', attempts: 1 });
    } finally {
      await meta.end({ timeout: 2 });
    }
  });
});
