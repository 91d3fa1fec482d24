import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ownerWithDemo, type TestApp } from './test-app';
import { trpcRequest } from './trpc-request';
import { addMember, customersModel as model, datartChartConfig, keptFilters } from './viz-fixtures';

/**
 * Issue 29, signed embedding (decisions D-embed-1..4): a host app signs a short-lived token with its
 * organisation's embedding secret; the embed doors check it on every call, use its values as the row rule
 * and add its fixed filters. Each attack through both doors: REST (`/api/v1/embed/*`) and tRPC (`embed.*`).
 */
let t: TestApp;
let owner = '';
let orgId = '';
let viewId = '';
let chartId = '';
let secret = '';
let otherChartId = '';
let otherSecret = '';

interface Answer {
  status: number;
  code: string | undefined;
  data: unknown;
}
const query = {
  groups: [{ column: ['country'], alias: 'country' }],
  aggregators: [{ column: ['customer_id'], sqlOperator: 'COUNT', alias: 'n' }],
  orders: [{ column: ['country'], operator: 'ASC' }],
  filters: keptFilters,
  pageInfo: { pageNo: 1, pageSize: 1000 },
};

async function restCall(method: string, path: string, body: unknown, token?: string): Promise<Answer> {
  const res = await t.call(method, path, { body, token: token ?? null });
  return { status: res.status, code: res.body.exception?.code, data: res.body.data };
}
async function trpc(procedure: string, input: unknown, token?: string): Promise<Answer> {
  const res = await trpcRequest(t.app, procedure, input, token ? { Authorization: `Bearer ${token}` } : {});
  const json = (await res.json()) as {
    result?: { data?: { json?: unknown } };
    error?: { json?: { data?: { appError?: { code?: string } } } };
  };
  return { status: res.status, code: json.error?.json?.data?.appError?.code, data: json.result?.data?.json };
}

interface Door {
  name: string;
  open(token: string): Promise<Answer>;
  execute(token: string, request?: Record<string, unknown>): Promise<Answer>;
}
const doors: Door[] = [
  {
    name: 'REST',
    open: (token) => restCall('POST', '/api/v1/embed/viz', { token }),
    execute: (token, request = query) =>
      restCall('POST', '/api/v1/embed/execute', { token, request: { viewId, ...request } }),
  },
  {
    name: 'tRPC',
    open: (token) => trpc('embed.open', { token }),
    execute: (token, request = query) => trpc('embed.execute', { token, request: { viewId, ...request } }),
  },
];

const sign = (
  claims: Record<string, unknown>,
  opts: { key?: string; expiresIn?: number; alg?: 'HS256' | 'HS512' } = {},
) => {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ resource: { type: 'DATACHART', id: chartId }, ...claims })
    .setProtectedHeader({ alg: opts.alg ?? 'HS256' })
    .setIssuedAt(now)
    .setExpirationTime(now + (opts.expiresIn ?? 600))
    .sign(new TextEncoder().encode(opts.key ?? secret));
};
const rowsOf = (a: Answer) => {
  expect(a.status, JSON.stringify(a)).toBe(200);
  return (a.data as { rows: [string, number][] }).rows.map((r) => r[0]);
};
const refused = (a: Answer, status: number, code: string) => {
  expect(a.status, JSON.stringify(a)).toBe(status);
  expect(a.code).toBe(code);
  expect(a.data ?? null).toBeNull();
};

async function chartIn(org: string, token: string, demo: string) {
  const view = await t.call('POST', '/api/v1/views', {
    token,
    body: {
      orgId: org,
      name: 'Customers',
      sourceId: demo,
      script:
        'select customer_id, country, city, customer_id + 1000 as secret from customers where country = $country$',
      model: JSON.stringify({
        ...model,
        columns: { ...model.columns, secret: { name: 'secret', type: 'NUMERIC', category: 'UNCATEGORIZED' } },
      }),
    },
  });
  const vId = (view.body.data as { id: string }).id;
  await t.call('POST', '/api/v1/variables', {
    token,
    body: { orgId: org, viewId: vId, name: 'country', type: 'PERMISSION', valueType: 'STRING' },
  });
  const chart = await t.call('POST', '/api/v1/viz/datacharts', {
    token,
    body: { orgId: org, viewId: vId, name: 'Countries', config: JSON.stringify(datartChartConfig()) },
  });
  expect(chart.status, JSON.stringify(chart.body)).toBe(200);
  return { viewId: vId, chartId: (chart.body.data as { id: string }).id };
}

