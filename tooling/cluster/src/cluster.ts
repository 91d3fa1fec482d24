import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { freePort } from '@tessera/query/redis-server';
import { SERVER_ENV_DEFAULTS, SERVER_NODE_FLAGS } from '../../../apps/server/node-flags.mjs';
import { haproxyConfig, haproxyMissing } from './haproxy';
import { startRedis, type OwnRedis } from './own-redis';
import { alive, gone, launch, root, until, waitHealthy, waitLogged, type Proc } from './processes';

export { haproxyMissing } from './haproxy';
export type { OwnRedis } from './own-redis';
export { root, type Proc } from './processes';

const execFileP = promisify(execFile);

export interface ClusterOptions {
  /** A PostgreSQL role that may create databases: the cluster's metadata database is made (and dropped) there. */
  adminUrl: string;
  /** Build the server and the worker first (scripts/build-node-app.mjs). Default true. */
  build?: boolean;
  servers?: number;
  workers?: number;
  /** The processes outlive this one (the `up` command); `down` stops them from the state file. */
  detached?: boolean;
  /** Extra environment for every Tessera process. */
  env?: Record<string, string>;
  log?: (line: string) => void;
}

/** What `down` needs to stop a cluster that `up` left running. */
export interface ClusterState {
  dir: string;
  adminUrl: string;
  database: string;
  url: string;
  pids: { name: string; pid: number }[];
  redisPid: number;
}

export interface Cluster {
  /** The balancer's address: every request of the suites goes here. */
  url: string;
  dir: string;
  database: string;
  metadataUrl: string;
  redis: OwnRedis;
  servers: Proc[];
  workers: Proc[];
  haproxy: Proc;
  /** Starts one more worker (after a kill). */
  addWorker(): Promise<Proc>;
  /** Starts a killed server again, on its port, with its settings; resolves once it answers /healthz. */
  revive(name: string): Promise<Proc>;
  state(): ClusterState;
  stop(): Promise<void>;
}

export async function buildApps(log: (l: string) => void): Promise<void> {
  for (const app of ['server', 'worker']) {
    const started = Date.now();
    await execFileP(process.execPath, ['build.mjs'], { cwd: path.join(root, 'apps', app) });
    log(`built apps/${app} in ${Date.now() - started} ms`);
  }
}

