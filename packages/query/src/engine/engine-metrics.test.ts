import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesModel, setupSalesFixture, type Fixture } from '../testing/fixture';
import { createQueryEngine, type QueryEngine } from './query-engine';
import type { QueryMetrics } from './query-metrics';

// What the engine reports to the recorder the apps inject (their /metrics): the in-process DuckDB target.
const calls: { name: string; args: unknown[] }[] = [];
const recorder: QueryMetrics = {
  queryRan: (...args) => calls.push({ name: 'queryRan', args }),
  cacheLookup: (...args) => calls.push({ name: 'cacheLookup', args }),
  flightJoined: (...args) => calls.push({ name: 'flightJoined', args }),
  poolWaited: (...args) => calls.push({ name: 'poolWaited', args }),
};
const named = (name: string) => calls.filter((c) => c.name === name).map((c) => c.args);

let fixture: Fixture;
let engine: QueryEngine;
beforeAll(async () => {
  fixture = await setupSalesFixture();
  engine = createQueryEngine({ dataDir: fixture.dataDir, metrics: recorder });
});
afterAll(async () => {
  await engine?.close();
  await fixture?.cleanup();
});

const request = { groups: [{ column: ['region'] }], orders: [{ column: ['region'], operator: 'ASC' }] };

describe('the query engine reports to its metrics recorder', () => {
  it('durations and rows by source type, cache hits and misses, joins, pool waits and errors', async () => {
    const target = fixture.targets.find((t) => t.dialect === 'duckdb')!;
    const view = { sql: target.viewSql, model: salesModel, config: { cache: true, cacheExpires: 60 } };
    const execute = () =>
      engine.executeQuery({ source: target.source, view, request, actor: { permissionFingerprint: 'm' } });
    const first = await Promise.all([execute(), execute(), execute()]);
    const rows = first[0]!.dataframe.rows.length;
    expect(rows).toBeGreaterThan(0);
    await execute();

    const ran = named('queryRan');
    expect(ran).toHaveLength(1);
    expect(ran[0]).toEqual([{ type: target.source.type, dialect: 'duckdb' }, expect.any(Number), rows, null]);
    expect(named('flightJoined')).toHaveLength(2);
    expect(named('cacheLookup').map(([r]) => r)).toEqual(['miss', 'miss', 'miss', 'hit']);
    expect(named('poolWaited').length).toBeGreaterThanOrEqual(1);

    calls.length = 0;
    await expect(
      engine.executeTest({ source: target.source, sql: 'select * from no_such_table_here' }),
    ).rejects.toThrow();
    const failed = named('queryRan');
    expect(failed).toHaveLength(1);
    expect(failed[0]![3]).toEqual(expect.stringMatching(/^[A-Z_]+$/));
    expect(failed[0]![2]).toBe(0);
  });
});
