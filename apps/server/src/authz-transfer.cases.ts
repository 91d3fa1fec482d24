import { emptyEntries, packBundle, transferSchemas } from '@tessera/core';
import type { Fixture } from './authz-fixture';
import { chartConfig, freshDashboard, type VizCase } from './authz-viz.cases';

/**
 * Authorisation-matrix cases for resource migration and templates (issue 32), run by authz-viz.test.ts
 * and counted by authz-matrix.test.ts. Export and import of `.drr` files: owners only (D-transfer-2);
 * template export: any member; a chart from a template: CREATE where it lands (the viz module here).
 */
const hex = () => crypto.randomUUID().replace(/-/g, '');
const manifest = (f: Fixture, kind: 'RESOURCES' | 'TEMPLATE'): transferSchemas.Manifest => ({
  format: transferSchemas.TRANSFER_FORMAT,
  formatVersion: transferSchemas.TRANSFER_FORMAT_VERSION,
  kind,
  tesseraVersion: 'test',
  orgId: f.orgId,
  createdAt: new Date().toISOString(),
  contents: [],
  options: { versions: false },
});
/** A `.drr` holding one folder under a fresh id and name. */
const folderFile = async (f: Fixture) => ({
  name: 'a.drr',
  data: await packBundle({
    manifest: manifest(f, 'RESOURCES'),
    entries: { ...emptyEntries(), FOLDER: [{ id: hex(), name: `f-${hex()}`, parentId: null, index: 0 }] },
  }),
});
/** A chart template. */
const chartFile = async (f: Fixture) => ({
  name: 'a.drt',
  data: await packBundle({
    manifest: { ...manifest(f, 'TEMPLATE'), needs: { chart: [] } },
    entries: {
      ...emptyEntries(),
      DATACHART: [
        { id: hex(), name: 'tpl', config: chartConfig(), viewId: null, parentId: null, index: 0, status: 1 },
      ],
    },
  }),
});
const dashboardTemplateBody = async (f: Fixture) => {
  const { id } = await freshDashboard(f);
  return { dashboard: { id, name: 'b', config: { type: 'auto' } }, widgets: [] };
};

export const transferCases: VizCase[] = [
  {
    rule: 'owner',
    rest: {
      route: 'POST /viz/export',
      build: async (f) => ({
        method: 'POST',
        path: '/api/v1/viz/export',
        body: { resources: [{ resourceType: 'DASHBOARD', resourceId: (await freshDashboard(f)).id }] },
      }),
    },
    trpc: {
      procedure: 'transfer.export',
      build: async (f) => ({
        resources: [{ resourceType: 'DASHBOARD', resourceId: (await freshDashboard(f)).id }],
      }),
    },
  },
  {
    rule: 'member',
    rest: {
      route: 'POST /viz/export/datachart/template',
      build: async (f) => ({
        method: 'POST',
        path: `/api/v1/viz/export/datachart/template?orgId=${f.orgId}`,
        body: { datachart: { config: JSON.stringify(chartConfig()) } },
      }),
    },
    trpc: {
      procedure: 'transfer.chartTemplate',
      build: async (f) => ({ orgId: f.orgId, datachart: { config: chartConfig() } }),
    },
  },
  {
    rule: 'member',
    rest: {
      route: 'POST /viz/export/dashboard/template',
      build: async (f) => ({
        method: 'POST',
        path: `/api/v1/viz/export/dashboard/template?orgId=${f.orgId}`,
        body: await dashboardTemplateBody(f),
      }),
    },
    trpc: {
      procedure: 'transfer.boardTemplate',
      build: async (f) => ({ orgId: f.orgId, ...(await dashboardTemplateBody(f)) }),
    },
  },
  {
    // Tessera's "Save as template": the saved board, read with the caller's READ right (as opening it)
    rule: 'module',
    trpc: {
      procedure: 'transfer.savedTemplate',
      build: async (f) => ({ orgId: f.orgId, vizType: 'DASHBOARD', id: (await freshDashboard(f)).id }),
    },
  },
  {
    rule: 'owner',
    rest: {
      route: 'POST /viz/import',
      build: async (f) => ({
        method: 'POST',
        path: `/api/v1/viz/import?strategy=NEW&orgId=${f.orgId}`,
        file: await folderFile(f),
      }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'POST /viz/import/template',
      build: async (f) => ({
        method: 'POST',
        path: `/api/v1/viz/import/template?parentId=&orgId=${f.orgId}&name=t-${hex()}`,
        file: await chartFile(f),
      }),
    },
  },
  {
    rule: 'member',
    rest: {
      route: 'POST /viz/import/template/inspect',
      build: async (f) => ({
        method: 'POST',
        path: `/api/v1/viz/import/template/inspect?orgId=${f.orgId}`,
        file: await chartFile(f),
      }),
    },
  },
];
