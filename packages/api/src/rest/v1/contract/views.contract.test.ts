import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractApp, type ContractApp } from './contract-app';

// Bodies below follow Datart's view editor (ViewPage utils getSaveParamsFromViewModel): config and model
// are JSON.stringify'd, new variables and value rows carry the client's temporary uuid ids, and every
// variable of a loaded view carries the view-wide relVariableSubjects list.
let t: ContractApp;
let demoId = '';
let roleId = '';
let foreignRoleId = '';
const model = {
  hierarchy: {
    country: { name: 'country', type: 'STRING', role: 'dimension' },
    city: { name: 'city', type: 'STRING', role: 'dimension' },
  },
  columns: { country: { name: 'country', type: 'STRING' }, city: { name: 'city', type: 'STRING' } },
  version: '1.0.0-RC.1',
};
const config = {
  concurrencyControl: true,
  concurrencyControlMode: 'DIRTYREAD',
  cache: false,
  cacheExpires: 0,
};

interface Detail {
  id: string;
  name: string;
  script: string | null;
  model: unknown;
  config: unknown;
  variables: {
    id: string;
    name: string;
    type: string;
    permission: unknown;
    defaultValue: unknown;
    relVariableSubjects?: unknown;
  }[];
  relVariableSubjects: {
    id: string;
    variableId: string;
    subjectId: string;
    subjectType: string;
    value: unknown;
    useDefaultValue: boolean;
  }[];
  relSubjectColumns: {
    id: string;
    viewId: string;
    subjectId: string;
    subjectType: string;
    columnPermission: unknown;
  }[];
}

beforeAll(async () => {
  t = await createContractApp();
  demoId = (
    (await t.call('POST', `/sources/demo?orgId=${t.owner.orgId}`, { token: t.owner.token })).body.data as {
      id: string;
    }
  ).id;
  roleId = (
    (
      await t.call('POST', '/roles', {
        token: t.owner.token,
        body: { orgId: t.owner.orgId, name: 'Sales', description: '' },
      })
    ).body.data as { id: string }
  ).id;
  const other = await t.account('olga');
  const otherOrg = ((await t.call('GET', '/orgs', { token: other.token })).body.data as { id: string }[])[0]!
    .id;
  foreignRoleId = (
    (
      await t.call('POST', '/roles', {
        token: other.token,
        body: { orgId: otherOrg, name: 'Theirs', description: '' },
      })
    ).body.data as { id: string }
  ).id;
});
afterAll(() => t.close());

const newView = (name: string) => {
  const regionId = randomUUID();
  const scopeId = randomUUID();
  return {
    orgId: t.owner.orgId,
    name,
    sourceId: demoId,
    parentId: null,
    isFolder: false,
    index: null,
    type: 'SQL',
    script: 'select country, city from customers where country = $region$ and city <> $blocked$',
    config: JSON.stringify(config),
    model: JSON.stringify(model),
    variablesToCreate: [
      {
        id: regionId,
        name: 'region',
        label: 'Region',
        type: 'QUERY',
        valueType: 'STRING',
        permission: 2,
        defaultValue: '["Germany"]',
        expression: false,
        relVariableSubjects: [],
      },
      {
        id: scopeId,
        name: 'blocked',
        type: 'PERMISSION',
        valueType: 'STRING',
        permission: 0,
        defaultValue: null,
        expression: false,
        relVariableSubjects: [
          {
            id: randomUUID(),
            variableId: scopeId,
            subjectId: roleId,
            subjectType: 'ROLE',
            useDefaultValue: false,
            value: '["Berlin"]',
          },
        ],
      },
    ],
    columnPermission: [
      {
        id: randomUUID(),
        viewId: 'GENERATED-new-view',
        subjectId: roleId,
        subjectType: 'ROLE',
        columnPermission: '["country"]',
      },
    ],
  };
};

function expectDatartDetail(d: Detail) {
  for (const key of ['variables', 'relVariableSubjects', 'relSubjectColumns'])
    expect(Array.isArray((d as unknown as Record<string, unknown>)[key]), key).toBe(true);
  expect(typeof d.model).toBe('string');
  expect(typeof d.config).toBe('string');
  for (const v of d.variables) {
    expect(typeof v.permission, v.name).toBe('number');
    expect(v.defaultValue === null || typeof v.defaultValue === 'string', v.name).toBe(true);
  }
  for (const r of d.relVariableSubjects) expect(r.value === null || typeof r.value === 'string').toBe(true);
  for (const c of d.relSubjectColumns) expect(typeof c.columnPermission).toBe('string');
}

