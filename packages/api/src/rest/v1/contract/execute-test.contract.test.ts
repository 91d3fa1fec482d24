import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractApp, type ContractApp } from './contract-app';

// The view editor's Run (Datart ViewPage thunks runSql): each variable's parsed default goes in `values`.
let t: ContractApp;
let demoId = '';

beforeAll(async () => {
  t = await createContractApp();
  demoId = (
    (await t.call('POST', `/sources/demo?orgId=${t.owner.orgId}`, { token: t.owner.token })).body.data as {
      id: string;
    }
  ).id;
});
afterAll(() => t.close());

const run = (script: string, variables: unknown[], lang?: string) =>
  t.call('POST', '/data-provider/execute/test', {
    token: t.owner.token,
    lang,
    body: { script, sourceId: demoId, size: 100, scriptType: 'SQL', columns: '', variables },
  });
const count = async (script: string, variables: unknown[] = []) => {
  const res = await run(script, variables);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Number((res.body.data as { rows: unknown[][] }).rows[0]![0]);
};

describe('POST /data-provider/execute/test binds variables[].values', () => {
  it('binds string values: the count equals the same query with the literal', async () => {
    const bound = await count('select count(*) from customers where country = $country$', [
      { name: 'country', type: 'QUERY', valueType: 'STRING', values: ['Germany'], expression: false },
    ]);
    const literal = await count("select count(*) from customers where country = 'Germany'");
    expect(literal).toBeGreaterThan(0);
    expect(bound).toBe(literal);
  });

  it('binds numbers as Datart sends them (JSON.parse of "[3]")', async () => {
    const bound = await count('select count(*) from orders where quantity >= $min$', [
      { name: 'min', type: 'QUERY', valueType: 'NUMERIC', values: JSON.parse('[3]'), expression: false },
    ]);
    const literal = await count('select count(*) from orders where quantity >= 3');
    const all = await count('select count(*) from orders');
    expect(literal).toBeGreaterThan(0);
    expect(literal).toBeLessThan(all);
    expect(bound).toBe(literal);
  });

  it('several values of an = predicate become IN', async () => {
    const bound = await count('select count(*) from customers where country = $c$', [
      { name: 'c', type: 'QUERY', valueType: 'STRING', values: ['Germany', 'France'], expression: false },
    ]);
    expect(bound).toBe(await count("select count(*) from customers where country in ('Germany', 'France')"));
  });

  it('a variable used without any value is a 400 that names it, in English and Chinese', async () => {
    for (const values of [null, []]) {
      const res = await run('select count(*) from customers where country = $country$', [
        { name: 'country', type: 'QUERY', valueType: 'STRING', values, expression: false },
      ]);
      expect(res.status).toBe(400);
      expect(res.body.exception?.code).toBe('VARIABLE_VALUE_MISSING');
      expect(res.body.message).toContain('country');
    }
    const zh = await run(
      'select count(*) from customers where country = $country$',
      [{ name: 'country', type: 'QUERY', valueType: 'STRING', values: null, expression: false }],
      'zh-CN',
    );
    expect(zh.status).toBe(400);
    expect(zh.body.message).toContain('变量 country');
  });

  it('a declared variable the script does not use needs no value', async () => {
    expect(
      await count('select count(*) from customers', [
        { name: 'unused', type: 'QUERY', valueType: 'STRING', values: null, expression: false },
      ]),
    ).toBeGreaterThan(0);
  });

  it('values stay values: text that looks like SQL matches nothing', async () => {
    expect(
      await count('select count(*) from customers where country = $c$', [
        { name: 'c', type: 'QUERY', valueType: 'STRING', values: ["x' or '1'='1"], expression: false },
      ]),
    ).toBe(0);
  });
});

describe("POST /data-provider/execute/test's warnings are what Datart's editor uses them for", () => {
  // Datart's Outputs panel shows any truthy `warnings` (an empty list too) as "SQL parsing failed" with
  // buttons to report a bug; its toolbar shows the row limit itself ("Limit: {size}").
  it('a result cut at the row limit has no warnings; the limit applied is data.pageInfo.pageSize', async () => {
    const res = await run('select * from range(250)', []);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.warnings).toBeNull();
    const data = res.body.data as { rows: unknown[][]; pageInfo: { pageSize: number } };
    expect(data.rows).toHaveLength(100);
    expect(data.pageInfo.pageSize).toBe(100);
    expect(data).not.toHaveProperty('warnings');
  });

  it('a result within the limit has no warnings either (never an empty list)', async () => {
    const res = await run('select 1 as one', []);
    expect(res.status).toBe(200);
    expect(res.body.warnings).toBeNull();
    expect(res.body.data).not.toHaveProperty('warnings');
  });

  it('SQL the parser cannot read, checked token by token, is the one warning sent', async () => {
    const res = await run(
      'select customer_id from customers qualify row_number() over (partition by country order by customer_id) = 1',
      [],
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.warnings).toEqual([expect.stringContaining('SQL parsing failed')]);
  });
});
