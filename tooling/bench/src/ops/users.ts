import { percentile } from '../stats';
import { fmt } from '../stats';
import { ADMIN, type Http, type Org } from './common';

/**
 * Virtual users of the issue 34 load cases: each signs in once (their first request; the users start
 * evenly over the ramp, as a team arrives in the morning), then browses — the view list, the chart tree,
 * a cached chart, an uncached chart, a board and its data — until the time is up. Between two steps a
 * user reads what they got: a think time drawn evenly from `thinkMs` (none between a board and its data,
 * which the page asks at once); `[0, 0]` is the saturating loop, every user asking again the moment the
 * last answer came.
 */
export interface Browse {
  org: Org;
  cachedViewId: string;
  plainViewId: string;
  board: { id: string; widgetIds: string[] };
}

export interface Stats {
  requests: number;
  errors: number;
  statuses: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  over1s: number;
  over5s: number;
  rps: number;
}

function stats(latencies: number[], statuses: number[], seconds: number): Stats {
  const byStatus: Record<string, number> = {};
  for (const s of statuses) byStatus[s] = (byStatus[s] ?? 0) + 1;
  return {
    requests: latencies.length,
    errors: statuses.filter((s) => s < 200 || s >= 300).length,
    statuses: byStatus,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.length ? Math.max(...latencies) : Number.NaN,
    over1s: latencies.filter((l) => l > 1000).length,
    over5s: latencies.filter((l) => l > 5000).length,
    rps: latencies.length / seconds,
  };
}

export const fmtStats = (s: Stats) =>
  `${s.requests} requests (${fmt(s.rps, 0)}/s), p50 ${fmt(s.p50, 0)} ms, p95 ${fmt(s.p95, 0)} ms, p99 ${fmt(s.p99, 0)} ms, max ${fmt(s.max, 0)} ms, >1 s: ${s.over1s}, >5 s: ${s.over5s}, errors ${s.errors} ${JSON.stringify(s.statuses)}`;

const page100 = {
  columns: ['id', 'category', 'amount', 'ts', 'label'].map((c) => ({ column: [c] })),
  orders: [{ column: ['id'], operator: 'ASC' }],
  pageInfo: { pageNo: 1, pageSize: 100 },
};
const byCategory = (c: number) => ({
  groups: [{ column: ['user_id'] }],
  aggregators: [{ column: ['amount'], sqlOperator: 'SUM' }],
  filters: [{ column: ['category'], sqlOperator: 'EQ', values: [{ value: c, valueType: 'NUMERIC' }] }],
  pageInfo: { pageNo: 1, pageSize: 100 },
});
const boardRequest = {
  groups: [{ column: ['category'] }],
  aggregators: [{ column: ['amount'], sqlOperator: 'SUM' }],
  pageInfo: { pageNo: 1, pageSize: 100 },
};

/** Status of a sign-in, and its token. */
export async function signIn(h: Http, ip: string): Promise<{ status: number; token: string }> {
  const r = await h.call('POST', '/api/v1/users/login', { body: ADMIN, ip });
  return { status: r.status, token: r.headers.get('authorization')?.replace(/^Bearer /, '') ?? '' };
}

/** One browsing request of user `w` at step `i`; answers its status. */
function browseStep(h: Http, b: Browse, token: string, ip: string, w: number, i: number): Promise<number> {
  const o = { token, ip };
  const { orgId } = b.org;
  switch (i % 6) {
    case 0:
      return h.call('GET', `/api/v1/views?orgId=${orgId}`, o).then((r) => r.status);
    case 1:
      return h.call('GET', `/api/v1/viz/folders?orgId=${orgId}`, o).then((r) => r.status);
    case 2:
      return h
        .call('POST', '/api/v1/data-provider/execute', { ...o, body: { viewId: b.cachedViewId, ...page100 } })
        .then((r) => r.status);
    case 3:
      return h
        .call('POST', '/api/v1/data-provider/execute', {
          ...o,
          body: { viewId: b.plainViewId, ...byCategory((w * 7 + i) % 100) },
        })
        .then((r) => r.status);
    case 4:
      return h.call('GET', `/api/v1/viz/dashboards/${b.board.id}`, o).then((r) => r.status);
    default:
      return h
        .call('POST', `/api/v1/viz/dashboards/${b.board.id}/data`, {
          ...o,
          body: { queries: b.board.widgetIds.map((widgetId) => ({ widgetId, request: boardRequest })) },
        })
        .then((r) => r.status);
  }
}

