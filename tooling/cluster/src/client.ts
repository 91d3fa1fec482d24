/** A small REST client for the suites: every call goes through the balancer and says which replica answered. */
export interface Reply {
  status: number;
  /** The envelope (or null when the body was not JSON). */
  body: {
    success?: boolean;
    errCode?: number;
    message?: string | null;
    data?: unknown;
    exception?: { code: string } | null;
  } | null;
  /** haproxy's X-Tessera-Replica: the server that answered. */
  replica: string | null;
  token: string | null;
}

export interface Opts {
  token?: string;
  body?: unknown;
  /** The replica this request must reach (s1, s2…); without it the balancer's round robin decides. */
  to?: string;
  /** `path` is from the site's root (`/healthz`), not under /api/v1. */
  root?: boolean;
}

export function client(base: string) {
  const rest = async (method: string, path: string, opts: Opts = {}): Promise<Reply> => {
    const t0 = performance.now();
    const res = await fetch(`${base}${opts.root ? '' : '/api/v1'}${path}`, {
      method,
      headers: {
        ...(opts.token ? { Authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(opts.to ? { 'X-Tessera-To': opts.to } : {}),
      },
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    });
    const text = await res.text();
    let body: Reply['body'] = null;
    try {
      body = JSON.parse(text) as Reply['body'];
    } catch {
      body = null;
    }
    if (process.env.CLUSTER_TRACE === '1')
      console.warn(`${method} ${path} → ${res.status} in ${Math.round(performance.now() - t0)} ms`);
    return {
      status: res.status,
      body,
      replica: res.headers.get('x-tessera-replica'),
      token: res.headers.get('authorization')?.replace(/^Bearer /, '') ?? null,
    };
  };
  /** Like `rest`, but fails with the answer when the status is not 200. */
  const ok = async (method: string, path: string, opts: Opts = {}) => {
    const r = await rest(method, path, opts);
    if (r.status !== 200) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
    return r;
  };
  const data = async <T>(method: string, path: string, opts: Opts = {}) =>
    (await ok(method, path, opts)).body!.data as T;
  return { rest, ok, data };
}

export type Client = ReturnType<typeof client>;

export interface LoadReport {
  ok: number;
  failed: number;
  /** Failed requests by what they got (status or error). */
  failures: Record<string, number>;
  /** Answers by replica. */
  byReplica: Record<string, number>;
  /** Failed and answered requests that started after `mark()` was called (see `load`). */
  failedAfterMark: number;
  okAfterMark: number;
}

/**
 * `users` virtual users, each sending `shot()` back to back until `stop()` resolves. `mark()` records a
 * moment (a kill): failures of requests that started after it are counted apart from those in flight.
 */
export async function load(
  users: number,
  shot: () => Promise<Reply>,
  until: (mark: () => void, report: LoadReport) => Promise<void>,
): Promise<LoadReport> {
  const report: LoadReport = {
    ok: 0,
    failed: 0,
    failures: {},
    byReplica: {},
    failedAfterMark: 0,
    okAfterMark: 0,
  };
  let marked = Number.POSITIVE_INFINITY;
  let done = false;
  const fail = (why: string, started: number) => {
    report.failed++;
    report.failures[why] = (report.failures[why] ?? 0) + 1;
    if (started > marked) report.failedAfterMark++;
  };
  const user = async () => {
    while (!done) {
      const started = performance.now();
      try {
        const r = await shot();
        if (r.replica) report.byReplica[r.replica] = (report.byReplica[r.replica] ?? 0) + 1;
        if (r.status === 200) {
          report.ok++;
          if (started > marked) report.okAfterMark++;
        } else fail(String(r.status), started);
      } catch (e) {
        const cause = (e as { cause?: { code?: string; message?: string } }).cause;
        fail(
          e instanceof Error ? `${e.message}${cause ? ` (${cause.code ?? cause.message})` : ''}` : 'error',
          started,
        );
      }
    }
  };
  const running = Array.from({ length: users }, user);
  try {
    await until(() => (marked = performance.now()), report);
  } finally {
    // Also when `until` fails: the users stop before the failure is reported.
    done = true;
    await Promise.all(running);
  }
  return report;
}
