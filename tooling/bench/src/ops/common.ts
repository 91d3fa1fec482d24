import { readFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import postgres from 'postgres';
import { startCluster, type Cluster } from '../../../cluster/src/cluster';
import { BENCH_TABLE, ensureBenchTable } from '../pg-setup';
import { fmt } from '../stats';

/**
 * Shared by the operations benches (issues 31 and 34): sizes, the topology of tooling/cluster (compiled
 * servers and external workers on a fresh PostgreSQL metadata database and an own Redis, behind haproxy),
 * an HTTP client that can name the replica and the client's address, and a resident-memory sampler.
 */
export const pgUrl = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const adminUrl = (() => {
  const u = new URL(pgUrl);
  u.pathname = '/postgres';
  return u.toString();
})();

/**
 * A case's size: its own variable when set (BENCH_EXPORT_ROWS=20000), else the size times
 * BENCH_SCALE (0.01 runs every case at 1 %, to show that it works on a busy machine).
 */
export function size(variable: string, full: number, min = 1): number {
  const own = process.env[variable];
  if (own) return Number(own);
  const scale = Number(process.env.BENCH_SCALE ?? 1);
  return Math.max(min, Math.round(full * scale));
}

/** What a figure was measured on: the time, the host and its load (the host drifts 1.5–2× with it). */
export const hostLine = () =>
  `${new Date().toISOString()}, Node ${process.version}, ${cpus().length} cores, load average ${loadavg()
    .map((l) => fmt(l, 1))
    .join(' / ')}`;

/** Lines printed and kept for the caller (BENCH_OUT appends them to a file). */
export function report() {
  const lines: string[] = [];
  return {
    out(s: string) {
      console.log(s);
      lines.push(s);
    },
    lines,
  };
}

/** The cluster's topology for a bench: BENCH_BUILD=0 skips building the server and the worker. */
export async function benchCluster(options: {
  servers: number;
  workers: number;
  env?: Record<string, string>;
}): Promise<Cluster> {
  const cluster = await startCluster({
    adminUrl,
    build: process.env.BENCH_BUILD !== '0',
    servers: options.servers,
    workers: options.workers,
    // LOG_LEVEL stays info, as deployed (and the cluster waits for the worker's 'worker started' line).
    env: options.env,
    log: (l) => console.log(`  [cluster] ${l}`),
  });
  // Interrupted (Ctrl-C, a timeout): stop the processes and drop the database rather than leave them.
  const interrupted = () => void cluster.stop().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  return cluster;
}

export interface Reply {
  status: number;
  data: unknown;
  headers: Headers;
}

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  /** The client's address (X-Forwarded-For; the servers trust the balancer): rate limits are per address. */
  ip?: string;
  /** The replica that must answer (haproxy's X-Tessera-To); the balancer's round robin otherwise. */
  to?: string;
}

/** JSON over HTTP; every body is read so connections are reused. */
export function http(base: string) {
  const call = async (method: string, path: string, o: CallOptions = {}): Promise<Reply> => {
    const headers: Record<string, string> = { 'X-Forwarded-For': o.ip ?? '10.254.0.1' };
    if (o.body !== undefined) headers['Content-Type'] = 'application/json';
    if (o.token) headers.Authorization = `Bearer ${o.token}`;
    if (o.to) headers['X-Tessera-To'] = o.to;
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
    });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    const data = json && typeof json === 'object' && 'data' in json ? (json as { data: unknown }).data : json;
    return { status: res.status, data, headers: res.headers };
  };
  /** `call` under /api/v1 that fails unless the answer is 200. */
  const api = async <T>(method: string, path: string, o: CallOptions = {}): Promise<T> => {
    const r = await call(method, `/api/v1${path}`, o);
    if (r.status !== 200) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.data)}`);
    return r.data as T;
  };
  return { call, api, base };
}

export type Http = ReturnType<typeof http>;

export interface Org {
  token: string;
  orgId: string;
  sourceId: string;
}

export const ADMIN = { username: 'admin', password: 'admin123' };

/** The first owner, their organisation and a JDBC source on the bench database (with its 1M-row table). */
export async function firstOwner(h: Http): Promise<Org> {
  const driver = postgres(pgUrl, { max: 1, onnotice: () => {} });
  await ensureBenchTable(driver).finally(() => driver.end({ timeout: 2 }));
  await h.api('POST', '/sys/setup', {
    body: { user: { ...ADMIN, email: 'admin@example.com', name: 'Admin' } },
  });
  const login = await h.call('POST', '/api/v1/users/login', { body: ADMIN });
  const token = login.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
  if (!token) throw new Error(`sign-in: ${login.status} ${JSON.stringify(login.data)}`);
  const orgId = (await h.api<{ id: string }[]>('GET', '/orgs', { token }))[0]!.id;
  const u = new URL(pgUrl);
  const source = await h.api<{ id: string }>('POST', '/sources', {
    token,
    body: {
      orgId,
      name: 'bench',
      type: 'JDBC',
      config: {
        dbType: 'POSTGRESQL',
        url: `jdbc:postgresql://${u.hostname}:${u.port || 5432}${u.pathname}`,
        user: decodeURIComponent(u.username),
        password: decodeURIComponent(u.password),
      },
    },
  });
  return { token, orgId, sourceId: source.id };
}

