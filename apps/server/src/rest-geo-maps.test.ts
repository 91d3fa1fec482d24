import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, tokenOf, type TestApp } from './test-app';
import { addMember, customersModel as model, datartChartConfig } from './viz-fixtures';

/**
 * An organisation's uploaded GeoJSON maps over /api/v1/geo-maps: who may upload, list, read, rename and
 * delete (decision D-geo-1), what is refused and how the refusal reads, and a share page loading the map
 * its chart draws on.
 */
let t: TestApp;
let owner = '';
let orgId = '';
let viewId = '';
let reader = '';
let creator = '';
let outsider = '';

const square = (x: number) => [
  [
    [x, 0],
    [x + 1, 0],
    [x + 1, 1],
    [x, 0],
  ],
];
const regions = (...names: string[]) => ({
  type: 'FeatureCollection',
  features: names.map((name, i) => ({
    type: 'Feature',
    properties: { name },
    geometry: { type: 'Polygon', coordinates: square(i) },
  })),
});

async function upload(
  token: string,
  name: string,
  content: string | Uint8Array,
  opts: { org?: string; lang?: string } = {},
) {
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'application/geo+json' }), 'map.geojson');
  const res = await t.app.request(
    `/api/v1/geo-maps?orgId=${opts.org ?? orgId}&name=${encodeURIComponent(name)}`,
    {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Accept-Language': opts.lang ?? 'en-US' },
      body: form,
    },
  );
  return {
    status: res.status,
    body: (await res.json()) as {
      data: { id: string; name: string; featureCount: number; size: number } | null;
      message: string | null;
      exception: { code: string; params: Record<string, unknown> } | null;
    },
  };
}
const list = async (token: string, org = orgId) => t.call('GET', `/api/v1/geo-maps?orgId=${org}`, { token });
const names = async () =>
  ((await list(owner)).body.data as { maps: { name: string }[] }).maps.map((m) => m.name);

beforeAll(async () => {
  t = await createTestApp({ activationRequired: false });
  owner = await t.bootstrapAdmin();
  orgId = ((await t.call('GET', '/api/v1/orgs', { token: owner })).body.data as { id: string }[])[0]!.id;
  reader = (
    await addMember(t, owner, orgId, 'geo_reader', [{ resourceType: 'VIZ', resourceId: '*', permission: 1 }])
  ).token;
  creator = (
    await addMember(t, owner, orgId, 'geo_creator', [
      { resourceType: 'VIZ', resourceId: '*', permission: 1 },
      { resourceType: 'VIZ', resourceId: 'FOLDER', permission: 134 },
    ])
  ).token;
  // The outsider is no member here and owns an organisation of their own.
  await t.call('POST', '/api/v1/users/register', {
    body: { username: 'geo_outsider', email: 'geo_outsider@example.com', password: 'passw0rd' },
  });
  outsider = tokenOf(
    (
      await t.call('POST', '/api/v1/users/login', {
        body: { username: 'geo_outsider', password: 'passw0rd' },
      })
    ).headers,
  );
  expect(
    (await t.call('POST', '/api/v1/orgs', { token: outsider, body: { name: 'Elsewhere' } })).status,
  ).toBe(200);
  const demo = (await t.call('POST', `/api/v1/sources/demo?orgId=${orgId}`, { token: owner })).body.data as {
    id: string;
  };
  viewId = (
    (
      await t.call('POST', '/api/v1/views', {
        token: owner,
        body: {
          orgId,
          name: 'Customers',
          sourceId: demo.id,
          script: 'select customer_id, country, city from customers',
          model: JSON.stringify(model),
        },
      })
    ).body.data as { id: string }
  ).id;
}, 120_000);
afterAll(() => t?.close());

describe('uploading a map', () => {
  it('stores a valid FeatureCollection, lists it and serves its GeoJSON as uploaded', async () => {
    const text = JSON.stringify(regions('North', 'South'));
    const res = await upload(owner, 'Two regions', text);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Two regions', featureCount: 2, size: text.length });
    const listed = (await list(owner)).body.data as { can: unknown; maps: { id: string; name: string }[] };
    expect(listed.can).toEqual({ read: true, manage: true });
    expect(listed.maps.map((m) => m.name)).toContain('Two regions');
    const geo = await t.app.request(`/api/v1/geo-maps/${res.body.data!.id}`, {
      headers: { Authorization: `Bearer ${reader}` },
    });
    expect(geo.status).toBe(200);
    expect(geo.headers.get('content-type')).toContain('application/geo+json');
    expect(await geo.text()).toBe(text);
  });

  it('refuses a file past 10 MB with 413 and stores nothing', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 10).fill(0x20);
    const res = await upload(owner, 'Too big', big);
    expect(res.status).toBe(413);
    expect(res.body.exception?.code).toBe('FILE_TOO_LARGE');
    expect(res.body.message).toContain('10 MB');
    expect(await names()).not.toContain('Too big');
  });

  it('refuses a file that is not GeoJSON with 422 and a message in the asker’s language', async () => {
    const en = await upload(owner, 'Not JSON', 'name,value\nNorth,1\n');
    expect(en.status).toBe(422);
    expect(en.body.exception?.code).toBe('GEOJSON_NOT_JSON');
    expect(en.body.message).toContain('not valid JSON');
    const zh = await upload(owner, 'Not JSON', JSON.stringify({ type: 'Topology' }), { lang: 'zh-CN' });
    expect(zh.status).toBe(422);
    expect(zh.body.exception).toMatchObject({ code: 'GEOJSON_NOT_COLLECTION', params: { type: 'Topology' } });
    expect(zh.body.message).toContain('不是 GeoJSON FeatureCollection');
    expect(await names()).not.toContain('Not JSON');
  });

  it('refuses a feature that is not a polygon, naming the feature and its geometry', async () => {
    const doc = regions('North');
    doc.features.push({
      type: 'Feature',
      properties: { name: 'Capital' },
      geometry: { type: 'Point', coordinates: [1, 2] } as never,
    });
    const res = await upload(owner, 'With a point', JSON.stringify(doc));
    expect(res.status).toBe(422);
    expect(res.body.exception).toMatchObject({
      code: 'GEOJSON_GEOMETRY',
      params: { index: 2, type: 'Point' },
    });
    expect(res.body.message).toBe(
      'Feature 2 has geometry “Point”: only Polygon and MultiPolygon regions can be drawn',
    );
  });

  it('refuses a feature without a name, and a name the organisation already uses', async () => {
    const unnamed = regions('North');
    (unnamed.features[0]!.properties as Record<string, unknown>) = { id: 7 };
    const res = await upload(owner, 'Unnamed', JSON.stringify(unnamed));
    expect(res.status).toBe(422);
    expect(res.body.exception).toMatchObject({ code: 'GEOJSON_NAME_MISSING', params: { index: 1 } });
    expect((await upload(owner, 'Dup', JSON.stringify(regions('A')))).status).toBe(200);
    const again = await upload(owner, 'Dup', JSON.stringify(regions('B')));
    expect(again.status).toBe(409);
    expect(again.body.exception?.code).toBe('NAME_EXISTS');
  });
});

