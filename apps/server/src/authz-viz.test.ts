import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, createAuthzFixture, type ActorName, type Fixture } from './authz-fixture';
import { geoCases } from './authz-geo.cases';
import { pluginCases } from './authz-plugins.cases';
import { grantScheduleRoot, scheduleCases } from './authz-schedules.cases';
import { shareCases } from './authz-share.cases';
import { embedCases } from './authz-embed.cases';
import { transferCases } from './authz-transfer.cases';
import { versionCases } from './authz-versions.cases';
import { grantVizRoot, vizCases, type VizCase, type VizReq } from './authz-viz.cases';
import { trpcRequest } from './trpc-request';

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

/** The authorisation matrix for the viz and uploaded-map routes and procedures (same rules as authz-matrix.test.ts). */
let f: Fixture;
beforeAll(async () => {
  f = await createAuthzFixture('platform');
  await grantVizRoot(f);
  await grantScheduleRoot(f);
}, 120_000);
afterAll(() => f?.t.close());

function expectedStatus(rule: VizCase['rule'], actor: ActorName): number | 'denied' | 'ended' {
  // A NONE share link is public by design: every column, anonymous included, gets the shared viz.
  if (rule === 'share') return 200;
  if (rule === 'share-ended') return 'ended';
  if (actor === 'anonymous') return 401;
  if (actor === 'outsider') return 'denied';
  if (actor === 'owner') return 200;
  if (actor === 'privileged') return rule === 'owner' ? 'denied' : 200;
  return rule === 'member' ? 200 : 'denied';
}

async function sendRest(actor: ActorName, req: VizReq) {
  const headers: Record<string, string> = {};
  const token = f.tokens[actor];
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: FormData | string | undefined;
  if (req.multipart) {
    body = new FormData();
    body.append('file', new Blob([PNG], { type: 'image/png' }), 'a.png');
  } else if (req.file) {
    body = new FormData();
    body.append('file', new Blob([req.file.data], { type: 'application/gzip' }), req.file.name);
  } else if (req.geojson !== undefined) {
    body = new FormData();
    body.append('file', new Blob([req.geojson], { type: 'application/geo+json' }), 'map.geojson');
  } else if (req.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(req.body);
  }
  const res = await f.t.app.request(req.path, { method: req.method, headers, body });
  // A file (a download) is not JSON: its body stands for the data.
  const json = res.headers.get('content-type')?.includes('json')
    ? ((await res.json()) as { data?: unknown; result?: unknown })
    : { data: await res.arrayBuffer() };
  return { status: res.status, json };
}

async function sendTrpc(actor: ActorName, procedure: string, input: unknown) {
  const token = f.tokens[actor];
  const res = await trpcRequest(f.t.app, procedure, input, token ? { Authorization: `Bearer ${token}` } : {});
  return { status: res.status, json: (await res.json()) as { data?: unknown; result?: unknown } };
}

describe.each(
  [
    ...vizCases,
    ...shareCases,
    ...geoCases,
    ...pluginCases,
    ...scheduleCases,
    ...embedCases,
    ...transferCases,
    ...versionCases,
  ].flatMap((c) => [
    ...(c.rest ? [{ c, door: 'REST', name: c.rest.route }] : []),
    ...(c.trpc ? [{ c, door: 'tRPC', name: c.trpc.procedure }] : []),
  ]),
)('$door $name', ({ c, door }) => {
  it.each(ACTORS)('as %s', async (actor) => {
    const want = expectedStatus(c.rule, actor);
    const res =
      door === 'REST'
        ? await sendRest(actor, await c.rest!.build(f))
        : await sendTrpc(actor, c.trpc!.procedure, await c.trpc!.build(f));
    if (want === 'denied' || want === 'ended') {
      // an ended share session may also answer 401 (open the link again)
      expect(want === 'ended' ? [401, 403, 404] : [403, 404], JSON.stringify(res.json)).toContain(res.status);
      if (door === 'REST') expect(res.json.data).toBeNull();
      else expect(res.json.result).toBeUndefined();
    } else {
      expect(res.status, JSON.stringify(res.json)).toBe(want);
    }
  });
});