beforeAll(async () => {
  t = await createTestApp({ activationRequired: false });
  const first = await ownerWithDemo(t);
  owner = first.owner;
  orgId = first.orgId;
  ({ viewId, chartId } = await chartIn(orgId, owner, first.demoId));
  const made = await restCall('POST', `/api/v1/orgs/${orgId}/embedding`, undefined, owner);
  secret = (made.data as { secret: string }).secret;
  // a second organisation, with its own chart and secret
  const other = await restCall('POST', '/api/v1/orgs', { name: 'Other org' }, owner);
  const otherOrg = (other.data as { id: string }).id;
  const demo = await restCall('POST', `/api/v1/sources/demo?orgId=${otherOrg}`, undefined, owner);
  ({ chartId: otherChartId } = await chartIn(otherOrg, owner, (demo.data as { id: string }).id));
  otherSecret = ((await trpc('embed.createSecret', { orgId: otherOrg }, owner)).data as { secret: string })
    .secret;
});
afterAll(() => t.close());

describe('the embedding secret', () => {
  it('is made by owners only, shown once, and never sent back', async () => {
    expect(secret).toMatch(/^[\w-]{43}$/);
    const member = await addMember(t, owner, orgId, 'mia', [
      { resourceType: 'VIZ', resourceId: '*', permission: 1 },
    ]);
    refused(
      await restCall('POST', `/api/v1/orgs/${orgId}/embedding`, undefined, member.token),
      403,
      'FORBIDDEN',
    );
    refused(await trpc('embed.createSecret', { orgId }, member.token), 403, 'FORBIDDEN');
    refused(await trpc('embed.deleteSecret', { orgId }, member.token), 403, 'FORBIDDEN');
    for (const who of [owner, member.token]) {
      const status = await restCall('GET', `/api/v1/orgs/${orgId}/embedding`, undefined, who);
      expect(status.data).toMatchObject({ enabled: true, createdBy: 'Admin' });
      expect(JSON.stringify(status.data)).not.toContain(secret);
      expect(JSON.stringify((await trpc('embed.status', { orgId }, who)).data)).not.toContain(secret);
    }
    expect(((await trpc('embed.status', { orgId }, member.token)).data as { can: object }).can).toEqual({
      manage: false,
    });
  });
});

