import net from 'node:net';

/**
 * Test-only: find out whether a real service answers. Unreachable services skip their suites
 * with a reason, unless REQUIRE_SERVICES=1 (CI), where they fail.
 */
export const serviceUrls = {
  postgres: process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  mysql: process.env.MYSQL_TEST_URL ?? 'mysql://root@127.0.0.1:3306/test',
  redis: process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379',
};

export type ServiceName = keyof typeof serviceUrls;

function reachable(url: string): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: u.hostname, port: Number(u.port), timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export async function probeService(name: ServiceName): Promise<{ ok: boolean; url: string }> {
  const url = serviceUrls[name];
  const ok = await reachable(url);
  if (!ok) {
    const reason = `${name} is not reachable at ${url}`;
    if (process.env.REQUIRE_SERVICES === '1') throw new Error(`${reason} and REQUIRE_SERVICES=1`);
    console.warn(`[skip] ${reason}; its tests are skipped`);
  }
  return { ok, url };
}

export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** JDBC config for the test servers, in Datart's shape. */
export function jdbcFor(name: 'postgres' | 'mysql'): {
  dbType: string;
  url: string;
  user: string;
  password: string;
} {
  const u = new URL(serviceUrls[name]);
  const db = u.pathname.replace(/^\//, '');
  const scheme = name === 'postgres' ? 'postgresql' : 'mysql';
  return {
    dbType: name === 'postgres' ? 'POSTGRESQL' : 'MARIADB',
    url: `jdbc:${scheme}://${u.hostname}:${u.port}/${db}`,
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
  };
}

/** Which SQL engines the DB suites can use (DuckDB is in-process, always there). */
export async function availableEngines(): Promise<Record<'postgres' | 'mysql' | 'duckdb', boolean>> {
  const [pg, my] = await Promise.all([probeService('postgres'), probeService('mysql')]);
  return { postgres: pg.ok, mysql: my.ok, duckdb: true };
}

/**
 * Creates the PostgreSQL and MariaDB test databases when they are missing (vitest global setup), so a
 * fresh server works without preparation. Unreachable servers are left to `probeService`.
 */
export async function ensureTestDatabases(): Promise<void> {
  if (await reachable(serviceUrls.postgres)) {
    const { default: postgres } = await import('postgres');
    const u = new URL(serviceUrls.postgres);
    const name = decodeURIComponent(u.pathname.slice(1));
    u.pathname = '/postgres';
    const sql = postgres(u.toString(), { max: 1, onnotice: () => {} });
    try {
      if (!(await sql`select 1 from pg_database where datname = ${name}`).length) {
        // A parallel test process may win the race: "already exists" (42P04) is success.
        await sql.unsafe(`CREATE DATABASE "${name.replace(/"/g, '""')}"`).catch((e: { code?: string }) => {
          if (e.code !== '42P04') throw e;
        });
      }
    } finally {
      await sql.end({ timeout: 1 });
    }
  }
  if (await reachable(serviceUrls.mysql)) {
    const { default: mysql } = await import('mysql2/promise');
    const u = new URL(serviceUrls.mysql);
    const name = decodeURIComponent(u.pathname.slice(1));
    u.pathname = '/';
    const conn = await mysql.createConnection(u.toString());
    try {
      await conn.query(`CREATE DATABASE IF NOT EXISTS \`${name.replace(/`/g, '``')}\``);
    } finally {
      await conn.end();
    }
  }
}
