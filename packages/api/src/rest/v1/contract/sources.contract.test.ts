import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractApp, type ContractApp } from './contract-app';

// Bodies below are the ones Datart's web client sends (SourceDetailPage: config is JSON.stringify'd form values).
let t: ContractApp;
const pg = {
  dbType: 'POSTGRESQL',
  url: 'jdbc:postgresql://127.0.0.1:5432/test',
  user: 'postgres',
  password: 'pg-secret-1',
  driverClass: 'org.postgresql.Driver',
  serverAggregate: false,
};

beforeAll(async () => {
  t = await createContractApp();
});
afterAll(() => t.close());

interface SourceDto {
  id: string;
  name: string;
  isFolder: boolean;
  config: unknown;
}

describe('sources travel with config as JSON text', () => {
  let id = '';

  it('POST /sources takes config as a JSON string and answers it as a JSON string', async () => {
    const body = {
      name: 'Warehouse',
      type: 'JDBC',
      orgId: t.owner.orgId,
      config: JSON.stringify(pg),
      parentId: null,
      isFolder: false,
      index: null,
    };
    const res = await t.call('POST', '/sources', { token: t.owner.token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data as SourceDto;
    expect(typeof data.config).toBe('string');
    expect(JSON.parse(data.config as string)).toMatchObject({
      dbType: 'POSTGRESQL',
      url: pg.url,
      password: '********',
    });
    id = data.id;
  });

  it('GET /sources lists every source and folder with config as JSON text (the client reads dbType from it)', async () => {
    const folder = await t.call('POST', '/sources', {
      token: t.owner.token,
      body: { name: 'Finance', orgId: t.owner.orgId, isFolder: true, parentId: null, index: 0 },
    });
    expect(folder.status).toBe(200);
    const res = await t.call('GET', `/sources?orgId=${t.owner.orgId}`, { token: t.owner.token });
    expect(res.status).toBe(200);
    const list = res.body.data as SourceDto[];
    expect(list.length).toBe(2);
    for (const s of list) {
      expect(typeof s.config, s.name).toBe('string');
      expect(() => JSON.parse(s.config as string)).not.toThrow();
    }
    const warehouse = list.find((s) => s.id === id)!;
    expect(JSON.parse(warehouse.config as string).dbType).toBe('POSTGRESQL');
    expect(JSON.stringify(res.body)).not.toContain('pg-secret-1');
    expect(JSON.parse(list.find((s) => s.isFolder)!.config as string)).toEqual({});
  });

  it('GET /sources/{id} answers config as JSON text that round-trips through PUT unchanged', async () => {
    const got = await t.call('GET', `/sources/${id}`, { token: t.owner.token });
    expect(got.status).toBe(200);
    const detail = got.body.data as SourceDto & { schemaUpdateDate: unknown };
    expect(typeof detail.config).toBe('string');
    expect(detail).toHaveProperty('schemaUpdateDate');
    // The edit form sends back what it read (the masked secret keeps the stored one).
    const put = await t.call('PUT', `/sources/${id}`, {
      token: t.owner.token,
      body: { ...detail, name: 'Warehouse', config: detail.config },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const again = (await t.call('GET', `/sources/${id}`, { token: t.owner.token })).body.data as SourceDto;
    expect(again.config).toBe(detail.config);
    // and the stored secret still opens the connection
    const test = await t.call('POST', '/data-provider/test', {
      token: t.owner.token,
      body: { name: 'Warehouse', type: 'JDBC', properties: JSON.parse(again.config as string), sourceId: id },
    });
    expect(test.status, JSON.stringify(test.body)).toBe(200);
  });

  it('archived sources, a move and a restore answer config as JSON text too', async () => {
    const move = await t.call('PUT', `/sources/${id}/base`, {
      token: t.owner.token,
      body: { id, name: 'Warehouse 2', parentId: null, index: 3 },
    });
    expect(move.status).toBe(200);
    expect(typeof (move.body.data as SourceDto).config).toBe('string');
    expect((await t.call('DELETE', `/sources/${id}?archive=true`, { token: t.owner.token })).status).toBe(
      200,
    );
    const archived = (
      await t.call('GET', `/sources/archived?orgId=${t.owner.orgId}`, { token: t.owner.token })
    ).body.data as SourceDto[];
    expect(archived.map((s) => typeof s.config)).toEqual(['string']);
    const restored = await t.call('PUT', `/sources/unarchive/${id}?name=Warehouse&index=1`, {
      token: t.owner.token,
    });
    expect(restored.status).toBe(200);
    expect(JSON.parse((restored.body.data as { config: string }).config).dbType).toBe('POSTGRESQL');
  });
});

describe('POST /data-provider/test without orgId (the new-source form)', () => {
  const form = {
    name: 'jdbc',
    type: 'JDBC',
    properties: {
      dbType: 'POSTGRESQL',
      url: 'jdbc:postgresql://127.0.0.1:5432/test',
      user: 'postgres',
      password: '',
    },
  };

  it('tests in the only organisation of its user', async () => {
    const res = await t.call('POST', '/data-provider/test', { token: t.owner.token, body: form });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toBe(true);
  });

  it('with several organisations, uses the last visited one (which Datart saves on every switch)', async () => {
    // A registered user owns their own organisation and is invited into the owner's: two organisations.
    const vera = await t.account('vera', t.owner.orgId);
    const unknown = await t.call('POST', '/data-provider/test', { token: vera.token, body: form });
    expect(unknown.status).toBe(400);
    expect(unknown.body.exception?.fields.map((f) => f.path)).toEqual(['orgId']);
    // In the owner's organisation vera has no sources module: the test is refused there.
    await t.call('POST', '/settings/user', {
      token: vera.token,
      body: { relId: t.owner.orgId, relType: 'LAST_VISITED_ORGANIZATION', config: null },
    });
    expect((await t.call('POST', '/data-provider/test', { token: vera.token, body: form })).status).toBe(403);
    // In her own organisation (she owns it) it runs.
    const own = ((await t.call('GET', '/orgs', { token: vera.token })).body.data as { id: string }[]).find(
      (o) => o.id !== t.owner.orgId,
    )!;
    await t.call('POST', '/settings/user', {
      token: vera.token,
      body: { relId: own.id, relType: 'LAST_VISITED_ORGANIZATION', config: null },
    });
    const ok = await t.call('POST', '/data-provider/test', { token: vera.token, body: form });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('an unreachable server is a clear error, not a success', async () => {
    const res = await t.call('POST', '/data-provider/test', {
      token: t.owner.token,
      body: { ...form, properties: { ...form.properties, url: 'jdbc:postgresql://127.0.0.1:1/test' } },
    });
    expect(res.status).toBe(502);
    expect(res.body.success).toBe(false);
  });
});
