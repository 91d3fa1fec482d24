import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '@tessera/db';
import { executeRequestSchema, type ExecuteRequest } from '@tessera/query/contract';
import type { AppError } from '../errors';
import { grant } from '../permissions/permissions.service';
import { Level } from '../permissions/levels';
import { transferFixture } from '../transfer/transfer-fixture';
import { executeDataQuery, streamDataQuery } from './execute.service';

let f: Awaited<ReturnType<typeof transferFixture>>;
let base: Omit<ExecuteRequest, 'vizId' | 'vizType'>;
const caught = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as AppError,
  );

beforeAll(async () => {
  f = await transferFixture();
  base = executeRequestSchema.parse({
    viewId: f.view.id,
    groups: [{ column: ['country'], alias: 'country' }],
    aggregators: [{ column: ['amount'], sqlOperator: 'SUM', alias: 'total' }],
    orders: [{ column: ['country'], operator: 'ASC' }],
    pageInfo: { pageNo: 1, pageSize: 100 },
  });
  // The member joins A and may read the chart only (the VIZ module, READ on the chart): no right on the view.
  await f.t.db.db.insert(memberships).values({ orgId: f.orgA, userId: f.member });
  await grant(f.ctx, {
    permissionToCreate: [
      {
        orgId: f.orgA,
        subjectType: 'USER',
        subjectId: f.member,
        resourceType: 'VIZ',
        resourceId: f.chart.id,
        permission: Level.READ,
      },
      {
        orgId: f.orgA,
        subjectType: 'USER',
        subjectId: f.member,
        resourceType: 'VIZ',
        resourceId: '*',
        permission: Level.ENABLE,
      },
    ],
    permissionToUpdate: [],
    permissionToDelete: [],
  });
});
afterAll(() => f.t.close());

describe('executeDataQuery: the chart rule (D-viz-1), one use case for both doors', () => {
  it("a chart reader who may not read the view gets the chart's query when the request names the chart", async () => {
    const reader = f.as(f.member);
    const request = { ...base, vizType: 'DATACHART', vizId: f.chart.id };
    const data = await executeDataQuery(reader, request);
    expect(data.rows).toEqual([
      ['CN', 15],
      ['US', 20],
    ]);
    // The SQL stays with the view's managers even when asked for.
    expect((await executeDataQuery(reader, { ...request, script: true })).script).toBeNull();
  });

  it('the same reader keeps the view’s FORBIDDEN when the request names no chart, or another type', async () => {
    const reader = f.as(f.member);
    expect((await caught(executeDataQuery(reader, base)))?.code).toBe('FORBIDDEN');
    const board = { ...base, vizType: 'DASHBOARD', vizId: f.chart.id };
    expect((await caught(executeDataQuery(reader, board)))?.code).toBe('FORBIDDEN');
  });

  it('naming a chart the actor may not read either is refused', async () => {
    const stranger = f.as(f.member);
    const otherChart = { ...base, vizType: 'DATACHART', vizId: f.board.id };
    expect((await caught(executeDataQuery(stranger, otherChart)))?.code).toBe('NOT_FOUND');
  });

  it('the streamed query applies the same rule', async () => {
    const reader = f.as(f.member);
    const streamed = await streamDataQuery(reader, { ...base, vizType: 'DATACHART', vizId: f.chart.id });
    const rows: unknown[][] = [];
    for await (const batch of streamed.batches) rows.push(...(batch.rows as unknown[][]));
    expect(rows).toEqual([
      ['CN', 15],
      ['US', 20],
    ]);
    expect((await caught(streamDataQuery(reader, base)))?.code).toBe('FORBIDDEN');
  });
});
