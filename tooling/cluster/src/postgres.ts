import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@tessera/query/redis-server';

const run = promisify(execFile);
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface OwnPostgres {
  port: number;
  /** `postgres://postgres@127.0.0.1:<port>/<db>` */
  url(db?: string): string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it (fast shutdown: every connection is cut) and starts it again on the same port and files. */
  restart(): Promise<void>;
  /** Removes the data directory (after `stop`). */
  remove(): void;
}

/** Why an own PostgreSQL cannot be made here, or null when it can. */
export function ownPostgresMissing(): string | null {
  if (!existsSync(path.join(PG_BIN, 'initdb'))) return `PostgreSQL's initdb is missing (${PG_BIN})`;
  if (process.getuid?.() !== 0) return 'an own PostgreSQL is started as the postgres user, which needs root';
  return null;
}

/**
 * A PostgreSQL instance of our own (initdb into a temp dir, run as the `postgres` user on a free port,
 * trust authentication on 127.0.0.1, pg_stat_statements loaded), so a test may restart it or count the
 * statements a data source ran. Never the machine's shared PostgreSQL.
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const missing = ownPostgresMissing();
  if (missing) throw new Error(missing);
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-cluster-pg-'));
  const { uid, gid } = await idsOf('postgres');
  chownSync(dir, uid, gid);
  const data = path.join(dir, 'data');
  const as = (cmd: string, args: string[]) =>
    run('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, cmd), ...args], { cwd: dir });
  await as('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c shared_preload_libraries=pg_stat_statements',
    '-c max_connections=200',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  const start = () => as('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  const stop = () => as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']).then(() => undefined);
  await start();
  return {
    port,
    url: (db = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${db}`,
    stop: () => stop().catch(() => undefined),
    start: async () => {
      await start();
    },
    restart: async () => {
      await stop();
      await start();
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function idsOf(user: string): Promise<{ uid: number; gid: number }> {
  const [{ stdout: u }, { stdout: g }] = await Promise.all([
    run('id', ['-u', user]),
    run('id', ['-g', user]),
  ]);
  return { uid: Number(u.trim()), gid: Number(g.trim()) };
}
