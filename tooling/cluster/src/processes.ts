import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The cluster's processes (servers, workers, Redis, haproxy): started with their output in a log file. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Proc {
  name: string;
  pid: number;
  /** The HTTP port (servers, haproxy). */
  port?: number;
  /** The /metrics listener's port (servers, workers). */
  metricsPort?: number;
  alive(): boolean;
  /** SIGKILL (a crash) by default; resolves once the process is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** The process's output so far. */
  log(): string;
}

export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export async function until<T>(
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

export async function gone(pid: number): Promise<void> {
  await until(`process ${pid} to exit`, 15_000, async () => !alive(pid));
}

export function launch(
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

export async function waitHealthy(proc: Proc, ms = 90_000): Promise<void> {
  await until(`${proc.name} to answer /healthz`, ms, async () => {
    if (!proc.alive()) throw new Error(`${proc.name} exited:\n${proc.log().slice(-3000)}`);
    return fetch(`http://127.0.0.1:${proc.port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
  });
}

export async function waitLogged(proc: Proc, text: string, ms = 60_000): Promise<void> {
  await until(`${proc.name} to log "${text}"`, ms, async () => {
    if (!proc.alive()) throw new Error(`${proc.name} exited:\n${proc.log().slice(-3000)}`);
    return proc.log().includes(text);
  });
}
