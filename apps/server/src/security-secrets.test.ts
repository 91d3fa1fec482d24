import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createQueryEngine } from '@tessera/query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, tokenOf, type TestApp } from './test-app';

/**
 * Issue 10 defects 4 and 6: a masked secret is reused only for the same source, with MANAGE on it,
 * pointed at the same target; HTTP-source headers and query parameters are secrets like passwords.
 * Trap servers record every connection, so a test sees a secret leave, not just a status code.
 */
let t: TestApp;
let owner = '';
let orgId = '';
let dir = '';
let pgId = '';
let mysqlId = '';
let trapPort = 0;
let trapHits = 0;
let trap: net.Server;
const seen: { server: string; headers: http.IncomingHttpHeaders; url: string }[] = [];
const servers: http.Server[] = [];
let goodOrigin = '';
let otherOrigin = '';

const PG = { dbType: 'POSTGRESQL', url: 'jdbc:postgresql://127.0.0.1:5432/postgres', user: 'postgres' };
const MASK = '********';

function listen(server: net.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
  );
}

async function jsonServer(name: string) {
  const s = http.createServer((req, res) => {
    seen.push({ server: name, headers: req.headers, url: req.url ?? '' });
    res.setHeader('content-type', 'application/json');
    res.end('[{"a":1}]');
  });
  servers.push(s);
  return `http://127.0.0.1:${await listen(s)}`;
}

const test = (body: Record<string, unknown>, token = owner) =>
  t.call('POST', '/api/v1/data-provider/test', { token, body: { orgId, ...body } });
const storedConfig = async (id: string) => {
  const raw = await t.db.db.execute(sql`select config::text as c from sources where id = ${id}`);
  return ((raw as unknown as { rows?: { c: string }[] }).rows ?? (raw as unknown as { c: string }[]))[0]!.c;
};

