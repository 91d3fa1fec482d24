import { resourceVersions } from '@tessera/db';
import { and, asc, eq } from 'drizzle-orm';
import type { Fixture } from './authz-fixture';
import { chartConfig, freshChart, must, type VizCase } from './authz-viz.cases';

/**
 * Authorisation-matrix cases for version history (issue 33), run by authz-viz.test.ts and counted by
 * authz-matrix.test.ts: listing and comparing need READ on the chart, restoring needs MANAGE (the
 * privileged member has both through the viz root); plain members and outsiders are refused.
 */
const rnd = () => Math.random().toString(36).slice(2, 10);

/** A fresh chart saved twice (versions 1 and 2), with its version ids, oldest first. */
async function chartWithVersions(f: Fixture): Promise<{ chartId: string; versionIds: string[] }> {
  const chartId = await freshChart(f);
  await must(
    f.ownerCall('PUT', `/api/v1/viz/datacharts/${chartId}`, {
      body: { name: `viz-${rnd()}`, viewId: f.viewId, config: JSON.stringify(chartConfig()) },
    }),
  );
  const rows = await f.t.deps.db
    .select({ id: resourceVersions.id })
    .from(resourceVersions)
    .where(and(eq(resourceVersions.resourceType, 'DATACHART'), eq(resourceVersions.resourceId, chartId)))
    .orderBy(asc(resourceVersions.version));
  return { chartId, versionIds: rows.map((r) => r.id) };
}

export const versionCases: VizCase[] = [
  {
    rule: 'module',
    trpc: {
      procedure: 'version.list',
      build: async (f) => ({ resourceType: 'DATACHART', resourceId: await freshChart(f) }),
    },
  },
  {
    rule: 'module',
    trpc: {
      procedure: 'version.compare',
      build: async (f) => {
        const { versionIds } = await chartWithVersions(f);
        return { fromId: versionIds[0], toId: versionIds[1] };
      },
    },
  },
  {
    rule: 'module',
    trpc: {
      procedure: 'version.restore',
      build: async (f) => ({ id: (await chartWithVersions(f)).versionIds[0] }),
    },
  },
];