export const eventColumns = ['id', 'category', 'user_id', 'amount', 'ts', 'label'] as const;
const eventModel = {
  columns: Object.fromEntries(
    eventColumns.map((c) => [
      c,
      {
        name: c,
        type: c === 'label' ? 'STRING' : c === 'ts' ? 'DATE' : 'NUMERIC',
        category: 'UNCATEGORIZED',
      },
    ]),
  ),
};

/** A view over the first `rows` rows of the bench table (all of it when 1,000,000). */
export async function eventsView(
  h: Http,
  org: Org,
  name: string,
  rows: number,
  cached = false,
): Promise<string> {
  const where = rows >= 1_000_000 ? '' : ` WHERE id <= ${rows}`;
  const view = await h.api<{ id: string }>('POST', '/views', {
    token: org.token,
    body: {
      orgId: org.orgId,
      name,
      sourceId: org.sourceId,
      script: `SELECT ${eventColumns.join(', ')} FROM ${BENCH_TABLE}${where}`,
      model: JSON.stringify(eventModel),
      config: cached ? { cache: true, cacheExpires: 3600 } : {},
    },
  });
  return view.id;
}

/** A table chart of every column of a view (what an export writes). */
export const tableChartConfig = {
  aggregation: false,
  chartGraphId: 'mingxi-table',
  computedFields: [],
  chartConfig: {
    datas: [
      {
        label: 'mixed',
        key: 'mixed',
        type: 'mixed',
        rows: eventColumns.map((c) => ({
          uid: `u-${c}`,
          colName: c,
          category: 'field',
          type: c === 'label' ? 'STRING' : c === 'ts' ? 'DATE' : 'NUMERIC',
        })),
      },
    ],
    styles: [],
    settings: [],
  },
  version: '1.0.0-RC.3',
};

/** A bar chart: the sum of `amount` per `category`. */
export const barChartConfig = {
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
        rows: [{ colName: 'amount', type: 'NUMERIC', category: 'field', aggregate: 'SUM' }],
      },
    ],
    styles: [],
    settings: [],
    interactions: [],
  },
  version: '1.0.0-RC.3',
};

export async function chart(
  h: Http,
  org: Org,
  viewId: string,
  name: string,
  config: object,
): Promise<string> {
  return (
    await h.api<{ id: string }>('POST', '/viz/datacharts', {
      token: org.token,
      body: { orgId: org.orgId, viewId, name, config: JSON.stringify(config) },
    })
  ).id;
}

/** A board of the given charts, two per row of the grid; answers its id and its widgets' ids. */
export async function board(
  h: Http,
  org: Org,
  name: string,
  charts: string[],
): Promise<{ id: string; widgetIds: string[] }> {
  const widgetIds = charts.map(() => crypto.randomUUID().replace(/-/g, ''));
  const { id } = await h.api<{ id: string }>('POST', '/viz/dashboards', {
    token: org.token,
    body: { orgId: org.orgId, name, subType: 'auto' },
  });
  await h.api('PUT', `/viz/dashboards/${id}`, {
    token: org.token,
    body: {
      name,
      widgetToCreate: charts.map((datachartId, i) => ({
        id: widgetIds[i],
        datachartId,
        config: JSON.stringify({
          name: `w${i}`,
          type: 'chart',
          originalType: 'linkedChart',
          pRect: { x: (i % 2) * 6, y: Math.floor(i / 2) * 6, width: 6, height: 6 },
        }),
      })),
    },
  });
  return { id, widgetIds };
}

/** Resident memory of a process (Linux /proc), in MB. */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Samples a process's RSS every `everyMs` until stopped; answers the peak and the first sample. */
export function sampleRss(pid: number, everyMs = 50) {
  let peak = 0;
  let first = -1;
  const timer = setInterval(() => {
    rssMb(pid).then(
      (mb) => {
        if (first < 0) first = mb;
        peak = Math.max(peak, mb);
      },
      () => undefined,
    );
  }, everyMs);
  return {
    stop: async () => {
      clearInterval(timer);
      const last = await rssMb(pid).catch(() => 0);
      return { peakMb: Math.max(peak, last), startMb: first < 0 ? last : first };
    },
  };
}

/** Polls the owner's download list until the task is done (1) or failed (-1); answers its status. */
export async function downloaded(h: Http, org: Org, taskId: string, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const list = await h.api<{ id: string; status: number }[]>('GET', '/download/tasks', {
      token: org.token,
    });
    const status = list.find((t) => t.id === taskId)?.status ?? 0;
    if (status !== 0) return status;
    if (Date.now() > deadline) throw new Error(`download ${taskId} not done after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Runs `fn` over `items` with at most `n` at once. */
export async function eachLimit<T>(items: T[], n: number, fn: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      for (let i = next++; i < items.length; i = next++) await fn(items[i]!, i);
    }),
  );
}
