import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractApp, type ContractApp, type TrpcOutcome } from './rest/v1/contract/contract-app';

/**
 * The two doors are equal: for a sample of operations across domains, the tRPC procedure and the REST
 * route, called by the same person on one database, answer the same data (the fields both carry, after
 * REST's documented Datart mapping) or refuse with the same error code.
 */
let t: ContractApp;
let orgId = '';
let demoId = '';
let viewId = '';
let chartId = '';
let reader: { token: string; id: string };
const byCountry = () => ({
  viewId,
  groups: [{ column: ['country'] }],
  aggregators: [{ column: ['country'], sqlOperator: 'COUNT', alias: 'n' }],
  orders: [{ column: ['country'], operator: 'ASC' }],
  pageInfo: { pageNo: 1, pageSize: 5 },
});

/** The REST call's outcome in the tRPC shape: its data, or its error code and status. */
async function rest(
  method: string,
  path: string,
  body?: unknown,
  token = t.owner.token,
): Promise<TrpcOutcome> {
  const res = await t.call(method, path, { token, body });
  return res.body.success
    ? { ok: true, data: res.body.data }
    : { ok: false, code: res.body.exception!.code, status: res.status };
}
const data = <T>(o: TrpcOutcome): T => {
  if (!o.ok) throw new Error(`refused: ${o.code}`);
  return o.data as T;
};
const refusal = (o: TrpcOutcome) => (o.ok ? 'answered' : o.code);

beforeAll(async () => {
  t = await createContractApp();
  orgId = t.owner.orgId;
  demoId = data<{ id: string }>(await rest('POST', `/sources/demo?orgId=${orgId}`)).id;
  viewId = data<{ id: string }>(
    await t.trpc(
      'view.create',
      {
        orgId,
        name: 'Customers',
        sourceId: demoId,
        script: 'select country from customers',
        model: { columns: { country: { type: 'STRING' } }, version: '1.0.0' },
      },
      t.owner.token,
    ),
  ).id;
  reader = await t.account('reader', orgId);
}, 120_000);
afterAll(() => t.close());

