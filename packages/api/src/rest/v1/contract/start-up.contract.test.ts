import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractApp, type ContractApp } from './contract-app';

let t: ContractApp;

beforeAll(async () => {
  t = await createContractApp();
});
afterAll(() => t.close());

const envelopeKeys = ['success', 'errCode', 'message', 'warnings', 'data', 'pageInfo', 'exception'];

describe("the calls Datart's client makes on every start", () => {
  it('GET /plugins/custom/charts answers a list, also to share pages (no token)', async () => {
    for (const token of [null, t.owner.token]) {
      const res = await t.call('GET', '/plugins/custom/charts', { token });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual([...envelopeKeys].sort());
      expect(res.body.success).toBe(true);
      expect(res.body.data).toEqual([]);
    }
  });

  it("GET /download/tasks answers the signed-in user's tasks as a list, and 401 without a token", async () => {
    const res = await t.call('GET', '/download/tasks', { token: t.owner.token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([...envelopeKeys].sort());
    expect(res.body.data).toEqual([]);
    const anonymous = await t.call('GET', '/download/tasks');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.success).toBe(false);
  });

  it('the rest of the start-up sequence answers the shapes the client reads', async () => {
    const token = t.owner.token;
    const info = (await t.call('GET', '/sys/info')).body.data as Record<string, unknown>;
    for (const k of [
      'initialized',
      'mailEnable',
      'registerEnable',
      'tenantManagementMode',
      'tokenTimeout',
      'version',
    ])
      expect(info, k).toHaveProperty(k);
    expect(Array.isArray((await t.call('GET', '/tpa/getOauth2Clients')).body.data)).toBe(true);
    expect(Array.isArray((await t.call('GET', '/settings/user', { token })).body.data)).toBe(true);
    expect(Array.isArray((await t.call('GET', '/orgs', { token })).body.data)).toBe(true);
    expect(Array.isArray((await t.call('GET', '/data-provider/providers', { token })).body.data)).toBe(true);
    const saved = await t.call('POST', '/settings/user', {
      token,
      body: { relId: t.owner.orgId, relType: 'LAST_VISITED_ORGANIZATION', config: null },
    });
    expect(saved.status).toBe(200);
    const subject = (
      await t.call(
        'GET',
        `/roles/permission/subject?orgId=${t.owner.orgId}&subjectType=USER&subjectId=${t.owner.id}`,
        { token },
      )
    ).body.data as Record<string, unknown>;
    for (const k of ['orgId', 'orgOwner', 'subjectId', 'subjectType']) expect(subject, k).toHaveProperty(k);
    expect(Array.isArray(subject.permissionInfos)).toBe(true);
  });
});

describe('the OpenAPI document describes the Datart shapes', () => {
  type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[] };
  let doc: {
    paths: Record<
      string,
      Record<
        string,
        {
          responses: { '200': { content: { 'application/json': { schema: Schema } } } };
          requestBody?: { content: { 'application/json': { schema: Schema } } };
        }
      >
    >;
  };
  const data = (path: string, method: string): Schema => {
    const s = doc.paths[path]![method]!.responses['200'].content['application/json'].schema.properties!.data!;
    return s.anyOf ? s.anyOf.find((x) => x.type !== 'null')! : s;
  };

  beforeAll(async () => {
    const res = await t.call('GET', '/openapi.json');
    doc = res.body as unknown as typeof doc;
  });

  it('config and model are strings in source and view answers, and the view detail lists its parts', () => {
    expect(data('/sources', 'get').items!.properties!.config!.type).toBe('string');
    expect(data('/sources/{id}', 'get').properties!.config!.type).toBe('string');
    const view = data('/views/{id}', 'get').properties!;
    expect(view.config!.type).toBe('string');
    expect(view.model!.type).toBe('string');
    for (const k of ['variables', 'relVariableSubjects', 'relSubjectColumns'])
      expect(view[k]!.type, k).toBe('array');
    expect(view.variables!.items!.properties!.permission!.type).toBe('integer');
    expect(data('/views', 'post').properties!.relSubjectColumns!.type).toBe('array');
  });

  it('no answer on the Datart-contract paths is left undescribed', () => {
    const touched: [string, string][] = [
      ['/sources', 'get'],
      ['/sources/archived', 'get'],
      ['/sources', 'post'],
      ['/sources/{id}', 'get'],
      ['/sources/{id}/base', 'put'],
      ['/sources/unarchive/{id}', 'put'],
      ['/views', 'post'],
      ['/views/{id}', 'get'],
      ['/views/{id}', 'put'],
      ['/variables', 'post'],
      ['/variables/org', 'get'],
      ['/variables/view', 'get'],
      ['/variables/value', 'get'],
      ['/data-provider/test', 'post'],
      ['/data-provider/execute/test', 'post'],
      ['/data-provider/execute', 'post'],
      ['/plugins/custom/charts', 'get'],
      ['/download/tasks', 'get'],
      ['/roles/view_permission/view/{viewId}', 'get'],
    ];
    for (const [path, method] of touched) {
      const s = data(path, method);
      expect(s.type, `${method} ${path}`).toBeDefined();
      if (s.type === 'array') expect(s.items?.type, `${method} ${path} items`).toBeDefined();
    }
  });
});