export interface UsersResult {
  all: Stats;
  signIns: Stats;
  browsing: Stats;
  storm: Stats | null;
  /** Requests that got no HTTP answer, by reason. */
  failures: Record<string, number>;
}

/**
 * `users` users for `seconds` (their sign-ins spread over `rampSeconds`); with `stormPerSecond`, sign-ins
 * from other addresses at that rate beside them (open loop: one every 1/rate s, whatever the answers).
 */
export async function runUsers(
  h: Http,
  b: Browse,
  options: {
    users: number;
    seconds: number;
    rampSeconds: number;
    stormPerSecond?: number;
    thinkMs?: readonly [number, number];
  },
): Promise<UsersResult> {
  const signLat: number[] = [];
  const signSt: number[] = [];
  const browseLat: number[] = [];
  const browseSt: number[] = [];
  const stormLat: number[] = [];
  const stormSt: number[] = [];
  const t0 = performance.now();
  const end = t0 + options.seconds * 1000;
  const failures: Record<string, number> = {};
  const timed = async (fn: () => Promise<number>, lat: number[], st: number[]) => {
    const s = performance.now();
    const status = await fn().catch((e: unknown) => {
      // No answer at all (a reset, a refused connection): counted by reason.
      const cause = (e as { cause?: { code?: string; message?: string } }).cause;
      const reason = cause?.code ?? cause?.message ?? (e instanceof Error ? e.message : String(e));
      failures[reason] = (failures[reason] ?? 0) + 1;
      return 0;
    });
    lat.push(performance.now() - s);
    st.push(status);
    return status;
  };
  const storm: Promise<unknown>[] = [];
  let stormTimer: ReturnType<typeof setInterval> | null = null;
  if (options.stormPerSecond) {
    let n = 0;
    stormTimer = setInterval(() => {
      if (performance.now() >= end) return;
      const k = n++;
      storm.push(
        timed(
          () => signIn(h, `10.200.${Math.floor(k / 250) % 250}.${k % 250}`).then((r) => r.status),
          stormLat,
          stormSt,
        ),
      );
    }, 1000 / options.stormPerSecond);
  }
  await Promise.all(
    Array.from({ length: options.users }, async (_, w) => {
      const ip = `10.${1 + Math.floor(w / 250)}.${w % 250}.7`;
      await new Promise((r) => setTimeout(r, (w * options.rampSeconds * 1000) / options.users));
      let token = '';
      const signInStep = () =>
        signIn(h, ip).then((r) => {
          token = r.status === 200 ? r.token : '';
          return r.status;
        });
      await timed(signInStep, signLat, signSt);
      // A user whose sign-in failed signs in again (counted) before browsing on.
      const [thinkMin, thinkMax] = options.thinkMs ?? [0, 0];
      for (let i = 0; performance.now() < end; i++) {
        if (token) await timed(() => browseStep(h, b, token, ip, w, i), browseLat, browseSt);
        else await timed(signInStep, signLat, signSt);
        const think = i % 6 === 4 ? 0 : thinkMin + Math.random() * (thinkMax - thinkMin);
        const left = end - performance.now();
        if (think > 0 && left > 0) await new Promise((r) => setTimeout(r, Math.min(think, left)));
      }
    }),
  );
  if (stormTimer) clearInterval(stormTimer);
  await Promise.all(storm);
  const seconds = (performance.now() - t0) / 1000;
  return {
    all: stats([...signLat, ...browseLat], [...signSt, ...browseSt], seconds),
    signIns: stats(signLat, signSt, seconds),
    browsing: stats(browseLat, browseSt, seconds),
    storm: options.stormPerSecond ? stats(stormLat, stormSt, seconds) : null,
    failures,
  };
}