beforeAll(async () => {
  trap = net.createServer((socket) => {
    trapHits++;
    socket.destroy();
  });
  trapPort = await listen(trap);
  goodOrigin = await jsonServer('good');
  otherOrigin = await jsonServer('other');
  dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-secrets-'));
  mkdirSync(path.join(dir, 'duckdb'));
  const hostPort = (o: string) => o.replace('http://', '');
  const query = createQueryEngine({
    dataDir: path.join(dir, 'duckdb'),
    uploadDir: path.join(dir, 'files'),
    http: { allowList: [hostPort(goodOrigin), hostPort(otherOrigin)] },
  });
  t = await createTestApp({ activationRequired: false }, { query });
  owner = await t.bootstrapAdmin();
  orgId = ((await t.call('GET', '/api/v1/orgs', { token: owner })).body.data as { id: string }[])[0]!.id;
  const pg = await t.call('POST', '/api/v1/sources', {
    token: owner,
    body: { orgId, name: 'Warehouse', type: 'JDBC', config: { ...PG, password: 'pg-secret-1' } },
  });
  expect(pg.status, JSON.stringify(pg.body)).toBe(200);
  pgId = (pg.body.data as { id: string }).id;
  const my = await t.call('POST', '/api/v1/sources', {
    token: owner,
    body: {
      orgId,
      name: 'Shop',
      type: 'JDBC',
      config: {
        dbType: 'MARIADB',
        url: 'jdbc:mariadb://127.0.0.1:3306/test',
        user: 'root',
        password: 'my-secret-2',
      },
    },
  });
  mysqlId = (my.body.data as { id: string }).id;
});
afterAll(async () => {
  await t.close();
  trap.close();
  for (const s of servers) s.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a masked JDBC password is reused only for the same source and target', () => {
  it('unchanged target: the stored password is used, whatever the URL spelling', async () => {
    for (const properties of [
      { ...PG, password: MASK },
      { ...PG, url: 'jdbc:postgresql://127.0.0.1/postgres', password: MASK },
      { ...PG, url: 'jdbc:postgresql://127.0.0.1:5432/postgres?sslmode=disable', password: MASK },
      { dbType: 'POSTGRESQL', url: PG.url, username: 'postgres', password: MASK },
    ]) {
      const res = await test({ type: 'JDBC', sourceId: pgId, properties });
      expect(res.status, JSON.stringify([properties, res.body])).toBe(200);
    }
  });

  it('a changed host, port, user or database asks for the password again, and nothing is sent', async () => {
    const variants = [
      { url: `jdbc:postgresql://127.0.0.1:${trapPort}/postgres` },
      { url: `jdbc:postgresql://localhost:${trapPort}/postgres` },
      { url: 'jdbc:postgresql://localhost:5432/postgres' },
      { url: 'jdbc:postgresql://127.0.0.1:5432/test' },
      { user: 'attacker' },
      { user: undefined, username: 'other' },
      { dbType: 'MYSQL', url: `jdbc:mysql://127.0.0.1:${trapPort}/postgres` },
    ];
    for (const change of variants) {
      const res = await test({
        type: 'JDBC',
        sourceId: pgId,
        properties: { ...PG, password: MASK, ...change },
      });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.exception?.code).toBe('SECRET_REENTER');
      expect(res.body.message).toContain('enter the password again');
    }
    const zh = await test(
      { type: 'JDBC', sourceId: pgId, properties: { ...PG, password: MASK, user: 'x' } },
      owner,
    );
    expect(zh.status).toBe(400);
    const zhRes = await t.call('POST', '/api/v1/data-provider/test', {
      token: owner,
      lang: 'zh-CN',
      body: { orgId, type: 'JDBC', sourceId: pgId, properties: { ...PG, password: MASK, user: 'x' } },
    });
    expect(zhRes.body.message).toContain('请重新输入密码');
    expect(trapHits).toBe(0);
  });

  it('without a source, with another source’s id, or as another type, the mask is never a password', async () => {
    const noId = await test({
      type: 'JDBC',
      properties: { ...PG, url: `jdbc:postgresql://127.0.0.1:${trapPort}/postgres`, password: MASK },
    });
    expect(noId.body.exception?.code).toBe('SECRET_REENTER');
    // the MariaDB source's password aimed at the trap
    const other = await test({
      type: 'JDBC',
      sourceId: mysqlId,
      properties: { ...PG, url: `jdbc:postgresql://127.0.0.1:${trapPort}/postgres`, password: MASK },
    });
    expect(other.body.exception?.code).toBe('SECRET_REENTER');
    const asHttp = await test({
      type: 'HTTP',
      sourceId: pgId,
      properties: {
        schemas: [
          { tableName: 't', url: `http://127.0.0.1:${trapPort}/`, password: MASK, username: 'postgres' },
        ],
      },
    });
    expect(asHttp.status).toBe(400);
    expect(trapHits).toBe(0);
    // a new password for the new target is fine (it is the caller's own)
    const typed = await test({
      type: 'JDBC',
      sourceId: pgId,
      properties: { ...PG, url: 'jdbc:postgresql://127.0.0.1:5432/test', password: 'typed-again' },
    });
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
  });

  it('a member with READ on the source cannot use its stored secret at all', async () => {
    await t.call('POST', '/api/v1/users/register', {
      body: { username: 'reader', email: 'reader@example.com', password: 'passw0rd' },
    });
    const token = tokenOf(
      (await t.call('POST', '/api/v1/users/login', { body: { username: 'reader', password: 'passw0rd' } }))
        .headers,
    );
    const id = ((await t.call('GET', '/api/v1/users', { token })).body.data as { id: string }).id;
    await t.call('POST', `/api/v1/orgs/${orgId}/invite?sendMail=false`, {
      token: owner,
      body: ['reader@example.com'],
    });
    await t.call('POST', '/api/v1/roles/permission/grant', {
      token: owner,
      body: {
        permissionToCreate: [
          {
            orgId,
            subjectType: 'USER_ROLE',
            subjectId: id,
            resourceType: 'SOURCE',
            resourceId: '*',
            permission: 1,
          },
          {
            orgId,
            subjectType: 'USER_ROLE',
            subjectId: id,
            resourceType: 'SOURCE',
            resourceId: pgId,
            permission: 2,
          },
        ],
      },
    });
    for (const properties of [
      { ...PG, password: MASK },
      { ...PG, url: `jdbc:postgresql://127.0.0.1:${trapPort}/postgres`, password: MASK },
    ]) {
      const res = await test({ type: 'JDBC', sourceId: pgId, properties }, token);
      expect(res.status).toBe(403);
    }
    expect(
      (
        await t.call('PUT', `/api/v1/sources/${pgId}`, {
          token,
          body: {
            name: 'Warehouse',
            config: { ...PG, url: `jdbc:postgresql://127.0.0.1:${trapPort}/postgres`, password: MASK },
          },
        })
      ).status,
    ).toBe(403);
    expect(trapHits).toBe(0);
  });

  it('updating a source with the mask and a changed target is refused and changes nothing', async () => {
    const before = await storedConfig(pgId);
    for (const change of [
      { url: `jdbc:postgresql://127.0.0.1:${trapPort}/postgres` },
      { user: 'attacker' },
      { url: 'jdbc:postgresql://127.0.0.1:5432/test' },
    ]) {
      const res = await t.call('PUT', `/api/v1/sources/${pgId}`, {
        token: owner,
        body: { name: 'Warehouse', config: { ...PG, password: MASK, ...change } },
      });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.exception?.code).toBe('SECRET_REENTER');
    }
    expect(await storedConfig(pgId)).toBe(before);
    const same = await t.call('PUT', `/api/v1/sources/${pgId}`, {
      token: owner,
      body: { name: 'Warehouse', config: { ...PG, password: MASK } },
    });
    expect(same.status).toBe(200);
    expect(await storedConfig(pgId)).toBe(before);
  });
});

