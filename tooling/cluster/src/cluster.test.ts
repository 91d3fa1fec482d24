import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { load, type Reply } from './client';
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
    // Bounded generously: on a loaded two-core machine a worker may take a while to get to it.
    const deadline = Date.now() + 90_000;
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

/** Waits (polling, bounded) until `probe` is true. */
async function eventually(what: string, ms: number, probe: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Issue 34's load during the faults: 200 virtual users (CLUSTER_VUS to change), each asking again at once. */
const vus = Number(process.env.CLUSTER_VUS ?? 200);

describe.skipIf(Boolean(missing))(`faults, with the set under load (${vus} virtual users)`, () => {
  const cachedQuery = {
    columns: [{ column: ['country'] }],
    keywords: ['DISTINCT'],
    orders: [{ column: ['country'], operator: 'ASC' }],
  };

  it('one replica killed: the balancer routes around it, only requests in flight fail', async () => {
    const { c, cluster } = s;
    const victim = cluster.servers[1]!;
    // Both replicas warm (their first execute opens the source's pool).
    for (const to of ['s1', 's2'])
      await c.ok('POST', '/data-provider/execute', {
        token: s.admin,
        to,
        body: { viewId: s.viewId, ...cachedQuery },
      });
    const report = await load(
      vus,
      () =>
        c.rest('POST', '/data-provider/execute', {
          token: s.admin,
          body: { viewId: s.viewId, ...cachedQuery },
        }),
      async (mark, live) => {
        await sleep(2500);
        await victim.kill('SIGKILL');
        // From the moment the process is gone, no new request may fail.
        mark();
        // Bounded by count, not by time: a loaded machine answers slowly.
        await eventually('40 requests answered after the kill', 60_000, async () => live.okAfterMark >= 40);
      },
    );
    console.log(
      `replica killed under ${vus} users: ${report.ok} ok, ${report.failed} failed (${JSON.stringify(report.failures)}), ` +
        `${report.failedAfterMark} of them sent after the replica was gone (${report.okAfterMark} ok); answers by replica ${JSON.stringify(report.byReplica)}`,
    );
    expect(report.okAfterMark).toBeGreaterThan(0);
    // Per virtual user, at most the request in flight on the killed replica and one sent to it before the
    // kill was seen can fail; after that, none (the balancer routes around it).
    expect(report.failed).toBeLessThanOrEqual(2 * vus);
    expect(report.failedAfterMark).toBe(0);
    await cluster.revive(victim.name);
    await eventually('the balancer to route to the revived replica', 15_000, async () => {
      const seen = new Set<string | null>();
      for (let i = 0; i < 4; i++) seen.add((await c.rest('GET', '/users', { token: s.admin })).replica);
      return seen.has(victim.name);
    });
  });

  it('Redis stops: requests still succeed, one warning per process; when it returns the shared cache is used again', async () => {
    const { c, cluster } = s;
    const offsets = cluster.servers.map((p) => p.log().length);
    const report = await load(
      vus,
      () =>
        c.rest('POST', '/data-provider/execute', {
          token: s.admin,
          body: { viewId: s.viewId, ...cachedQuery },
        }),
      async (mark, live) => {
        await sleep(1500);
        mark();
        await cluster.redis.stop();
        await eventually(
          `${vus} requests answered with Redis down`,
          60_000,
          async () => live.okAfterMark >= vus,
        );
      },
    );
    const warningsOf = () =>
      cluster.servers.map((p, i) => p.log().slice(offsets[i]).split('Redis is unreachable').length - 1);
    // A replica's log reaches us through its pipe: wait (bounded by count) until each has said it.
    await eventually('a warning from each replica', 60_000, async () => warningsOf().every((n) => n > 0));
    const warnings = warningsOf();
    console.log(
      `redis stopped under ${vus} users: ${report.ok} ok, ${report.failed} failed (${JSON.stringify(report.failures)}); ` +
        `warnings per replica ${JSON.stringify(warnings)}`,
    );
    expect(report.failed).toBe(0);
    expect(report.okAfterMark).toBeGreaterThan(0);
    expect(warnings).toEqual(cluster.servers.map(() => 1));
    for (const [i, p] of cluster.servers.entries())
      expect(p.log().slice(offsets[i])).not.toContain('Unhandled error event');
    // A sign-in (rate limits in memory now) works too.
    expect(
      (await c.rest('POST', '/users/login', { body: { username: 'admin', password: 'admin123' } })).status,
    ).toBe(200);

    await cluster.redis.start();
    // Back: a new query asked on s1 then on s2 runs once in the database again (the shared cache).
    const mark = marker();
    const viewId = (
      await c.data<{ id: string }>('POST', '/views', {
        token: s.admin,
        body: {
          orgId: s.orgId,
          name: `Back ${mark}`,
          sourceId: s.sourceId,
          script: `SELECT id, country, 1 AS ${mark} FROM people`,
          model: JSON.stringify({ columns: { country: { name: 'country', type: 'STRING' } } }),
          config: { cache: true, cacheExpires: 300 },
        },
      })
    ).id;
    let size = 10;
    let ran = 0;
    await eventually('both replicas to share the cache again', 60_000, async () => {
      size++;
      const before = await runs(s.data, mark);
      const body = { viewId, columns: [{ column: ['country'] }], pageInfo: { pageNo: 1, pageSize: size } };
      await c.ok('POST', '/data-provider/execute', { token: s.admin, body, to: 's1' });
      await c.ok('POST', '/data-provider/execute', { token: s.admin, body, to: 's2' });
      ran = (await runs(s.data, mark)) - before;
      return ran === 1;
    });
    const back = cluster.servers.map((p, i) => p.log().slice(offsets[i]).includes('Redis answers again'));
    console.log(
      `redis back: one query over both replicas ran ${ran} time(s); "answers again" logged ${JSON.stringify(back)}`,
    );
    expect(back).toEqual(cluster.servers.map(() => true));
  });

  it('a worker killed mid-job: the job is run again by the other worker after the lease', async () => {
    const { c, cluster } = s;
    const viewId = (
      await c.data<{ id: string }>('POST', '/views', {
        token: s.admin,
        body: {
          orgId: s.orgId,
          name: 'Slower',
          sourceId: s.sourceId,
          script: 'SELECT id, country FROM slower_people()',
          model: JSON.stringify({ columns: { country: { name: 'country', type: 'STRING' } } }),
        },
      })
    ).id;
    const vizId = (
      await c.data<{ id: string }>('POST', '/viz/datacharts', {
        token: s.admin,
        body: {
          orgId: s.orgId,
          viewId,
          name: 'Slower',
          config: JSON.stringify({
            chartGraphId: 'cluster-column-chart',
            aggregation: true,
            chartConfig: { datas: [], styles: [], settings: [] },
          }),
        },
      })
    ).id;
    const task = await c.data<{ id: string }>('POST', '/download/submit/task', {
      token: s.admin,
      body: {
        fileName: 'Slower',
        downloadType: 'EXCEL',
        downloadParams: [
          { viewId, vizId, vizType: 'DATACHART', vizName: 'Slower', columns: [{ column: ['country'] }] },
        ],
      },
    });
    const meta = postgres(s.cluster.metadataUrl, { max: 1, onnotice: () => {} });
    try {
      const job = async () =>
        (
          await meta<
            { status: string; attempts: number; locked_by: string | null; last_error: string | null }[]
          >`
            SELECT status, attempts, locked_by, last_error FROM jobs
            WHERE kind = 'download' AND payload::text LIKE ${`%${task.id}%`}`
        )[0];
      let first: Awaited<ReturnType<typeof job>>;
      await eventually('a worker to claim the download', 60_000, async () => {
        first = await job();
        return first?.status === 'running';
      });
      // The worker id is host:pid:random; kill that worker while its query runs.
      const pid = Number(first!.locked_by!.split(':')[1]);
      const victim = cluster.workers.find((w) => w.pid === pid);
      expect(victim, `the job's worker (${first!.locked_by}) is one of ours`).toBeDefined();
      await victim!.kill('SIGKILL');
      let last: Awaited<ReturnType<typeof job>>;
      await eventually('the other worker to finish the job', 90_000, async () => {
        last = await job();
        return last?.status === 'done';
      });
      console.log(
        `worker killed mid-job: ${victim!.name} (${first!.locked_by}) died on attempt ${first!.attempts}; ` +
          `done by ${last!.locked_by} on attempt ${last!.attempts}`,
      );
      expect(last!.attempts).toBe(first!.attempts + 1);
      expect(last!.locked_by).not.toBe(first!.locked_by);
      const list = await c.data<{ id: string; status: number }[]>('GET', '/download/tasks', {
        token: s.admin,
      });
      expect(list.find((t) => t.id === task.id)?.status).toBe(1);
      cluster.workers.splice(cluster.workers.indexOf(victim!), 1);
      await cluster.addWorker();
    } finally {
      await meta.end({ timeout: 2 });
    }
  });

  it('PostgreSQL restarts under load: clear 503s with the envelope, then recovery without restarting Tessera', async () => {
    const { c, cluster, pg } = s;
    const signIn = () =>
      c.rest('POST', '/users/login', { body: { username: 'admin', password: 'admin123' } });
    expect((await signIn()).status).toBe(200);
    // The users read the member list (the session and the list both need the metadata database).
    const bodies: Record<string, unknown> = {};
    let firstOk: number | undefined;
    const report = await load(
      vus,
      async () => {
        const r = await c.rest('GET', '/users', { token: s.admin });
        if (r.status !== 200) bodies[r.status] ??= r.body;
        return r;
      },
      async (mark, live) => {
        await sleep(1500);
        await pg.stop();
        const asked = Date.now();
        const down = [await signIn(), await signIn()];
        if (down.some((d) => d.status !== 503))
          for (const p of cluster.servers)
            console.log(`${p.name} log after the stop (${Date.now() - asked} ms):\n${p.log().slice(-4000)}`);
        console.log(
          `postgres down: ${down.map((d) => `${d.replica} ${d.status} ${d.body?.message}`).join('; ')}`,
        );
        for (const d of down) {
          expect(d.status).toBe(503);
          expect(d.body).toMatchObject({ success: false, errCode: 503, data: null });
          expect(d.body?.message).toBeTruthy();
        }
        await pg.start();
        mark();
        const back = Date.now();
        // Bounded by count, not by time: the users' requests succeed again on both replicas.
        await eventually(`${vus} requests answered after PostgreSQL came back`, 60_000, async () => {
          if (live.okAfterMark > 0) firstOk ??= Date.now() - back;
          return live.okAfterMark >= vus;
        });
      },
    );
    console.log(
      `postgres restarted under ${vus} users: ${report.ok} ok, ${report.failed} failed (${JSON.stringify(report.failures)}), ${report.okAfterMark} ok after it was back (the first within ${firstOk} ms, polled every 100 ms); answers by replica ${JSON.stringify(report.byReplica)}`,
    );
    // Every refusal was the clear one: 503 with Datart's envelope, never a 500 or a dropped connection.
    expect(Object.keys(report.failures).filter((f) => f !== '503')).toEqual([]);
    if (bodies[503]) expect(bodies[503]).toMatchObject({ success: false, errCode: 503, data: null });
    const started = Date.now();
    // /healthz asks the metadata database (select 1) on the replica that answers: both must pass. The time
    // it takes is printed, not asserted (timings belong to benches; issue 34's target is 5 s): the bound is
    // only how long a loaded machine may take before this counts as no recovery at all.
    await eventually('both replicas to reach the database again', 60_000, async () => {
      const [a, b] = [
        await c.rest('GET', '/healthz', { root: true }),
        await c.rest('GET', '/healthz', { root: true }),
      ];
      return a.status === 200 && b.status === 200 && a.replica !== b.replica;
    });
    expect((await signIn()).status).toBe(200);
    expect((await signIn()).status).toBe(200);
    console.log(
      `postgres back: both replicas answer /healthz ${Date.now() - started} ms after the load ended`,
    );
    const workers = cluster.workers.map((w) => `${w.name} ${w.alive() ? 'running' : 'exited'}`).join(', ');
    console.log(`postgres back: workers ${workers}`);
    for (const p of cluster.servers) expect(p.alive(), `${p.name} is still running`).toBe(true);
    // Every worker too: an unhandled rejection of postgres.js (a connection closed during its type fetch)
    // once ended a worker here; it is a warning now (D-ops-11).
    for (const w of cluster.workers) expect(w.alive(), `${w.name} is still running`).toBe(true);
  });
});
