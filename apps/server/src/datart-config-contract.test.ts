import { buildQuery, parseDatachartConfig, type ChartView } from '@tessera/charts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { cases, datartConfig, model, people, table, viewConfig, type Row } from './datart-config-cases';
import { availableEngines, runSql, sourceAndView, type Engine } from './test-engines';

/**
 * Issue 28 part 1: a chart config as Datart's client writes it is saved through POST /viz/datacharts,
 * read back unchanged and saved again; buildQuery's request is Datart's (the rules of its request
 * builder); the request runs, as Datart's client sends it to /data-provider/execute, on PostgreSQL and
 * MariaDB. Rows are worked out by hand from the table in datart-config-cases.ts.
 */

const live = await availableEngines();

function createTable(engine: Engine) {
  const rows = people.map(([n, s, a, m, b]) => `('${n}', '${s}', ${a}, ${m}, '${b}')`).join(', ');
  const columns =
    engine.name === 'PostgreSQL'
      ? 'name text, sex text, age int, amount numeric(10,2), born timestamp'
      : 'name varchar(20), sex varchar(2), age int, amount decimal(10,2), born datetime';
  return runSql(engine, [`CREATE TABLE ${table} (${columns})`, `INSERT INTO ${table} VALUES ${rows}`]);
}

const sortRows = (rows: unknown[][]) =>
  rows
    .map((r) => r.map((v) => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v)))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

let t: TestApp;
let owner = '';
let orgId = '';

beforeAll(async () => {
  t = await createTestApp({ activationRequired: false });
  owner = await t.bootstrapAdmin();
  orgId = ((await t.call('GET', '/api/v1/orgs', { token: owner })).body.data as { id: string }[])[0]!.id;
});
afterAll(async () => {
  await t?.close();
  for (const e of live) await runSql(e, [`DROP TABLE IF EXISTS ${table}`]);
});