describe('the tRPC and REST doors answer alike', () => {
  it('current user: user.me = GET /users', async () => {
    const pick = (u: { id: string; username: string; email: string; organizations: { id: string }[] }) => ({
      id: u.id,
      username: u.username,
      email: u.email,
      orgs: u.organizations.map((o) => o.id),
    });
    const viaTrpc = pick(data(await t.trpc('user.me', undefined, t.owner.token)));
    expect(viaTrpc.username).toBe('owner');
    expect(pick(data(await rest('GET', '/users')))).toEqual(viaTrpc);
  });

  it('organisations: org.list = GET /orgs', async () => {
    type Org = { id: string; name: string; orgOwner?: boolean };
    const pick = (l: Org[]) => l.map((o) => ({ id: o.id, name: o.name, orgOwner: o.orgOwner }));
    const viaTrpc = pick(data(await t.trpc('org.list', undefined, t.owner.token)));
    expect(viaTrpc).toHaveLength(1);
    expect(pick(data(await rest('GET', '/orgs')))).toEqual(viaTrpc);
  });

  it('a source with a bad config: source.create and POST /sources refuse with the same code', async () => {
    const input = { orgId, name: 'Broken', type: 'JDBC', config: { dbType: 'NO_SUCH_DB', url: 42 } };
    const viaTrpc = refusal(await t.trpc('source.create', input, t.owner.token));
    expect(viaTrpc).not.toBe('answered');
    expect(refusal(await rest('POST', '/sources', input))).toBe(viaTrpc);
  });

  it('views: view.list = GET /views', async () => {
    const pick = (l: { id: string; name: string; isFolder: boolean }[]) =>
      l.map((v) => [v.id, v.name, v.isFolder]).sort();
    const viaTrpc = pick(data(await t.trpc('view.list', { orgId }, t.owner.token)));
    expect(viaTrpc).toContainEqual([viewId, 'Customers', false]);
    expect(pick(data(await rest('GET', `/views?orgId=${orgId}`)))).toEqual(viaTrpc);
  });

  it('a chart query: data.execute = POST /data-provider/execute', async () => {
    type Frame = { columns: { name: string[] }[]; rows: unknown[][] };
    const pick = (f: Frame) => ({ columns: f.columns.map((c) => c.name), rows: f.rows });
    const viaTrpc = pick(data(await t.trpc('data.execute', byCountry(), t.owner.token)));
    expect(viaTrpc.rows.length).toBe(5);
    expect(pick(data(await rest('POST', '/data-provider/execute', byCountry())))).toEqual(viaTrpc);
  });

  it('a chart saved through either door reads the same through both', async () => {
    const config = {
      chartGraphId: 'cluster-column-chart',
      aggregation: true,
      chartConfig: {
        datas: [
          { key: 'dimension', type: 'group', rows: [{ colName: 'country' }] },
          { key: 'metrics', type: 'aggregate', rows: [{ colName: 'country', aggregate: 'COUNT' }] },
        ],
      },
    };
    chartId = data<{ id: string }>(
      await t.trpc('datachart.create', { orgId, name: 'By country', viewId, config }, t.owner.token),
    ).id;
    const viaRest = data<{ id: string }>(
      await rest('POST', '/viz/datacharts', { orgId, name: 'By country 2', viewId, config }),
    ).id;
    type Chart = { id: string; name: string; viewId: string | null; config: unknown };
    const pick = (c: Chart) => ({
      id: c.id,
      name: c.name,
      viewId: c.viewId,
      config: typeof c.config === 'string' ? (JSON.parse(c.config) as unknown) : c.config,
    });
    for (const id of [chartId, viaRest]) {
      const a = pick(data(await t.trpc('datachart.byId', { id }, t.owner.token)));
      expect(a.viewId).toBe(viewId);
      expect(pick(data(await rest('GET', `/viz/datacharts/${id}`)))).toEqual(a);
    }
  });

  it('a dashboard: dashboard.byId = GET /viz/dashboards/{id}', async () => {
    const id = data<{ id: string }>(
      await t.trpc('dashboard.create', { orgId, name: 'Overview', subType: 'auto' }, t.owner.token),
    ).id;
    type Board = { id: string; name: string; orgId: string; widgets: unknown[] };
    const pick = (b: Board) => ({ id: b.id, name: b.name, orgId: b.orgId, widgets: b.widgets.length });
    const viaTrpc = pick(data(await t.trpc('dashboard.byId', { id }, t.owner.token)));
    expect(viaTrpc).toEqual({ id, name: 'Overview', orgId, widgets: 0 });
    expect(pick(data(await rest('GET', `/viz/dashboards/${id}`)))).toEqual(viaTrpc);
  });

  it('a share: share.create and POST /shares make the same share', async () => {
    const input = {
      vizType: 'DATACHART',
      vizId: chartId,
      authenticationMode: 'NONE',
      rowPermissionBy: 'CREATOR',
    };
    type Share = {
      id: string;
      vizType: string;
      vizId: string;
      authenticationMode: string;
      rowPermissionBy: string;
    };
    const pick = (s: Share) => [s.vizType, s.vizId, s.authenticationMode, s.rowPermissionBy];
    const a = data<Share>(await t.trpc('share.create', input, t.owner.token));
    const b = data<Share>(await rest('POST', '/shares', input));
    expect(a.id).not.toBe(b.id);
    expect(pick(b)).toEqual(pick(a));
    expect(pick(a)).toEqual(['DATACHART', chartId, 'NONE', 'CREATOR']);
  });

  it('public variables: variable.org = GET /variables/org', async () => {
    data(
      await t.trpc(
        'variable.create',
        { orgId, name: 'region', type: 'QUERY', valueType: 'STRING', defaultValue: ['EU'] },
        t.owner.token,
      ),
    );
    type Variable = { id: string; name: string; type: string; valueType: string };
    const pick = (l: Variable[]) => l.map((v) => [v.id, v.name, v.type, v.valueType]).sort();
    const viaTrpc = pick(data(await t.trpc('variable.org', { orgId }, t.owner.token)));
    expect(viaTrpc.map((v) => v[1])).toEqual(['region']);
    expect(pick(data(await rest('GET', `/variables/org?orgId=${orgId}`)))).toEqual(viaTrpc);
  });

  it('a role with a name in use: role.create and POST /roles both answer NAME_EXISTS', async () => {
    data(await t.trpc('role.create', { orgId, name: 'Analysts' }, t.owner.token));
    expect(refusal(await t.trpc('role.create', { orgId, name: 'Analysts' }, t.owner.token))).toBe(
      'NAME_EXISTS',
    );
    expect(refusal(await rest('POST', '/roles', { orgId, name: 'Analysts' }))).toBe('NAME_EXISTS');
  });

  it('a member without rights is refused with FORBIDDEN by both', async () => {
    expect(refusal(await t.trpc('data.execute', byCountry(), reader.token))).toBe('FORBIDDEN');
    expect(refusal(await rest('POST', '/data-provider/execute', byCountry(), reader.token))).toBe(
      'FORBIDDEN',
    );
    const source = {
      orgId,
      name: 'Mine',
      type: 'JDBC',
      config: { dbType: 'POSTGRESQL', url: 'jdbc:postgresql://x/y' },
    };
    expect(refusal(await t.trpc('source.create', source, reader.token))).toBe('FORBIDDEN');
    expect(refusal(await rest('POST', '/sources', source, reader.token))).toBe('FORBIDDEN');
  });

  it("a chart's reader runs the chart's query through both doors, and only when the request names it", async () => {
    const grants = [
      { resourceType: 'VIZ', resourceId: '*', permission: 1 },
      { resourceType: 'VIZ', resourceId: chartId, permission: 2 },
    ].map((g) => ({ orgId, subjectType: 'USER_ROLE', subjectId: reader.id, ...g }));
    data(await rest('POST', '/roles/permission/grant', { permissionToCreate: grants }));
    const named = { ...byCountry(), vizType: 'DATACHART', vizId: chartId };
    const viaTrpc = data<{ rows: unknown[][] }>(await t.trpc('data.execute', named, reader.token)).rows;
    expect(viaTrpc.length).toBe(5);
    expect(
      data<{ rows: unknown[][] }>(await rest('POST', '/data-provider/execute', named, reader.token)).rows,
    ).toEqual(viaTrpc);
    expect(refusal(await t.trpc('data.execute', byCountry(), reader.token))).toBe('FORBIDDEN');
    expect(refusal(await rest('POST', '/data-provider/execute', byCountry(), reader.token))).toBe(
      'FORBIDDEN',
    );
  });

  it('schedules and downloads: schedule.list = GET /schedules, download.list = GET /download/tasks', async () => {
    const ids = (l: { id: string }[]) => l.map((x) => x.id).sort();
    const schedules = ids(data(await t.trpc('schedule.list', { orgId }, t.owner.token)));
    expect(ids(data(await rest('GET', `/schedules?orgId=${orgId}`)))).toEqual(schedules);
    const downloads = ids(data(await t.trpc('download.list', undefined, t.owner.token)));
    expect(ids(data(await rest('GET', '/download/tasks')))).toEqual(downloads);
  });
});
