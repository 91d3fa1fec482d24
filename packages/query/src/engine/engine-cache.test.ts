import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector } from '../connectors/types';
import { createConnector } from '../sources/create-connector';
import { salesModel, setupSalesFixture, type Fixture } from '../testing/fixture';
import type { QueryVariable } from '../variables/variable.schemas';
import { availableEngines } from '../testing/services';
import { createQueryEngine, type QueryEngine } from './query-engine';

// Probed up front so that an unreachable engine shows as skipped (or fails with REQUIRE_SERVICES=1).
const engines = await availableEngines();

let fixture: Fixture;
let engine: QueryEngine;
const executions = new Map<string, number>();

/** Counts real executions by wrapping the real connector. */
function counting(sourceId: string, c: Connector): Connector {
  return {
    ...c,
    execute: (sql, params, options) => {
      executions.set(sourceId, (executions.get(sourceId) ?? 0) + 1);
      return c.execute(sql, params, options);
    },
  };
}

beforeAll(async () => {
  fixture = await setupSalesFixture();
  engine = createQueryEngine({
    dataDir: fixture.dataDir,
    connectorFactory: async (source, options) => counting(source.id, await createConnector(source, options)),
  });
});
afterAll(async () => {
  await engine?.close();
  await fixture?.cleanup();
});

const request = {
  groups: [{ column: ['region'] }],
  aggregators: [{ column: ['amount'], sqlOperator: 'SUM' }],
  orders: [{ column: ['region'], operator: 'ASC' }],
};
const permission = (values: string[] | undefined): QueryVariable[] => [
  { name: 'reg', type: 'PERMISSION', valueType: 'STRING', values },
];

describe.each(['postgres', 'mysql', 'duckdb'] as const)('cache and single-flight on %s', (dialect) => {
  const run = engines[dialect] ? it : it.skip;
  const t = () => fixture.targets.find((x) => x.dialect === dialect);
  const runs = (id: string) => executions.get(id) ?? 0;

  run('100 concurrent identical executes hit the database once', async () => {
    const target = t();
    if (!target) return;
    const before = runs(target.source.id);
    const view = { sql: `${target.viewSql} WHERE qty > 0`, model: salesModel };
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        engine.executeQuery({
          source: target.source,
          view,
          request,
          actor: { permissionFingerprint: 'same' },
        }),
      ),
    );
    expect(runs(target.source.id) - before).toBe(1);
    expect(new Set(results.map((r) => JSON.stringify(r.dataframe.rows))).size).toBe(1);
    expect(new Set(results.map((r) => r.dataframe.id)).size).toBe(100);
  });

  run('serves a cached answer without executing, per permission fingerprint', async () => {
    const target = t();
    if (!target) return;
    const view = {
      sql: `${target.viewSql} WHERE region = $reg$`,
      model: salesModel,
      variables: permission(['North']),
      config: { cache: true, cacheExpires: 60 },
    };
    const before = runs(target.source.id);
    const first = await engine.executeQuery({
      source: target.source,
      view,
      request,
      actor: { permissionFingerprint: 'alice' },
    });
    const second = await engine.executeQuery({
      source: target.source,
      view,
      request,
      actor: { permissionFingerprint: 'alice' },
    });
    expect(first.served).toBe('executed');
    expect(second.served).toBe('cache');
    expect(second.dataframe.rows).toEqual([['North', 120]]);
    expect(runs(target.source.id) - before).toBe(1);
    // Same SQL and values, another actor: never served from alice's entry.
    const carol = await engine.executeQuery({
      source: target.source,
      view,
      request,
      actor: { permissionFingerprint: 'carol' },
    });
    expect(carol.served).toBe('executed');
    expect(runs(target.source.id) - before).toBe(2);
  });

  run(
    'two members with different permission values see different rows; one without a value sees none',
    async () => {
      const target = t();
      if (!target) return;
      const base = {
        sql: `${target.viewSql} WHERE region = $reg$`,
        model: salesModel,
        config: { cache: true, cacheExpires: 60 },
      };
      const alice = await engine.executeQuery({
        source: target.source,
        view: { ...base, variables: permission(['North']) },
        request,
        actor: { permissionFingerprint: 'alice-2' },
      });
      const bob = await engine.executeQuery({
        source: target.source,
        view: { ...base, variables: permission(['West', 'East']) },
        request,
        actor: { permissionFingerprint: 'bob-2' },
      });
      const nobody = await engine.executeQuery({
        source: target.source,
        view: { ...base, variables: permission([]) },
        request,
        actor: { permissionFingerprint: 'dave-2' },
      });
      const owner = await engine.executeQuery({
        source: target.source,
        view: { ...base, variables: [{ ...permission(undefined)[0]!, disabled: true }] },
        request,
        actor: { permissionFingerprint: 'owner' },
      });
      expect(alice.dataframe.rows).toEqual([['North', 120]]);
      expect(bob.dataframe.rows).toEqual([
        ['East', 110],
        ['West', 150],
      ]);
      expect(nobody.dataframe.rows).toEqual([]);
      expect(owner.dataframe.rows).toHaveLength(4);
    },
  );

  run('request params cannot override a PERMISSION variable: the engine refuses them', async () => {
    const target = t();
    if (!target) return;
    const view = {
      sql: `${target.viewSql} WHERE region = $reg$`,
      model: salesModel,
      variables: permission(['North']),
    };
    await expect(
      engine.executeQuery({
        source: target.source,
        view,
        request: { ...request, params: { reg: ['West'], REG: ['East'] } },
        actor: { permissionFingerprint: 'alice-3' },
      }),
    ).rejects.toMatchObject({ code: 'INVALID_VARIABLE_VALUE' });
    const res = await engine.executeQuery({
      source: target.source,
      view,
      request,
      actor: { permissionFingerprint: 'alice-3' },
    });
    expect(res.dataframe.rows).toEqual([['North', 120]]);
  });
});