describe.each(live)('Datart chart configs on $name', (engine) => {
  let viewId = '';
  let view: ChartView;

  beforeAll(async () => {
    await createTable(engine);
    viewId = await sourceAndView(t, owner, orgId, engine, {
      name: 'people',
      script: `SELECT * FROM ${table}`,
      model,
      config: viewConfig,
    });
    const stored = await t.call('GET', `/api/v1/views/${viewId}`, { token: owner });
    const config = (stored.body.data as { config: string | null }).config;
    view = { id: viewId, model, config: config ? (JSON.parse(config) as ChartView['config']) : null };
  });

  it.each(cases)('$name', async (c) => {
    // 1. Saved as Datart's client sends it (config as a JSON string), read back unchanged, saved again.
    const configText = JSON.stringify(datartConfig(c));
    const saved = await t.call('POST', '/api/v1/viz/datacharts', {
      token: owner,
      body: {
        orgId,
        viewId,
        name: `${engine.name} ${c.name}`.slice(0, 100),
        config: configText,
        parentId: null,
        index: null,
        description: '',
        subType: null,
        avatar: '',
        permissions: [],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = (saved.body.data as { id: string }).id;
    const read = await t.call('GET', `/api/v1/viz/datacharts/${id}`, { token: owner });
    const d = read.body.data as Row & { config: string };
    expect(JSON.parse(d.config)).toEqual(datartConfig(c));
    const again = await t.call('PUT', `/api/v1/viz/datacharts/${id}`, {
      token: owner,
      body: {
        id,
        name: d.name,
        parentId: d.parentId,
        index: d.index,
        viewId: d.viewId,
        config: d.config,
        status: d.status,
      },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);

    // 2. The request is Datart's.
    const request = buildQuery(parseDatachartConfig(d.config), view);
    expect(request).toMatchObject(c.request);
    expect(request).toMatchObject({ cache: false, concurrencyControl: false, concurrencyControlMode: 'a' });

    // 3. It runs on the engine, through the door Datart's client uses.
    const run = await t.call('POST', '/api/v1/data-provider/execute', { token: owner, body: request });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect(sortRows((run.body.data as { rows: unknown[][] }).rows)).toEqual(sortRows(c.rows));
  });

  it('a STRUCT view: the computed field `[table].[age]` is accepted on save and at execute alike', async () => {
    const sourceId = (
      (await t.call('GET', `/api/v1/views/${viewId}`, { token: owner })).body.data as { sourceId: string }
    ).sourceId;
    const script = { table: [table], columns: ['name', 'age'], joins: [] };
    const structModel = {
      columns: {
        [`${table}.name`]: { name: [table, 'name'], type: 'STRING' },
        [`${table}.age`]: { name: [table, 'age'], type: 'NUMERIC' },
      },
      computedFields: [
        {
          id: 'older',
          name: 'older',
          type: 'NUMERIC',
          category: 'computedField',
          expression: `[${table}].[age] + 1`,
        },
      ],
    };
    const created = await t.call('POST', '/api/v1/views', {
      token: owner,
      body: {
        orgId,
        name: `struct-${engine.name}`,
        type: 'STRUCT',
        sourceId,
        script: JSON.stringify(script),
        model: JSON.stringify(structModel),
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const structId = (created.body.data as { id: string }).id;
    const run = await t.call('POST', '/api/v1/data-provider/execute', {
      token: owner,
      body: {
        viewId: structId,
        columns: [
          { column: [table, 'name'], alias: 'name' },
          { column: ['older'], alias: 'older' },
        ],
        functionColumns: [{ alias: 'older', snippet: `[${table}].[age] + 1` }],
      },
    });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect(sortRows((run.body.data as { rows: unknown[][] }).rows)).toEqual(
      sortRows(people.map(([n, , a]) => [n, a + 1])),
    );
    // A bare `[age]` is not a column of a STRUCT view: refused on save as it is at execute.
    const bare = await t.call('POST', '/api/v1/views', {
      token: owner,
      body: {
        orgId,
        name: `struct-bare-${engine.name}`,
        type: 'STRUCT',
        sourceId,
        script: JSON.stringify(script),
        model: JSON.stringify({
          ...structModel,
          computedFields: [{ name: 'older', expression: '[age] + 1' }],
        }),
      },
    });
    expect(bare.status).toBe(422);
    expect(bare.body.exception?.code).toBe('UNKNOWN_COLUMN');
  });

  it("a chart's query with `cacheExpires: ''` and an empty function column runs (the chart's execute door)", async () => {
    const saved = await t.call('POST', '/api/v1/viz/datacharts', {
      token: owner,
      body: {
        orgId,
        viewId,
        name: `lenient ${engine.name}`,
        config: JSON.stringify(datartConfig(cases[1]!)),
      },
    });
    const id = (saved.body.data as { id: string }).id;
    const request = buildQuery(parseDatachartConfig(datartConfig(cases[1]!)), view);
    const run = await t.call('POST', `/api/v1/viz/datacharts/${id}/execute`, {
      token: owner,
      body: { ...request, cacheExpires: '', functionColumns: [{ alias: 'blank', snippet: '' }] },
    });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect(sortRows((run.body.data as { rows: unknown[][] }).rows)).toEqual(sortRows(cases[1]!.rows));
  });

  it("a chart's computed field holding a subquery is refused on save with the message it gets at run", async () => {
    const snippet = `(SELECT max(age) FROM ${table})`;
    const run = await t.call('POST', '/api/v1/data-provider/execute', {
      token: owner,
      body: {
        viewId,
        columns: [{ column: ['sq'], alias: 'sq' }],
        functionColumns: [{ alias: 'sq', snippet }],
      },
    });
    expect(run.status).toBe(422);
    const config = {
      ...datartConfig(cases[0]!),
      computedFields: [
        { id: 'sq', name: 'sq', type: 'NUMERIC', category: 'computedField', expression: snippet },
      ],
    };
    const saved = await t.call('POST', '/api/v1/viz/datacharts', {
      token: owner,
      body: { orgId, viewId, name: `subquery ${engine.name}`, config: JSON.stringify(config) },
    });
    expect(saved.status).toBe(422);
    expect(saved.body.exception?.code).toBe(run.body.exception?.code);
    expect(saved.body.message).toBe(run.body.message);
  });
});
