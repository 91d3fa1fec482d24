import { appendFile } from 'node:fs/promises';
import postgres from 'postgres';
import { fmt } from '../stats';
import { client, tokenOf, type Client } from './client';
import { startServer } from './server';

/**
 * Issue 14's board data benchmark, over real HTTP against the compiled server (PGlite metadata): a board
 * of 24 linked charts whose view query takes 200 ms in PostgreSQL. In the same run it compares one
 * streamed `POST /viz/dashboards/{id}/data` (NDJSON, one line per widget) with one request per chart
 * through 6 connections, as a browser does per host — cold (no result cache) and warm (cached view).
 */
const pgUrl = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const WIDGETS = 24;
const BROWSER_CONNECTIONS = 6;
const chartRequest = {
  groups: [{ column: ['category'], alias: 'category' }],
  aggregators: [{ column: ['n'], sqlOperator: 'SUM', alias: 'total' }],
  pageInfo: { pageNo: 1, pageSize: 100 },
};
const chartConfig = {
  chartGraphId: 'cluster-column-chart',
  aggregation: true,
  chartConfig: {
    datas: [
      {
        key: 'dimension',
        type: 'group',
        rows: [{ colName: 'category', type: 'NUMERIC', category: 'field' }],
      },
      {
        key: 'metrics',
        type: 'aggregate',
        rows: [{ colName: 'n', type: 'NUMERIC', category: 'field', aggregate: 'SUM' }],
      },
    ],
    styles: [],
    settings: [],
    interactions: [],
  },
};

/** A user function that sleeps 200 ms then answers 8 rows (pg_sleep itself is refused in view SQL). */
export async function slowFunction() {
  const sql = postgres(pgUrl, { max: 1, onnotice: () => {} });
  await sql.unsafe(`CREATE OR REPLACE FUNCTION bench_slow_categories() RETURNS TABLE(category int, n bigint)
    LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(0.2);
    RETURN QUERY SELECT g % 8, count(*) FROM generate_series(1, 1000) g GROUP BY 1; END $$`);
  await sql.end();
}

export async function board(c: Client, token: string, orgId: string, sourceId: string, cached: boolean) {
  const view = await c.rest('POST', '/views', {
    token,
    body: {
      orgId,
      name: `slow ${cached ? 'cached' : 'plain'} ${Date.now()}`,
      sourceId,
      script: 'SELECT * FROM bench_slow_categories()',
      model: {
        columns: { category: { name: 'category', type: 'NUMERIC' }, n: { name: 'n', type: 'NUMERIC' } },
      },
      config: cached ? { cache: true, cacheExpires: 3600 } : {},
    },
  });
  const viewId = (view.json as { data: { id: string } }).data.id;
  const charts: string[] = [];
  for (let i = 0; i < WIDGETS; i++) {
    const r = await c.rest('POST', '/viz/datacharts', {
      token,
      body: { orgId, viewId, name: `chart ${i} ${Date.now()}`, config: JSON.stringify(chartConfig) },
    });
    charts.push((r.json as { data: { id: string } }).data.id);
  }
  const created = await c.rest('POST', '/viz/dashboards', {
    token,
    body: { orgId, name: `board ${Date.now()}`, subType: 'auto' },
  });
  const id = (created.json as { data: { id: string } }).data.id;
  const widgetIds = charts.map(() => crypto.randomUUID().replace(/-/g, ''));
  const saved = await c.rest('PUT', `/viz/dashboards/${id}`, {
    token,
    body: {
      name: `board ${id}`,
      widgetToCreate: charts.map((datachartId, i) => ({
        id: widgetIds[i],
        datachartId,
        // Two per row on the grid, so the Chromium bench sees the whole board in one tall window.
        config: JSON.stringify({
          name: `w${i}`,
          type: 'chart',
          originalType: 'linkedChart',
          pRect: { x: (i % 2) * 6, y: Math.floor(i / 2) * 6, width: 6, height: 6 },
        }),
      })),
    },
  });
  if (saved.status !== 200) throw new Error(`board: ${JSON.stringify(saved.json)}`);
  return { id, charts, widgetIds };
}

