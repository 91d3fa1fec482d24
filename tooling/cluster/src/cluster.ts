import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { freePort } from '@tessera/query/redis-server';
import { SERVER_ENV_DEFAULTS, SERVER_NODE_FLAGS } from '../../../apps/server/node-flags.mjs';

const execFileP = promisify(execFile);
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

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

export interface Proc {
  name: string;
  pid: number;
  /** The HTTP port (servers, haproxy). */
  port?: number;
  alive(): boolean;
  /** SIGKILL (a crash) by default; resolves once the process is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** The process's output so far. */
  log(): string;
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

/** Why the balancer cannot run here, or null. */
export async function haproxyMissing(): Promise<string | null> {
  try {
    await execFileP('haproxy', ['-v']);
    return null;
  } catch {
    return 'haproxy is not installed (apt-get install -y haproxy)';
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until<T>(
  what: string,
  ms: number,
  probe: () => Promise<T | null | undefined | false>,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function gone(pid: number): Promise<void> {
  await until(`process ${pid} to exit`, 15_000, async () => !alive(pid));
}

function launch(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  dir: string,
  detached: boolean,
  port?: number,
): Proc {
  const file = path.join(dir, `${name}.log`);
  const fd = openSync(file, 'a');
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', fd, fd], detached });
  closeSync(fd);
  if (detached) child.unref();
  const pid = child.pid!;
  return {
    name,
    pid,
    port,
    alive: () => alive(pid),
    kill: async (signal = 'SIGKILL') => {
      if (!alive(pid)) return;
      process.kill(pid, signal);
      await gone(pid);
    },
    log: () => (existsSync(file) ? readFileSync(file, 'utf8') : ''),
  };
}

async function waitHealthy(proc: Proc, ms = 90_000): Promise<void> {
  await until(`${proc.name} to answer /healthz`, ms, async () => {
    if (!proc.alive()) throw new Error(`${proc.name} exited:\n${proc.log().slice(-3000)}`);
    return fetch(`http://127.0.0.1:${proc.port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
  });
}

async function waitLogged(proc: Proc, text: string, ms = 60_000): Promise<void> {
  await until(`${proc.name} to log "${text}"`, ms, async () => {
    if (!proc.alive()) throw new Error(`${proc.name} exited:\n${proc.log().slice(-3000)}`);
    return proc.log().includes(text);
  });
}

/** The cluster's own Redis (never the machine's shared one), which the fault suite stops and starts. */
export interface OwnRedis {
  url: string;
  proc(): Proc;
  stop(): Promise<void>;
  start(): Promise<void>;
}

async function startRedis(dir: string, detached: boolean): Promise<OwnRedis> {
  const port = await freePort();
  let proc: Proc | undefined;
  const start = async () => {
    const before = proc?.log().length ?? 0;
    const p = launch(
      'redis',
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { PATH: process.env.PATH },
      dir,
      detached,
      port,
    );
    proc = p;
    await until('redis-server to accept connections', 15_000, async () => {
      if (!p.alive()) throw new Error(`redis-server exited:\n${p.log().slice(-2000)}`);
      return p.log().slice(before).includes('Ready to accept connections');
    });
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    proc: () => proc!,
    stop: () => proc!.kill('SIGKILL'),
    start,
  };
}

function haproxyConfig(port: number, servers: Proc[]): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // A request whose connection was refused goes to the other replica; one in flight on a dying replica fails.
    '  retries 2',
    '  option redispatch 1',
    'frontend tessera',
    `  bind 127.0.0.1:${port}`,
    '  default_backend replicas',
    'backend replicas',
    '  balance roundrobin',
    // A TCP check: a replica is taken out when its process is gone, not when the database is (then
    // every replica answers 503 with the envelope itself, rather than the balancer answering for them).
    '  default-server inter 500ms fall 2 rise 1',
    // Which replica answered (the suites count and alternate by it); no cookie, no stickiness.
    '  http-response set-header X-Tessera-Replica %[srv_name]',
    // Round robin for every request, except that the suites may name the replica a request must reach
    // (X-Tessera-To), to show that what one replica wrote holds on the other at the very next request.
    ...servers.map((s) => `  use-server ${s.name} if { req.hdr(x-tessera-to) -m str ${s.name} }`),
    ...servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`),
    '',
  ].join('\n');
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
  const common = async (name: string): Promise<NodeJS.ProcessEnv> => {
    const dataDir = path.join(dir, name);
    mkdirSync(dataDir, { recursive: true });
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
      METRICS_PORT: String(await freePort()),
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
      await common(name),
      dir,
      detached,
    );
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
