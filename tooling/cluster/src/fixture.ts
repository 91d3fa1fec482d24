import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { client, type Client } from './client';
import { haproxyMissing, startCluster, type Cluster } from './cluster';
import { ownPostgresMissing, startOwnPostgres, type OwnPostgres } from './postgres';

/**
 * What the suites need and this machine may lack (haproxy, root for an own PostgreSQL): null when all
 * is there. Under REQUIRE_SERVICES=1 (CI) a missing part fails the suite with this message instead.
 */
export async function clusterMissing(): Promise<string | null> {
  const missing = (await haproxyMissing()) ?? ownPostgresMissing();
  if (missing && process.env.REQUIRE_SERVICES === '1')
    throw new Error(`the cluster suite needs: ${missing} (REQUIRE_SERVICES=1)`);
  if (missing) console.warn(`[skip] the cluster suite needs: ${missing}`);
  return missing;
}

export const people = [
  [1, 'France', 'Paris', 'ana@example.com'],
  [2, 'France', 'Lyon', 'bo@example.com'],
  [3, 'Japan', 'Tokyo', 'chi@example.com'],
  [4, 'Japan', 'Osaka', 'dan@example.com'],
  [5, 'Peru', 'Lima', 'eve@example.com'],
  [6, 'Chile', 'Santiago', 'fay@example.com'],
] as const;

export interface Suite {
  pg: OwnPostgres;
  cluster: Cluster;
  c: Client;
  /** The data database (the source's), with pg_stat_statements. */
  data: postgres.Sql;
  admin: string;
  orgId: string;
  sourceId: string;
  /** A view over `people` (cached results, 300 s). */
  viewId: string;
  close(): Promise<void>;
}

/** A unique marker to find one view's statements in pg_stat_statements. */
export const marker = () => `m${randomBytes(6).toString('hex')}`;

/** How many times statements containing `mark` ran in the data database. */
export async function runs(data: postgres.Sql, mark: string): Promise<number> {
  const [row] = await data.unsafe<{ n: string }[]>(
    `SELECT coalesce(sum(calls), 0)::text AS n FROM pg_stat_statements WHERE query LIKE '%${mark}%' AND query NOT LIKE '%pg_stat_statements%'`,
  );
  return Number(row?.n ?? 0);
}

export const model = {
  columns: {
    id: { name: 'id', type: 'NUMERIC' },
    country: { name: 'country', type: 'STRING' },
    city: { name: 'city', type: 'STRING' },
    email: { name: 'email', type: 'STRING' },
  },
};

/** Own PostgreSQL (metadata + data), the cluster on it, an admin, an organisation, a source and a view. */
export async function startSuite(): Promise<Suite> {
  const pg = await startOwnPostgres();
  let cluster: Cluster | undefined;
  let data: postgres.Sql | undefined;
  try {
    const boot = postgres(pg.url('postgres'), { max: 1, onnotice: () => {} });
    await boot.unsafe('CREATE DATABASE data');
    await boot.end({ timeout: 2 });
    data = postgres(pg.url('data'), { max: 2, onnotice: () => {} });
    await data.unsafe('CREATE EXTENSION pg_stat_statements');
    await data.unsafe('CREATE TABLE people (id int PRIMARY KEY, country text, city text, email text)');
    await data.unsafe(
      `INSERT INTO people VALUES ${people.map(([i, co, ci, e]) => `(${i}, '${co}', '${ci}', '${e}')`).join(', ')}`,
    );
    // 300 ms per call, so that concurrent identical queries really overlap (pg_sleep itself is refused in view SQL).
    await data.unsafe(`CREATE FUNCTION slow_people() RETURNS SETOF people LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_sleep(0.3); RETURN QUERY SELECT * FROM people; END $$`);
    // A query long enough to kill its worker while it runs.
    await data.unsafe(`CREATE FUNCTION slower_people() RETURNS SETOF people LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_sleep(4); RETURN QUERY SELECT * FROM people; END $$`);
    cluster = await startCluster({
      adminUrl: pg.url('postgres'),
      build: process.env.CLUSTER_BUILD !== '0',
      // A short lease, so that a job of a killed worker is taken up by the other within seconds; not shorter:
      // on a loaded machine a renewal (every third of it) can come late, and the other worker would then
      // take up a job that is still running (seen with 3 s).
      env: { JOB_LEASE_MS: '10000' },
    });
    const c = client(cluster.url);
    await c.ok('POST', '/sys/setup', {
      body: { user: { username: 'admin', email: 'admin@example.com', password: 'admin123', name: 'Admin' } },
    });
    const admin = (await c.ok('POST', '/users/login', { body: { username: 'admin', password: 'admin123' } }))
      .token!;
    const orgId = (await c.data<{ id: string }[]>('GET', '/orgs', { token: admin }))[0]!.id;
    const sourceId = (
      await c.data<{ id: string }>('POST', '/sources', {
        token: admin,
        body: {
          orgId,
          name: 'data',
          type: 'JDBC',
          config: {
            dbType: 'POSTGRESQL',
            url: `jdbc:postgresql://127.0.0.1:${pg.port}/data`,
            user: 'postgres',
            password: '',
          },
        },
      })
    ).id;
    const viewId = (
      await c.data<{ id: string }>('POST', '/views', {
        token: admin,
        body: {
          orgId,
          name: 'People',
          sourceId,
          script: 'SELECT id, country, city, email FROM people',
          model: JSON.stringify(model),
          config: { cache: true, cacheExpires: 300 },
        },
      })
    ).id;
    const d = data;
    const cl = cluster;
    return {
      pg,
      cluster,
      c,
      data,
      admin,
      orgId,
      sourceId,
      viewId,
      close: async () => {
        await d.end({ timeout: 2 });
        await cl.stop();
        await pg.stop();
        pg.remove();
      },
    };
  } catch (e) {
    await data?.end({ timeout: 2 }).catch(() => undefined);
    await cluster?.stop().catch(() => undefined);
    await pg.stop();
    pg.remove();
    throw e;
  }
}

/** A member of the organisation with a session, and the grants given. */
export async function member(
  s: Suite,
  name: string,
  grants: { resourceType: string; resourceId: string; permission: number }[],
): Promise<{ id: string; token: string }> {
  const { c } = s;
  await c.ok('POST', '/users/register', {
    body: { username: name, email: `${name}@example.com`, password: 'passw0rd' },
  });
  const token = (await c.ok('POST', '/users/login', { body: { username: name, password: 'passw0rd' } }))
    .token!;
  const id = (await c.data<{ id: string }>('GET', '/users', { token })).id;
  await c.ok('POST', `/orgs/${s.orgId}/invite?sendMail=false`, {
    token: s.admin,
    body: [`${name}@example.com`],
  });
  if (grants.length)
    await c.ok('POST', '/roles/permission/grant', {
      token: s.admin,
      body: {
        permissionToCreate: grants.map((g) => ({
          orgId: s.orgId,
          subjectType: 'USER_ROLE',
          subjectId: id,
          ...g,
        })),
      },
    });
  return { id, token };
}
