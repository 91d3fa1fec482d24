import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, createAuthzFixture, type ActorName, type Fixture } from './authz-fixture';
import { geoCases, type GeoCase, type GeoReq } from './authz-geo.cases';
import { trpcRequest } from './trpc-request';

/** The authorisation matrix for the uploaded-map routes and procedures (same rules as authz-viz.test.ts). */
let f: Fixture;
beforeAll(async () => {
  f = await createAuthzFixture('platform');
}, 120_000);
afterAll(() => f?.t.close());

function expectedStatus(rule: GeoCase['rule'], actor: ActorName): number | 'denied' {
  if (rule === 'share') return 200;
  if (actor === 'anonymous') return 401;
  if (actor === 'outsider') return 'denied';
  if (actor === 'owner') return 200;
  if (actor === 'privileged') return rule === 'owner' ? 'denied' : 200;
  return rule === 'member' ? 200 : 'denied';
}

async function sendRest(actor: ActorName, req: GeoReq) {
  const headers: Record<string, string> = {};
  const token = f.tokens[actor];
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: FormData | string | undefined;
  if (req.geojson !== undefined) {
    body = new FormData();
    body.append('file', new Blob([req.geojson], { type: 'application/geo+json' }), 'map.geojson');
  } else if (req.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(req.body);
  }
  const res = await f.t.app.request(req.path, { method: req.method, headers, body });
  return { status: res.status, json: (await res.json()) as { data?: unknown; result?: unknown } };
}

async function sendTrpc(actor: ActorName, procedure: string, input: unknown) {
  const token = f.tokens[actor];
  const res = await trpcRequest(f.t.app, procedure, input, token ? { Authorization: `Bearer ${token}` } : {});
  return { status: res.status, json: (await res.json()) as { data?: unknown; result?: unknown } };
}

describe.each(
  geoCases.flatMap((c) => [
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
    if (want === 'denied') {
      expect([403, 404], JSON.stringify(res.json)).toContain(res.status);
      if (door === 'REST') expect(res.json.data).toBeNull();
      else expect(res.json.result).toBeUndefined();
    } else {
      expect(res.status, JSON.stringify(res.json)).toBe(want);
    }
  });
});
