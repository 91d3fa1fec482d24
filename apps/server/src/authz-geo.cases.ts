import type { Fixture } from './authz-fixture';
import { chartConfig, type VizCase, type VizReq } from './authz-viz.cases';

/**
 * Authorisation-matrix cases for the organisation's uploaded maps (decision D-geo-1), run by
 * authz-viz.test.ts (with the viz cases) and counted by the completeness check of authz-matrix.test.ts. `module`: the
 * fixture's privileged member has every module (VIZ reads, ORG_SETTINGS manages); the plain member has
 * none and is refused; `member`: any member; `share`: the share page's token, anonymous included.
 */
/** The viz matrix's request and case shapes: these cases run with the viz cases (authz-viz.test.ts). */
export type GeoReq = VizReq;
export type GeoCase = VizCase;

const rnd = () => Math.random().toString(36).slice(2, 10);
export const smallMap = (name = 'Region') =>
  JSON.stringify({
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { name },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [0, 0],
              [1, 0],
              [1, 1],
              [0, 0],
            ],
          ],
        },
      },
    ],
  });

/** A map uploaded by the owner, fresh for each attempt. */
const freshMap = async (f: Fixture): Promise<string> => {
  const form = new FormData();
  form.append('file', new Blob([smallMap()], { type: 'application/geo+json' }), 'm.geojson');
  const res = await f.t.app.request(`/api/v1/geo-maps?orgId=${f.orgId}&name=map-${rnd()}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${f.tokens.owner}` },
    body: form,
  });
  const body = (await res.json()) as { data: { id: string } | null };
  if (res.status !== 200 || !body.data) throw new Error(`fixture upload failed: ${res.status}`);
  return body.data.id;
};

async function must<T>(p: ReturnType<Fixture['ownerCall']>): Promise<T> {
  const res = await p;
  if (res.status !== 200) throw new Error(`fixture call failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as T;
}

/** A NONE share of a fresh map chart drawing on a fresh map: the map and the page's viz token. */
const freshSharedMap = async (f: Fixture) => {
  const mapId = await freshMap(f);
  const base = chartConfig();
  const config = {
    ...base,
    chartGraphId: 'normal-outline-map-chart',
    chartConfig: {
      ...base.chartConfig,
      styles: [{ key: 'map', rows: [{ key: 'mapLevelName', value: mapId }] }],
    },
  };
  const chart = await must<{ id: string }>(
    f.ownerCall('POST', '/api/v1/viz/datacharts', {
      body: { orgId: f.orgId, name: `map-chart-${rnd()}`, viewId: f.viewId, config: JSON.stringify(config) },
    }),
  );
  const share = await must<{ id: string }>(
    f.ownerCall('POST', '/api/v1/shares', {
      body: { vizType: 'DATACHART', vizId: chart.id, authenticationMode: 'NONE', rowPermissionBy: 'CREATOR' },
    }),
  );
  const viz = await must<{ shareToken: { authorizedToken: string } }>(
    f.ownerCall('POST', `/api/v1/shares/${share.id}/viz`, { body: {} }),
  );
  return { mapId, shareToken: viz.shareToken.authorizedToken };
};

export const geoCases: GeoCase[] = [
  {
    rule: 'member',
    trpc: { procedure: 'geoMap.access', build: async (f) => ({ orgId: f.orgId }) },
  },
  {
    rule: 'module',
    rest: {
      route: 'GET /geo-maps',
      build: async (f) => ({ method: 'GET', path: `/api/v1/geo-maps?orgId=${f.orgId}` }),
    },
    trpc: { procedure: 'geoMap.list', build: async (f) => ({ orgId: f.orgId }) },
  },
  {
    rule: 'module',
    rest: {
      route: 'POST /geo-maps',
      build: async (f) => ({
        method: 'POST',
        path: `/api/v1/geo-maps?orgId=${f.orgId}&name=upload-${rnd()}`,
        geojson: smallMap(),
      }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'GET /geo-maps/:id',
      build: async (f) => ({ method: 'GET', path: `/api/v1/geo-maps/${await freshMap(f)}` }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'PUT /geo-maps/:id',
      build: async (f) => ({
        method: 'PUT',
        path: `/api/v1/geo-maps/${await freshMap(f)}`,
        body: { name: `renamed-${rnd()}` },
      }),
    },
    trpc: {
      procedure: 'geoMap.rename',
      build: async (f) => ({ id: await freshMap(f), name: `renamed-${rnd()}` }),
    },
  },
  {
    rule: 'module',
    rest: {
      route: 'DELETE /geo-maps/:id',
      build: async (f) => ({ method: 'DELETE', path: `/api/v1/geo-maps/${await freshMap(f)}` }),
    },
    trpc: { procedure: 'geoMap.delete', build: async (f) => ({ id: await freshMap(f) }) },
  },
  {
    rule: 'share',
    rest: {
      route: 'GET /shares/geo-maps/:id',
      build: async (f) => {
        const s = await freshSharedMap(f);
        return {
          method: 'GET',
          path: `/api/v1/shares/geo-maps/${s.mapId}?shareToken=${encodeURIComponent(s.shareToken)}`,
        };
      },
    },
  },
];