/**
 * Two server replicas and two external workers (by default) on a fresh PostgreSQL database and an own
 * Redis, behind haproxy (round robin, no sticky sessions). The first server migrates the database before
 * the others start.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? ((l: string) => console.warn(`[cluster] ${l}`));
  const missing = await haproxyMissing();
  if (missing) throw new Error(missing);
  if (options.build ?? true) await buildApps(log);
  const detached = options.detached ?? false;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-cluster-'));
  const database = `tessera_cluster_${randomBytes(5).toString('hex')}`;
  const admin = postgres(options.adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${database}`);
  await admin.end({ timeout: 2 });
  const metadataUrl = (() => {
    const u = new URL(options.adminUrl);
    u.pathname = `/${database}`;
    return u.toString();
  })();
  const redis = await startRedis(dir, detached);
  const files = path.join(dir, 'files');
  mkdirSync(files);
  const secret = randomBytes(32).toString('hex');
  const procs: Proc[] = [];
  const metricsPorts = new Map<string, number>();
  const common = async (name: string): Promise<NodeJS.ProcessEnv> => {
    const dataDir = path.join(dir, name);
    mkdirSync(dataDir, { recursive: true });
    metricsPorts.set(name, await freePort());
    return {
      ...SERVER_ENV_DEFAULTS,
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      DATABASE_URL: metadataUrl,
      REDIS_URL: redis.url,
      TESSERA_SECRET: secret,
      DATA_DIR: dataDir,
      FILE_STORE_DIR: files,
      LOG_LEVEL: 'info',
      METRICS_HOST: '127.0.0.1',
      METRICS_PORT: String(metricsPorts.get(name)),
      REGISTER_ACTIVATION: 'false',
      ...options.env,
    };
  };
  const lbPort = await freePort();
  const url = `http://127.0.0.1:${lbPort}`;
  const startServer = async (i: number, port?: number) => {
    port ??= await freePort();
    const env = {
      ...(await common(`s${i}`)),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      TRUST_PROXY: 'true',
      WORKER_MODE: 'external',
    };
    const p = launch(
      `s${i}`,
      process.execPath,
      [...SERVER_NODE_FLAGS, path.join(root, 'apps/server/dist/main.js')],
      env,
      dir,
      detached,
      port,
    );
    p.metricsPort = metricsPorts.get(`s${i}`);
    procs.push(p);
    await waitHealthy(p);
    return p;
  };
  let workerCount = 0;
  const startWorker = async () => {
    const name = `w${++workerCount}`;
    const p = launch(
      name,
      process.execPath,
      [path.join(root, 'apps/worker/dist/main.js')],
      // Pictures and PDFs: the worker's Chromium opens the share pages through the balancer.
      { ...(await common(name)), PUBLIC_URL: url },
      dir,
      detached,
    );
    p.metricsPort = metricsPorts.get(name);
    procs.push(p);
    await waitLogged(p, 'worker started');
    return p;
  };
  const stopAll = async () => {
    await Promise.all(procs.map((p) => p.kill('SIGTERM').catch(() => p.kill('SIGKILL'))));
    await redis.stop().catch(() => undefined);
    const a = postgres(options.adminUrl, { max: 1, onnotice: () => {} });
    await a.unsafe(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
    await a.end({ timeout: 2 });
    // CLUSTER_KEEP=1 keeps the processes' logs for a look after the run.
    if (process.env.CLUSTER_KEEP === '1') log(`logs kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  };
  try {
    const servers = [await startServer(1)];
    const rest = await Promise.all(
      Array.from({ length: (options.servers ?? 2) - 1 }, (_, i) => startServer(i + 2)),
    );
    servers.push(...rest);
    const workers = await Promise.all(Array.from({ length: options.workers ?? 2 }, () => startWorker()));
    const cfg = path.join(dir, 'haproxy.cfg');
    writeFileSync(cfg, haproxyConfig(lbPort, servers));
    const haproxy = launch(
      'haproxy',
      'haproxy',
      ['-f', cfg, '-db'],
      { PATH: process.env.PATH },
      dir,
      detached,
      lbPort,
    );
    procs.push(haproxy);
    // Both replicas must be seen healthy by the balancer before anything is asked.
    await until('haproxy to route to every replica', 30_000, async () => {
      if (!haproxy.alive()) throw new Error(`haproxy exited:\n${haproxy.log()}`);
      const seen = new Set<string>();
      for (let i = 0; i < servers.length * 2; i++) {
        const r = await fetch(`${url}/healthz`).catch(() => null);
        const s = r?.ok ? r.headers.get('x-tessera-replica') : null;
        if (s) seen.add(s);
      }
      return seen.size === servers.length;
    });
    log(
      `up: ${url} → ${servers.map((s) => `${s.name}:${s.port}`).join(', ')}; workers ${workers.length}; redis ${redis.url}; database ${database}`,
    );
    return {
      url,
      dir,
      database,
      metadataUrl,
      redis,
      servers,
      workers,
      haproxy,
      revive: async (name) => {
        const i = servers.findIndex((p) => p.name === name);
        if (i < 0) throw new Error(`no server ${name}`);
        await servers[i]!.kill();
        const p = await startServer(i + 1, servers[i]!.port);
        servers[i] = p;
        return p;
      },
      addWorker: async () => {
        const w = await startWorker();
        workers.push(w);
        return w;
      },
      state: () => ({
        dir,
        adminUrl: options.adminUrl,
        database,
        url,
        pids: procs.map((p) => ({ name: p.name, pid: p.pid })),
        redisPid: redis.proc().pid,
      }),
      stop: stopAll,
    };
  } catch (e) {
    await stopAll().catch(() => undefined);
    throw e;
  }
}

/** Stops what `up` left running (from its state) and drops its database. */
export async function stopFromState(state: ClusterState): Promise<void> {
  for (const { pid } of state.pids) {
    if (alive(pid)) process.kill(pid, 'SIGTERM');
  }
  await Promise.all(
    state.pids.map(({ pid }) => gone(pid).catch(() => alive(pid) && process.kill(pid, 'SIGKILL'))),
  );
  if (state.redisPid && alive(state.redisPid)) process.kill(state.redisPid, 'SIGKILL');
  const a = postgres(state.adminUrl, { max: 1, onnotice: () => {} });
  await a.unsafe(`DROP DATABASE IF EXISTS ${state.database} WITH (FORCE)`).catch(() => undefined);
  await a.end({ timeout: 2 });
  rmSync(state.dir, { recursive: true, force: true });
}