describe('HTTP-source headers and query parameters are secrets', () => {
  let httpId = '';
  const item = () => ({
    tableName: 'orders',
    url: `${goodOrigin}/orders`,
    headers: { Authorization: 'Bearer sk-live-abc123', 'X-Api-Key': 'key-456' },
    queryParam: { api_key: 'qp-789' },
  });

  beforeAll(async () => {
    const res = await t.call('POST', '/api/v1/sources', {
      token: owner,
      body: { orgId, name: 'Orders API', type: 'HTTP', config: { schemas: [item()], cacheEnable: false } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    httpId = (res.body.data as { id: string }).id;
  });

  it('are encrypted at rest and masked in every answer', async () => {
    const stored = await storedConfig(httpId);
    for (const secret of ['sk-live-abc123', 'key-456', 'qp-789']) expect(stored).not.toContain(secret);
    const got = await t.call('GET', `/api/v1/sources/${httpId}`, { token: owner });
    const text = JSON.stringify(got.body);
    for (const secret of ['sk-live-abc123', 'key-456', 'qp-789', 'enc:v1'])
      expect(text).not.toContain(secret);
    const config = JSON.parse((got.body.data as { config: string }).config) as {
      schemas: Record<string, Record<string, string>>[];
    };
    const schema = config.schemas[0]!;
    expect(schema.headers).toEqual({ Authorization: MASK, 'X-Api-Key': MASK });
    expect(schema.queryParam).toEqual({ api_key: MASK });
  });

  it('sent back masked they are kept, and still reach the right server', async () => {
    const got = await t.call('GET', `/api/v1/sources/${httpId}`, { token: owner });
    const config = JSON.parse((got.body.data as { config: string }).config) as Record<string, unknown>;
    const put = await t.call('PUT', `/api/v1/sources/${httpId}`, {
      token: owner,
      body: { name: 'Orders API', config },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    seen.length = 0;
    const res = await test({ type: 'HTTP', sourceId: httpId, properties: config });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const hit = seen.find((s) => s.server === 'good');
    expect(hit?.headers.authorization).toBe('Bearer sk-live-abc123');
    expect(hit?.headers['x-api-key']).toBe('key-456');
    expect(hit?.url).toContain('api_key=qp-789');
  });

  it('sent back masked to another origin they are refused, and the other server receives nothing', async () => {
    const masked = {
      ...item(),
      headers: { Authorization: MASK, 'X-Api-Key': MASK },
      queryParam: { api_key: MASK },
    };
    seen.length = 0;
    const variants = [
      { ...masked, url: `${otherOrigin}/orders` },
      { ...masked, url: `${otherOrigin}/orders`, headers: { Authorization: MASK }, queryParam: {} },
      { ...masked, url: `${otherOrigin}/orders`, headers: {}, queryParam: { api_key: MASK } },
      { ...masked, url: `${goodOrigin.replace('127.0.0.1', 'localhost')}/orders` },
      { ...masked, tableName: 'renamed', url: `${otherOrigin}/orders` },
      { ...masked, username: 'someone-else', password: 'typed' },
    ];
    for (const schema of variants) {
      const res = await test({
        type: 'HTTP',
        sourceId: httpId,
        properties: { schemas: [schema], cacheEnable: false },
      });
      expect(res.status, JSON.stringify(schema)).toBe(400);
      expect(res.body.exception?.code).toBe('SECRET_REENTER');
      const put = await t.call('PUT', `/api/v1/sources/${httpId}`, {
        token: owner,
        body: { name: 'Orders API', config: { schemas: [schema], cacheEnable: false } },
      });
      expect(put.status, JSON.stringify(schema)).toBe(400);
    }
    expect(seen.filter((s) => s.server === 'other')).toEqual([]);
  });
});
