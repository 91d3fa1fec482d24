import type { Fixture } from './authz-fixture';
import { chartConfig, type VizCase } from './authz-viz.cases';

/**
 * Authorisation-matrix cases for custom chart plugins (issue 33, D-plugin-2), run by authz-viz.test.ts
 * and counted by the completeness check of authz-matrix.test.ts. `owner`: only the organisation's
 * owners manage plugins (the privileged member is refused); `member`: any member loads the enabled
 * ones; `share`: the share page's token, anonymous included.
 */
const rnd = () => Math.random().toString(36).slice(2, 10);
const script = new TextEncoder().encode(
  "definePlugin({ meta: { name: 'Count' }, config: { datas: [{ key: 'metrics', type: 'aggregate' }] }," +
    ' onUpdated(props, context) { context.root.textContent = String(props.rows.length); } });',
);

async function must<T>(p: ReturnType<Fixture['ownerCall']>): Promise<T> {
  const res = await p;
  if (res.status !== 200) throw new Error(`fixture call failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as T;
}

/** A plugin uploaded by the owner, fresh for each attempt. */
const freshPlugin = async (f: Fixture): Promise<string> => {
  const form = new FormData();
  form.append('file', new Blob([script], { type: 'text/javascript' }), 'count.js');
  const res = await f.t.app.request(`/api/v1/plugins?orgId=${f.orgId}&name=plugin-${rnd()}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${f.tokens.owner}` },
    body: form,
  });
  const body = (await res.json()) as { data: { id: string } | null };
  if (res.status !== 200 || !body.data) throw new Error(`fixture upload failed: ${res.status}`);
  return body.data.id;
};

/** A NONE share of a fresh chart drawn with a fresh plugin: the page's viz token. */
const freshSharedPlugin = async (f: Fixture) => {
  const pluginId = await freshPlugin(f);
  const config = { ...chartConfig(), chartGraphId: `plugin-${pluginId}` };
  const chart = await must<{ id: string }>(
    f.ownerCall('POST', '/api/v1/viz/datacharts', {
      body: {
        orgId: f.orgId,
        name: `plugin-chart-${rnd()}`,
        viewId: f.viewId,
        config: JSON.stringify(config),
      },
    }),
  );
  // A draft is shared with nobody: the chart is published first.
  await must(f.ownerCall('PUT', `/api/v1/viz/publish/${chart.id}?vizType=DATACHART`, { body: {} }));
  const share = await must<{ id: string }>(
    f.ownerCall('POST', '/api/v1/shares', {
      body: { vizType: 'DATACHART', vizId: chart.id, authenticationMode: 'NONE', rowPermissionBy: 'CREATOR' },
    }),
  );
  const viz = await must<{ shareToken: { authorizedToken: string } }>(
    f.ownerCall('POST', `/api/v1/shares/${share.id}/viz`, { body: {} }),
  );
  return viz.shareToken.authorizedToken;
};

export const pluginCases: VizCase[] = [
  {
    rule: 'owner',
    rest: {
      route: 'GET /plugins',
      build: async (f) => ({ method: 'GET', path: `/api/v1/plugins?orgId=${f.orgId}` }),
    },
    trpc: { procedure: 'plugin.list', build: async (f) => ({ orgId: f.orgId }) },
  },
  {
    rule: 'member',
    trpc: { procedure: 'plugin.enabled', build: async (f) => ({ orgId: f.orgId }) },
  },
  {
    rule: 'owner',
    rest: {
      route: 'POST /plugins',
      build: async (f) => ({
        method: 'POST',
        path: `/api/v1/plugins?orgId=${f.orgId}&name=upload-${rnd()}`,
        file: { name: 'count.js', data: script },
      }),
    },
  },
  {
    rule: 'owner',
    rest: {
      route: 'PUT /plugins/:id',
      build: async (f) => ({
        method: 'PUT',
        path: `/api/v1/plugins/${await freshPlugin(f)}`,
        body: { enabled: false },
      }),
    },
    trpc: {
      procedure: 'plugin.setEnabled',
      build: async (f) => ({ id: await freshPlugin(f), enabled: false }),
    },
  },
  {
    rule: 'owner',
    rest: {
      route: 'DELETE /plugins/:id',
      build: async (f) => ({ method: 'DELETE', path: `/api/v1/plugins/${await freshPlugin(f)}` }),
    },
    trpc: { procedure: 'plugin.delete', build: async (f) => ({ id: await freshPlugin(f) }) },
  },
  {
    rule: 'share',
    rest: {
      route: 'GET /shares/plugins',
      build: async (f) => ({
        method: 'GET',
        path: `/api/v1/shares/plugins?shareToken=${encodeURIComponent(await freshSharedPlugin(f))}`,
      }),
    },
  },
];