describe('view detail and one-call save', () => {
  let detail: Detail;

  it('POST /views saves the view, its variables and its column rules, and answers the detail', async () => {
    const res = await t.call('POST', '/views', { token: t.owner.token, body: newView('Customers') });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    detail = res.body.data as Detail;
    expectDatartDetail(detail);
    expect(JSON.parse(detail.model as string)).toEqual(model);
    expect(JSON.parse(detail.config as string)).toMatchObject(config);
    expect(detail.variables.map((v) => [v.name, v.permission, v.defaultValue])).toEqual([
      ['blocked', 0, null],
      ['region', 2, '["Germany"]'],
    ]);
    const blocked = detail.variables.find((v) => v.name === 'blocked')!;
    expect(detail.relVariableSubjects).toEqual([
      expect.objectContaining({
        variableId: blocked.id,
        subjectId: roleId,
        subjectType: 'ROLE',
        value: '["Berlin"]',
        useDefaultValue: false,
      }),
    ]);
    expect(detail.relSubjectColumns).toEqual([
      expect.objectContaining({
        viewId: detail.id,
        subjectId: roleId,
        subjectType: 'ROLE',
        columnPermission: '["country"]',
      }),
    ]);
  });

  it('GET /views/{id} is the same detail, and what the client parses round-trips', async () => {
    const res = await t.call('GET', `/views/${detail.id}`, { token: t.owner.token });
    expect(res.status).toBe(200);
    const got = res.body.data as Detail;
    expectDatartDetail(got);
    expect(got).toEqual(detail);
    // Datart's client does exactly this when it opens a saved view (transformModelToViewModel).
    expect(JSON.parse(got.model as string)).toEqual(model);
    expect(JSON.parse(got.config as string)).toMatchObject(config);
    expect(got.relSubjectColumns.map((r) => JSON.parse(r.columnPermission as string))).toEqual([['country']]);
    expect(got.variables.map((v) => (v.defaultValue ? JSON.parse(v.defaultValue as string) : null))).toEqual([
      null,
      ['Germany'],
    ]);
    // The saved variables bind when the editor runs the view the way Datart's client does.
    const run = await t.call('POST', '/data-provider/execute/test', {
      token: t.owner.token,
      body: {
        script: got.script,
        sourceId: demoId,
        size: 100,
        scriptType: 'SQL',
        columns: '',
        variables: got.variables.map(
          ({ name, type, valueType, defaultValue, expression }: Record<string, unknown>) => ({
            name,
            type,
            valueType,
            values: defaultValue ? JSON.parse(defaultValue as string) : null,
            expression,
          }),
        ),
      },
    });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    const rows = (run.body.data as { rows: string[][] }).rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r[0]))).toEqual(new Set(['Germany']));
  });

  it('PUT /views/{id} creates, updates and deletes variables; columnPermission null leaves the rules', async () => {
    const loaded = (await t.call('GET', `/views/${detail.id}`, { token: t.owner.token })).body.data as Detail;
    const region = loaded.variables.find((v) => v.name === 'region')!;
    const blocked = loaded.variables.find((v) => v.name === 'blocked')!;
    const body = {
      orgId: t.owner.orgId,
      name: 'Customers',
      sourceId: demoId,
      parentId: null,
      isFolder: false,
      index: 0,
      type: 'SQL',
      script: 'select country, city from customers where country in ($region$) and customer_id > $minId$',
      config: JSON.stringify(config),
      model: JSON.stringify(model),
      variablesToCreate: [
        {
          id: randomUUID(),
          name: 'minId',
          type: 'QUERY',
          valueType: 'NUMERIC',
          permission: 1,
          defaultValue: '[10]',
          expression: false,
          relVariableSubjects: [],
        },
      ],
      // unchanged values are sent as null; the client copies the view-wide rel list into each variable
      variablesToUpdate: [{ ...region, defaultValue: '["France","Spain"]', relVariableSubjects: null }],
      variableToDelete: [blocked.id],
      columnPermission: null,
    };
    const res = await t.call('PUT', `/views/${detail.id}`, { token: t.owner.token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = res.body.data as Detail;
    expectDatartDetail(saved);
    expect(saved.variables.map((v) => [v.name, v.permission, v.defaultValue])).toEqual([
      ['minId', 1, '["10"]'],
      ['region', 2, '["France","Spain"]'],
    ]);
    expect(saved.relVariableSubjects).toEqual([]);
    expect(saved.relSubjectColumns.map((r) => r.columnPermission)).toEqual(['["country"]']);
    expect(saved.script).toBe(body.script);

    const cleared = await t.call('PUT', `/views/${detail.id}`, {
      token: t.owner.token,
      body: {
        ...body,
        variablesToCreate: [],
        variablesToUpdate: [],
        variableToDelete: [],
        columnPermission: [],
      },
    });
    expect(cleared.status).toBe(200);
    expect((cleared.body.data as Detail).relSubjectColumns).toEqual([]);
  });

  it('replaces the values of an updated variable with the rows sent for it', async () => {
    const loaded = (await t.call('GET', `/views/${detail.id}`, { token: t.owner.token })).body.data as Detail;
    const region = loaded.variables.find((v) => v.name === 'region')!;
    const rows = [
      {
        id: randomUUID(),
        variableId: region.id,
        subjectId: roleId,
        subjectType: 'ROLE',
        useDefaultValue: false,
        value: '["Italy"]',
      },
    ];
    const res = await t.call('PUT', `/views/${detail.id}`, {
      token: t.owner.token,
      body: {
        name: 'Customers',
        sourceId: demoId,
        type: 'SQL',
        script: loaded.script,
        config: loaded.config,
        model: loaded.model,
        variablesToUpdate: [{ ...region, relVariableSubjects: rows }],
        columnPermission: null,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.data as Detail).relVariableSubjects).toEqual([
      expect.objectContaining({ variableId: region.id, subjectId: roleId, value: '["Italy"]' }),
    ]);
  });
});

describe('one transaction: a failing part saves nothing', () => {
  it('POST /views with a value for a role of another organisation creates no view and no variable', async () => {
    const body = newView('Leaky');
    body.variablesToCreate[1]!.relVariableSubjects[0]!.subjectId = foreignRoleId;
    const res = await t.call('POST', '/views', { token: t.owner.token, body });
    expect(res.status).toBe(403);
    expect(res.body.exception?.code).toBe('CROSS_ORG');
    const list = (await t.call('GET', `/views?orgId=${t.owner.orgId}`, { token: t.owner.token })).body
      .data as { name: string }[];
    expect(list.map((v) => v.name)).not.toContain('Leaky');
    const vars = await t.db.db.execute(
      "select count(*)::int as n from variables where name = 'region'" as never,
    );
    const count = ((vars as unknown as { rows?: { n: number }[] }).rows ??
      (vars as unknown as { n: number }[]))[0]!.n;
    expect(count).toBe(1); // only the one of "Customers"
  });

  it('PUT /views/{id} with two variables of the same name keeps the stored view and variables', async () => {
    const created = (await t.call('POST', '/views', { token: t.owner.token, body: newView('Stable') })).body
      .data as Detail;
    const body = {
      name: 'Stable renamed',
      sourceId: demoId,
      type: 'SQL',
      script: 'select 1 as x',
      model: created.model,
      config: created.config,
      variablesToCreate: [
        {
          id: randomUUID(),
          name: 'twin',
          type: 'QUERY',
          valueType: 'STRING',
          permission: 2,
          defaultValue: '["a"]',
          expression: false,
          relVariableSubjects: [],
        },
        {
          id: randomUUID(),
          name: 'TWIN',
          type: 'QUERY',
          valueType: 'STRING',
          permission: 2,
          defaultValue: '["b"]',
          expression: false,
          relVariableSubjects: [],
        },
      ],
      variableToDelete: [created.variables[0]!.id],
      columnPermission: [],
    };
    const res = await t.call('PUT', `/views/${created.id}`, { token: t.owner.token, body });
    expect(res.status).toBe(409);
    expect(res.body.exception?.fields.map((f) => f.path)).toEqual(['variablesToCreate.1.name']);
    const after = (await t.call('GET', `/views/${created.id}`, { token: t.owner.token })).body.data as Detail;
    expect(after.name).toBe('Stable');
    expect(after.script).toBe(created.script);
    expect(after.variables.map((v) => v.id).sort()).toEqual(created.variables.map((v) => v.id).sort());
    expect(after.relSubjectColumns).toEqual(created.relSubjectColumns);
  });

  it('a bad variable value is refused before anything is written', async () => {
    const base = newView('Numbers');
    const body = {
      ...base,
      variablesToCreate: base.variablesToCreate.map((v, i) =>
        i === 0 ? { ...v, valueType: 'NUMERIC', defaultValue: '["not a number"]' } : v,
      ),
    };
    const res = await t.call('POST', '/views', { token: t.owner.token, body });
    expect(res.status).toBe(400);
    const list = (await t.call('GET', `/views?orgId=${t.owner.orgId}`, { token: t.owner.token })).body
      .data as { name: string }[];
    expect(list.map((v) => v.name)).not.toContain('Numbers');
  });
});

describe('the rights of the variables and column-permission endpoints apply', () => {
  let viewId = '';
  let manager = { token: '', id: '' };
  let reader = { token: '', id: '' };
  const grant = (userId: string, items: { resourceType: string; resourceId: string; permission: number }[]) =>
    t.call('POST', '/roles/permission/grant', {
      token: t.owner.token,
      body: {
        permissionToCreate: items.map((i) => ({
          orgId: t.owner.orgId,
          subjectType: 'USER_ROLE',
          subjectId: userId,
          ...i,
        })),
      },
    });

  beforeAll(async () => {
    viewId = (
      (await t.call('POST', '/views', { token: t.owner.token, body: newView('Guarded') })).body.data as Detail
    ).id;
    manager = await t.account('mona', t.owner.orgId);
    reader = await t.account('remy', t.owner.orgId);
    await grant(manager.id, [
      { resourceType: 'VIEW', resourceId: '*', permission: 1 },
      { resourceType: 'VIEW', resourceId: viewId, permission: 6 },
      { resourceType: 'SOURCE', resourceId: '*', permission: 1 },
      { resourceType: 'SOURCE', resourceId: demoId, permission: 2 },
    ]);
    await grant(reader.id, [
      { resourceType: 'VIEW', resourceId: '*', permission: 1 },
      { resourceType: 'VIEW', resourceId: viewId, permission: 2 },
    ]);
  });

  const save = (token: string, extra: Record<string, unknown>) =>
    t.call('PUT', `/views/${viewId}`, {
      token,
      body: {
        name: 'Guarded',
        sourceId: demoId,
        type: 'SQL',
        script: newView('x').script,
        model: JSON.stringify(model),
        config: JSON.stringify(config),
        columnPermission: null,
        ...extra,
      },
    });

  it('a reader gets the detail without values or rules, and cannot save', async () => {
    const res = await t.call('GET', `/views/${viewId}`, { token: reader.token });
    expect(res.status).toBe(200);
    const d = res.body.data as Detail;
    expectDatartDetail(d);
    expect(d.script).toBeNull();
    expect(d.variables.length).toBe(2);
    expect(d.relVariableSubjects).toEqual([]);
    expect(d.relSubjectColumns).toEqual([]);
    expect((await save(reader.token, {})).status).toBe(403);
  });

  it('a manager of the view may add value variables and column rules', async () => {
    const res = await save(manager.token, {
      variablesToCreate: [
        {
          id: randomUUID(),
          name: 'limitTo',
          type: 'QUERY',
          valueType: 'STRING',
          permission: 2,
          defaultValue: '["x"]',
          expression: false,
          relVariableSubjects: [],
        },
      ],
      columnPermission: [{ subjectId: roleId, subjectType: 'ROLE', columnPermission: '["city"]' }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.data as Detail).variables.map((v) => v.name)).toContain('limitTo');
  });

  it('raw-SQL variables (FRAGMENT or expression) still need the variables module, and nothing is saved', async () => {
    for (const v of [
      { name: 'frag', type: 'QUERY', valueType: 'FRAGMENT', defaultValue: '["1=1"]', expression: false },
      { name: 'expr', type: 'QUERY', valueType: 'STRING', defaultValue: '["now()"]', expression: true },
    ]) {
      const res = await save(manager.token, {
        name: 'Renamed',
        variablesToCreate: [{ id: randomUUID(), permission: 2, relVariableSubjects: [], ...v }],
      });
      expect(res.status, v.name).toBe(403);
    }
    const d = (await t.call('GET', `/views/${viewId}`, { token: t.owner.token })).body.data as Detail;
    expect(d.name).toBe('Guarded');
    expect(d.variables.map((v) => v.name)).not.toContain('frag');
    expect(d.variables.map((v) => v.name)).not.toContain('expr');
  });

  it('variables of another view cannot be changed or deleted through this one', async () => {
    const other = (await t.call('POST', '/views', { token: t.owner.token, body: newView('Other') })).body
      .data as Detail;
    const foreign = other.variables[0]!;
    expect((await save(t.owner.token, { variableToDelete: [foreign.id] })).status).toBe(404);
    expect(
      (
        await save(t.owner.token, {
          variablesToUpdate: [{ ...foreign, name: 'hijacked', relVariableSubjects: null }],
        })
      ).status,
    ).toBe(404);
    const still = (await t.call('GET', `/views/${other.id}`, { token: t.owner.token })).body.data as Detail;
    expect(still.variables.map((v) => v.id)).toContain(foreign.id);
    expect(still.variables.map((v) => v.name)).not.toContain('hijacked');
  });
});
