import net from 'node:net';
import mysql from 'mysql2/promise';
import postgres from 'postgres';
import type { TestApp } from './test-app';

/**
 * Test-only: the local PostgreSQL and MariaDB (`test` databases) as Datart JDBC sources. An unreachable
 * engine skips its suite with a reason, unless REQUIRE_SERVICES=1, where it fails.
 */
export const engines = [
  {
    name: 'PostgreSQL',
    port: 5432,
    source: { dbType: 'POSTGRESQL', url: 'jdbc:postgresql://127.0.0.1:5432/test', user: 'postgres' },
  },
  {
    name: 'MariaDB',
    port: 3306,
    source: { dbType: 'MARIADB', url: 'jdbc:mariadb://127.0.0.1:3306/test', user: 'root' },
  },
] as const;
export type Engine = (typeof engines)[number];

function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port, timeout: 2000 });
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
    s.once('timeout', () => (s.destroy(), resolve(false)));
  });
}

/** The engines that answer (probed once per test file). */
export async function availableEngines(): Promise<Engine[]> {
  const out: Engine[] = [];
  for (const e of engines) {
    if (await reachable(e.port)) out.push(e);
    else if (process.env.REQUIRE_SERVICES === '1')
      throw new Error(`${e.name} is not reachable and REQUIRE_SERVICES=1`);
    else console.warn(`[skip] ${e.name} is not reachable; its cases are skipped`);
  }
  return out;
}

export const uniqueTable = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Runs statements on the engine's `test` database (fixtures only: the tests write them by hand). */
export async function runSql(engine: Engine, statements: string[]): Promise<void> {
  if (engine.name === 'PostgreSQL') {
    const sql = postgres('postgres://postgres@127.0.0.1:5432/test', { onnotice: () => {} });
    for (const s of statements) await sql.unsafe(s);
    await sql.end();
  } else {
    const c = await mysql.createConnection({ host: '127.0.0.1', port: 3306, user: 'root', database: 'test' });
    for (const s of statements) await c.query(s);
    await c.end();
  }
}

/** A JDBC source on the engine and a SQL view over `script`, through Datart's REST calls; the view's id. */
export async function sourceAndView(
  t: TestApp,
  token: string,
  orgId: string,
  engine: Engine,
  view: { name: string; script: string; model: unknown; config?: unknown },
): Promise<string> {
  const source = await t.call('POST', '/api/v1/sources', {
    token,
    body: { orgId, name: `${view.name}-${engine.name}`, type: 'JDBC', config: JSON.stringify(engine.source) },
  });
  if (source.status !== 200) throw new Error(JSON.stringify(source.body));
  const created = await t.call('POST', '/api/v1/views', {
    token,
    body: {
      orgId,
      name: `${view.name}-${engine.name}`,
      sourceId: (source.body.data as { id: string }).id,
      script: view.script,
      model: JSON.stringify(view.model),
      ...(view.config ? { config: JSON.stringify(view.config) } : {}),
    },
  });
  if (created.status !== 200) throw new Error(JSON.stringify(created.body));
  return (created.body.data as { id: string }).id;
}
