import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, tokenOf, type EnvelopeBody, type TestApp } from './test-app';

/**
 * Issue 28 part 2: Datart's own web client, built from its source and driven in Chromium in front of
 * Tessera (set-up → source → view → chart → board with a filter → code share opened anonymously →
 * schedules), recorded every call it made. Each distinct call is replayed here in the client's order with
 * the client's exact body (facts in datart-client-journey.json; ids as `{{NAME}}`, filled from the
 * answers as the client did): the status and `success` must be what the client got, and every key the
 * client received must still be there.
 */

interface Answer {
  success: boolean;
  data: null | string | { keys: string[] | null } | { array: true; item: string[] | null };
}
interface Call {
  method: string;
  path: string;
  body?: unknown;
  anonymous?: boolean;
  status: number;
  answer: Answer;
}

const journey = JSON.parse(
  readFileSync(new URL('./datart-client-journey.json', import.meta.url), 'utf8'),
) as {
  calls: Call[];
};

const vars: Record<string, string> = {};
let session = '';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ activationRequired: false });
});
afterAll(() => t?.close());

const fill = (text: string, encode: boolean) =>
  text.replace(/\{\{([A-Z_]+)\}\}/g, (_m, name: string) => {
    const v = vars[name];
    if (v === undefined) throw new Error(`{{${name}}} is not known yet`);
    return encode ? encodeURIComponent(v) : v;
  });

const record = (name: string, value: unknown) => {
  if (typeof value === 'string' && value) vars[name] = value;
};

/** What the client's next calls use, read from an answer as the client reads it. */
function remember(call: Call, res: { body: EnvelopeBody; headers: Headers }) {
  const data = res.body.data as Record<string, unknown> | Record<string, unknown>[] | null;
  const one = (data && !Array.isArray(data) ? data : {}) as Record<string, unknown>;
  const route = `${call.method} ${call.path.replace(/\?.*/, '')}`;
  if (route === 'POST /api/v1/users/login') {
    session = tokenOf(res.headers);
    record('USER', one.id);
  }
  if (route === 'GET /api/v1/orgs' && Array.isArray(data)) record('ORG', data[0]?.id);
  const created: Record<string, string> = {
    'POST /api/v1/sources': 'SOURCE',
    'POST /api/v1/views': 'VIEW',
    'POST /api/v1/viz/datacharts': 'CHART',
    'POST /api/v1/viz/dashboards': 'BOARD',
    'POST /api/v1/shares': 'SHARE',
    'POST /api/v1/schedules': 'SCHEDULE',
    'POST /api/v1/settings/user': 'SETTING',
  };
  if (created[route]) record(created[route], one.id);
  if (route === 'POST /api/v1/shares') record('SHARE_CODE', one.authenticationCode);
  if (route === 'POST /api/v1/shares/{{SHARE}}/viz') {
    const tokens = one.executeToken as Record<string, { authorizedToken: string }>;
    record('TOKEN', tokens[vars.VIEW!]?.authorizedToken);
  }
}

function expectKeys(call: Call, data: unknown) {
  const want = call.answer.data;
  if (want === null || typeof want === 'string') return;
  if ('array' in want) {
    expect(Array.isArray(data), `${call.path} answers a list`).toBe(true);
    const first = (data as Record<string, unknown>[])[0];
    if (want.item && first) expect(Object.keys(first)).toEqual(expect.arrayContaining(want.item));
    return;
  }
  if (want.keys) expect(Object.keys(data as object)).toEqual(expect.arrayContaining(want.keys));
}

describe("Datart's own client, call by call", () => {
  it.each(journey.calls.map((c, i) => [i, `${c.method} ${c.path.replace(/\?.*/, '')}`, c] as const))(
    '#%i %s',
    async (_i, _name, call) => {
      const body = call.body === undefined ? undefined : JSON.parse(fill(JSON.stringify(call.body), false));
      const res = await t.call(call.method, fill(call.path, true), {
        body,
        token: call.anonymous ? null : session,
      });
      expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(call.status);
      expect(res.body.success).toBe(call.answer.success);
      expectKeys(call, res.body.data);
      remember(call, res);
    },
  );

  it('left what the client saved: a board whose filter drives its chart, and an anonymous view filtered by it', async () => {
    const board = (await t.call('GET', `/api/v1/viz/dashboards/${vars.BOARD}`, { token: session })).body
      .data as {
      widgets: {
        id: string;
        datachartId: string | null;
        parentId: string | null;
        relations: { targetId: string }[];
      }[];
    };
    expect(board.widgets).toHaveLength(2);
    const chart = board.widgets.find((w) => w.datachartId === vars.CHART)!;
    const filter = board.widgets.find((w) => w !== chart)!;
    // the editor's temporary ids became stored ones, and the filter's relation names the stored chart widget
    for (const w of board.widgets) expect(w.id).toMatch(/^[0-9a-f]{32}$/);
    expect(filter.datachartId).toBeNull();
    expect(filter.relations.map((r) => r.targetId)).toEqual([chart.id]);

    const last = [...journey.calls].reverse().find((c) => c.path.startsWith('/api/v1/shares/execute'))!;
    const res = await t.call('POST', fill(last.path, true), {
      body: JSON.parse(fill(JSON.stringify(last.body), false)),
    });
    const rows = (res.body.data as { rows: unknown[][] }).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]![0]).toBe('Mobile App');
  });
});