describe('who may', () => {
  it('lets a member who may create charts upload, rename and delete; a reader only list and read', async () => {
    const made = await upload(creator, 'By a creator', JSON.stringify(regions('East')));
    expect(made.status).toBe(200);
    const id = made.body.data!.id;
    const asReader = (await list(reader)).body.data as { can: unknown; maps: { id: string }[] };
    expect(asReader.can).toEqual({ read: true, manage: false });
    expect(asReader.maps.map((m) => m.id)).toContain(id);

    expect((await upload(reader, 'By a reader', JSON.stringify(regions('West')))).status).toBe(403);
    expect(
      (await t.call('PUT', `/api/v1/geo-maps/${id}`, { token: reader, body: { name: 'x' } })).status,
    ).toBe(403);
    const refused = await t.call('DELETE', `/api/v1/geo-maps/${id}`, { token: reader });
    expect(refused.status).toBe(403);
    expect(refused.body.data).toBeNull();

    const renamed = await t.call('PUT', `/api/v1/geo-maps/${id}`, {
      token: creator,
      body: { name: 'Renamed' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ id, name: 'Renamed' });
    expect((await t.call('DELETE', `/api/v1/geo-maps/${id}`, { token: creator })).status).toBe(200);
    expect(await names()).not.toContain('Renamed');
  });

  it("refuses another organisation's member everything, the GeoJSON included", async () => {
    const id = (await upload(owner, 'Private', JSON.stringify(regions('Secret')))).body.data!.id;
    expect((await list(outsider)).status).toBe(403);
    const geo = await t.app.request(`/api/v1/geo-maps/${id}`, {
      headers: { Authorization: `Bearer ${outsider}` },
    });
    expect(geo.status).toBe(403);
    expect(await geo.text()).not.toContain('Secret');
    expect((await upload(outsider, 'Intruder', JSON.stringify(regions('X')))).status).toBe(403);
    expect((await t.call('DELETE', `/api/v1/geo-maps/${id}`, { token: outsider })).status).toBe(403);
    expect(await names()).toContain('Private');
  });
});

describe('share pages', () => {
  it("load the map their chart draws on with the page's token, and no other", async () => {
    const used = (await upload(owner, 'Used by a chart', JSON.stringify(regions('Portugal', 'Spain')))).body
      .data!.id;
    const unused = (await upload(owner, 'Unused', JSON.stringify(regions('Nowhere')))).body.data!.id;
    const config = {
      ...datartChartConfig('normal-outline-map-chart'),
      chartConfig: {
        ...datartChartConfig('normal-outline-map-chart').chartConfig,
        styles: [{ key: 'map', rows: [{ key: 'mapLevelName', value: used }] }],
      },
    };
    const chart = await t.call('POST', '/api/v1/viz/datacharts', {
      token: owner,
      body: { orgId, viewId, name: 'Map of customers', config: JSON.stringify(config) },
    });
    expect(chart.status, JSON.stringify(chart.body)).toBe(200);
    const chartId = (chart.body.data as { id: string }).id;
    const share = await t.call('POST', '/api/v1/shares', {
      token: owner,
      body: { vizType: 'DATACHART', vizId: chartId, authenticationMode: 'NONE', rowPermissionBy: 'CREATOR' },
    });
    const opened = await t.call('POST', `/api/v1/shares/${(share.body.data as { id: string }).id}/viz`, {
      body: { authenticationMode: null, authenticationCode: null },
    });
    const tokens = opened.body.data as {
      shareToken: { authorizedToken: string };
      executeToken: Record<string, { authorizedToken: string }>;
    };
    const viaShare = (id: string, token: string) =>
      t.app.request(`/api/v1/shares/geo-maps/${id}?shareToken=${encodeURIComponent(token)}`);

    const ok = await viaShare(used, tokens.shareToken.authorizedToken);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('Portugal');
    expect((await viaShare(unused, tokens.shareToken.authorizedToken)).status).toBe(404);
    // An execute token names a view, not the page: it opens no map.
    expect((await viaShare(used, tokens.executeToken[viewId]!.authorizedToken)).status).toBe(401);
    expect((await viaShare(used, 'forged')).status).toBe(401);
  });
});
