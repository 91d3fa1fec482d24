import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { LoadResult } from './load';

const run = promisify(execFile);

/**
 * wrk (Debian's `wrk`, written in C) as the load generator for a throughput ratio: on a 2-core host the
 * in-house Node loader takes most of a core itself, which a second server replica then cannot use. wrk
 * keeps its share small, so "two replicas against one" measures the replicas.
 */
export async function hasWrk(): Promise<boolean> {
  return run('wrk', ['--version']).then(
    () => true,
    // wrk prints its version and exits 1; a missing binary is ENOENT.
    (e: NodeJS.ErrnoException) => e.code !== 'ENOENT',
  );
}

export interface WrkRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: unknown;
}

/** Lua string literal (wrk's scripts are Lua): JSON.stringify's escapes are valid Lua escapes. */
const lua = (s: string) => JSON.stringify(s);

function script(req: WrkRequest): string {
  const lines = [`wrk.method = ${lua(req.method)}`];
  for (const [k, v] of Object.entries(req.headers)) lines.push(`wrk.headers[${lua(k)}] = ${lua(v)}`);
  if (req.body !== undefined) {
    lines.push(`wrk.headers["Content-Type"] = "application/json"`);
    lines.push(`wrk.body = ${lua(JSON.stringify(req.body))}`);
  }
  // wrk counts a status of 400 or more in `errors.status`; no `response` hook, which would make wrk
  // hand every answer to Lua.
  lines.push(
    'done = function(summary, latency, requests)',
    '  for _, p in ipairs({50, 95, 99}) do io.write(string.format("P%d %f\\n", p, latency:percentile(p) / 1000)) end',
    '  io.write(string.format("MAX %f\\n", latency.max / 1000))',
    '  io.write(string.format("REQUESTS %d\\n", summary.requests))',
    '  io.write(string.format("SECONDS %f\\n", summary.duration / 1e6))',
    '  local e = summary.errors',
    '  io.write(string.format("SOCKET_ERRORS %d\\n", e.connect + e.read + e.write + e.timeout))',
    '  io.write(string.format("STATUS_ERRORS %d\\n", e.status))',
    'end',
  );
  return `${lines.join('\n')}\n`;
}

/** `connections` connections for `seconds` against `url` with one request shape (closed loop, one thread). */
export async function wrkLoad(
  url: string,
  req: WrkRequest,
  connections: number,
  seconds: number,
  threads = 1,
): Promise<LoadResult> {
  const dir = await mkdtemp(join(tmpdir(), 'tessera-wrk-'));
  try {
    const file = join(dir, 'request.lua');
    await writeFile(file, script(req));
    const { stdout } = await run(
      'wrk',
      [
        '-t',
        String(threads),
        '-c',
        String(connections),
        '-d',
        `${seconds}s`,
        '--timeout',
        '30s',
        '-s',
        file,
        url,
      ],
      { maxBuffer: 1 << 20 },
    );
    const num = (key: string) => {
      const m = new RegExp(`^${key} ([0-9.]+)$`, 'm').exec(stdout);
      if (!m) throw new Error(`wrk printed no ${key}:\n${stdout}`);
      return Number(m[1]);
    };
    const requests = num('REQUESTS');
    const errors = num('STATUS_ERRORS') + num('SOCKET_ERRORS');
    return {
      requests,
      errors,
      statuses: { 'non-2xx or socket error': errors, ok: requests - errors },
      rps: requests / num('SECONDS'),
      p50: num('P50'),
      p95: num('P95'),
      p99: num('P99'),
      max: num('MAX'),
      over1s: Number.NaN,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