describe.each(doors)('an embed through $name', (door) => {
  it('opens the chart read-only, without the view SQL, with its fixed filters named', async () => {
    const opened = await door.open(await sign({ filters: { country: 'France' } }));
    expect(opened.status, JSON.stringify(opened)).toBe(200);
    const data = opened.data as {
      vizType: string;
      lockedFilters: string[];
      vizDetail: { id: string; view: { script: unknown }; can: Record<string, boolean> };
    };
    expect(data.vizType).toBe('DATACHART');
    expect(data.vizDetail.id).toBe(chartId);
    expect(data.vizDetail.view.script).toBeNull();
    expect(data.vizDetail.can).toMatchObject({ manage: false, download: false });
    expect(data.lockedFilters).toEqual(['country']);
  });

  it("uses the token's values as the row rule: two viewers see different rows, none without a value", async () => {
    expect(rowsOf(await door.execute(await sign({ variables: { country: ['France'] } })))).toEqual([
      'France',
    ]);
    expect(rowsOf(await door.execute(await sign({ variables: { COUNTRY: 'China' } })))).toEqual(['China']);
    expect(rowsOf(await door.execute(await sign({})))).toEqual([]);
    // the secret's owner sees every country in the app; the embed never does without values
    const all = rowsOf(
      await door.execute(await sign({ variables: { country: ['France', 'China', 'Japan'] } })),
    );
    expect(all).toEqual(['China', 'France', 'Japan']);
  });

  it('adds the fixed filters and refuses a request that asks for other values', async () => {
    const token = await sign({
      variables: { country: ['France', 'China'] },
      filters: { country: ['France'] },
    });
    expect(rowsOf(await door.execute(token))).toEqual(['France']);
    const inFilter = (values: string[]) => ({
      ...query,
      filters: [
        ...keptFilters,
        {
          column: ['country'],
          sqlOperator: 'IN',
          values: values.map((value) => ({ value, valueType: 'STRING' })),
        },
      ],
    });
    expect(rowsOf(await door.execute(token, inFilter(['France'])))).toEqual(['France']);
    refused(await door.execute(token, inFilter(['China'])), 403, 'EMBED_FILTER_LOCKED');
    refused(await door.execute(token, inFilter(['France', 'China'])), 403, 'EMBED_FILTER_LOCKED');
    // another operator is ANDed with the fixed filter, so it can only narrow
    const notIn = {
      ...query,
      filters: [
        ...keptFilters,
        { column: ['country'], sqlOperator: 'NOT_IN', values: [{ value: 'France' }] },
      ],
    };
    expect(rowsOf(await door.execute(token, notIn))).toEqual([]);
  });

  it('may not name a field the chart does not use', async () => {
    const token = await sign({ variables: { country: ['France'] } });
    refused(
      await door.execute(token, { ...query, columns: [{ column: ['secret'] }], groups: [], aggregators: [] }),
      403,
      'SHARE_FIELD_NOT_SHARED',
    );
  });

  it('refuses forged, tampered, unsigned, expired and overlong tokens alike', async () => {
    const good = await sign({ variables: { country: ['France'] } });
    const [h, p, s] = good.split('.');
    const widened = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(p!, 'base64url').toString()),
        variables: { country: ['China'] },
      }),
    ).toString('base64url');
    const bad = [
      await sign({ variables: { country: ['France'] } }, { key: 'x'.repeat(43) }),
      `${h}.${widened}.${s}`,
      new UnsecuredJWT({ resource: { type: 'DATACHART', id: chartId }, variables: { country: ['China'] } })
        .setExpirationTime('10m')
        .encode(),
      await sign({ variables: { country: ['France'] } }, { expiresIn: -60 }),
      await sign({ variables: { country: ['France'] } }, { expiresIn: 25 * 3600 }),
      await sign({ variables: { country: ['France'] } }, { alg: 'HS512' }),
      'not a token',
    ];
    for (const token of bad) {
      refused(await door.execute(token), 401, 'EMBED_TOKEN_INVALID');
      refused(await door.open(token), 401, 'EMBED_TOKEN_INVALID');
    }
  });

  it("refuses another organisation's chart signed with this organisation's secret", async () => {
    const foreign = await sign({
      resource: { type: 'DATACHART', id: otherChartId },
      variables: { country: ['France'] },
    });
    refused(await door.open(foreign), 401, 'EMBED_TOKEN_INVALID');
    // its own organisation's secret opens it
    const own = await sign(
      { resource: { type: 'DATACHART', id: otherChartId }, variables: { country: ['France'] } },
      { key: otherSecret },
    );
    expect((await door.open(own)).status).toBe(200);
    // and a board id claimed as a chart, or a chart as a board, is unknown
    refused(
      await door.open(await sign({ resource: { type: 'DASHBOARD', id: chartId } })),
      401,
      'EMBED_TOKEN_INVALID',
    );
  });
});

describe('rotation and turning embedding off', () => {
  it('ends every embed signed with the old secret at its next call', async () => {
    const before = await sign({ variables: { country: ['France'] } });
    expect(rowsOf(await doors[0]!.execute(before))).toEqual(['France']);
    const rotated = await trpc('embed.createSecret', { orgId }, owner);
    const next = (rotated.data as { secret: string }).secret;
    expect(next).not.toBe(secret);
    for (const door of doors) refused(await door.execute(before), 401, 'EMBED_TOKEN_INVALID');
    secret = next;
    const after = await sign({ variables: { country: ['France'] } });
    expect(rowsOf(await doors[1]!.execute(after))).toEqual(['France']);
    expect((await restCall('DELETE', `/api/v1/orgs/${orgId}/embedding`, undefined, owner)).status).toBe(200);
    for (const door of doors) refused(await door.execute(after), 401, 'EMBED_TOKEN_INVALID');
    expect((await trpc('embed.status', { orgId }, owner)).data).toMatchObject({ enabled: false });
  });
});

describe('framing', () => {
  it('lets any site frame the embed pages, and only this origin frame the rest', async () => {
    const embed = await t.app.request('/embed/dashboard/some-token');
    expect(embed.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(embed.headers.get('x-frame-options')).toBeNull();
    const app = await t.app.request('/api/v1/sys/info');
    expect(app.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(app.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