/** One streamed request: ms to the first line and to the last. */
async function streamed(base: string, token: string, b: Awaited<ReturnType<typeof board>>, salt: number) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/v1/viz/dashboards/${b.id}/data`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      queries: b.widgetIds.map((widgetId) => ({
        widgetId,
        request: { ...chartRequest, pageInfo: { pageNo: 1, pageSize: 100 + salt } },
      })),
    }),
  });
  const reader = res.body!.getReader();
  let first = 0;
  let lines = 0;
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const n = (decoder.decode(value, { stream: true }).match(/\n/g) ?? []).length;
    if (n && !first) first = performance.now() - t0;
    lines += n;
  }
  if (lines !== WIDGETS) throw new Error(`expected ${WIDGETS} lines, got ${lines}`);
  return { first, all: performance.now() - t0 };
}

/** One request per chart, at most 6 at a time (a browser's connections per host). */
async function perChart(c: Client, token: string, b: Awaited<ReturnType<typeof board>>, salt: number) {
  const t0 = performance.now();
  const queue = [...b.charts];
  const worker = async () => {
    for (let id = queue.shift(); id; id = queue.shift()) {
      const r = await c.rest('POST', `/viz/datacharts/${id}/execute`, {
        token,
        body: { ...chartRequest, pageInfo: { pageNo: 1, pageSize: 100 + salt } },
      });
      if (r.status !== 200) throw new Error(`execute ${r.status}`);
    }
  };
  await Promise.all(Array.from({ length: BROWSER_CONNECTIONS }, worker));
  return performance.now() - t0;
}

/** The first user, their organisation and a PostgreSQL source with a pool for every widget. */
export async function benchSetup(c: Client) {
  await c.rest('POST', '/sys/setup', {
    body: { user: { username: 'admin', email: 'admin@example.com', password: 'admin123', name: 'Admin' } },
  });
  const token = tokenOf(
    await c.rest('POST', '/users/login', { body: { username: 'admin', password: 'admin123' } }),
  );
  const orgId = ((await c.rest('GET', '/orgs', { token })).json as { data: { id: string }[] }).data[0]!.id;
  const u = new URL(pgUrl);
  const source = await c.rest('POST', '/sources', {
    token,
    body: {
      orgId,
      name: 'slow',
      type: 'JDBC',
      config: {
        dbType: 'POSTGRESQL',
        url: `jdbc:postgresql://${u.hostname}:${u.port || 5432}${u.pathname}`,
        user: decodeURIComponent(u.username),
        password: decodeURIComponent(u.password),
        poolSize: WIDGETS,
      },
    },
  });
  const sourceId = (source.json as { data: { id: string } }).data.id;
  return { token, orgId, sourceId };
}

export async function dashboardBench(out: (s: string) => void) {
  await slowFunction();
  const server = await startServer(undefined);
  try {
    const c = client(server.base);
    const { token, orgId, sourceId } = await benchSetup(c);
    out(`\n### Dashboard data: ${WIDGETS} charts, 200 ms each in PostgreSQL (source poolSize ${WIDGETS})\n`);
    const plain = await board(c, token, orgId, sourceId, false);
    const cached = await board(c, token, orgId, sourceId, true);
    // warm-up of connections and code paths (not counted)
    await streamed(server.base, token, plain, 999);
    for (const [label, b] of [
      ['cold (no result cache)', plain],
      ['warm (cached view)', cached],
    ] as const) {
      const salt = label.startsWith('cold') ? 1 : 0;
      if (b === cached) await streamed(server.base, token, b, salt); // fill the cache
      const s = await streamed(server.base, token, b, label.startsWith('cold') ? 2 : salt);
      const p = await perChart(c, token, b, label.startsWith('cold') ? 3 : salt);
      out(
        `- ${label}: one streamed request → first widget ${fmt(s.first, 0)} ms, all ${WIDGETS} ${fmt(s.all, 0)} ms; ` +
          `one request per chart over ${BROWSER_CONNECTIONS} connections → ${fmt(p, 0)} ms (×${fmt(p / s.all, 1)})`,
      );
    }
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lines: string[] = [];
  await dashboardBench((s) => {
    console.log(s);
    lines.push(s);
  });
  if (process.env.BENCH_OUT) await appendFile(process.env.BENCH_OUT, `${lines.join('\n')}\n`);
}
