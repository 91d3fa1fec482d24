import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV_DEFAULTS, SERVER_NODE_FLAGS } from '../../../../apps/server/node-flags.mjs';

const root = resolve(fileURLToPath(new URL('../../../..', import.meta.url)));

export interface StartedServer {
  base: string;
  pid: number;
  coldStartMs: number;
  dataDir: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => ok(port));
    });
    s.on('error', fail);
  });
}

/**
 * The server's own flags (as `npm start` passes them), then extra ones for a run, e.g.
 * BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" (a later flag wins over an earlier one).
 */
const nodeArgs = [
  ...SERVER_NODE_FLAGS,
  ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
];

/** Starts the compiled server (apps/server/dist/main.js) on a free port; cold start = spawn → /healthz ok. */
export async function startServer(
  databaseUrl: string | undefined,
  reuseDataDir?: string,
): Promise<StartedServer> {
  const port = await freePort();
  const dataDir = reuseDataDir ?? (await mkdtemp(join(tmpdir(), 'tessera-bench-srv-')));
  const env: NodeJS.ProcessEnv = {
    ...SERVER_ENV_DEFAULTS,
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    TRUST_PROXY: 'true',
    // no metrics listener: several of these servers may run on one host beside a developer's own
    METRICS_PORT: '0',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const t0 = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    base,
    pid: child.pid!,
    coldStartMs: performance.now() - t0,
    dataDir,
    stop: () =>
      new Promise((ok) => {
        child.once('exit', () => ok());
        child.kill('SIGTERM');
      }),
  };
}

/** Resident memory of a process, from /proc (Linux). */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}
