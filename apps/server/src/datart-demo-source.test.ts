import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/**
 * Decision D-datart-1: a new organisation starts with no source, whichever client or path makes it; the
 * demo source is a choice in every client. Tessera's web offers it as a button (POST /sources/demo);
 * Datart's client offers it as a type in its own new-source form (the provider list names DEMO), which
 * sends its usual bodies: the template, the test and POST /sources with `config` left out.
 */
let t: TestApp;
let owner = '';

beforeAll(async () => {
  t = await createTestApp({ activationRequired: false });
  owner = await t.bootstrapAdmin();
});
afterAll(() => t.close());

const sourcesOf = async (orgId: string) =>
  (await t.call('GET', `/api/v1/sources?orgId=${orgId}`, { token: owner })).body.data as {
    id: string;
    type: string;
  }[];

describe('the demo source in a new organisation', () => {
  it('a new organisation starts with no source: the first one, and one made from Datart’s client', async () => {
    const first = ((await t.call('GET', '/api/v1/orgs', { token: owner })).body.data as { id: string }[])[0]!;
    expect(await sourcesOf(first.id)).toEqual([]);
    const made = await t.call('POST', '/api/v1/orgs', {
      token: owner,
      body: { name: 'Migrated from Datart', description: '' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(await sourcesOf((made.body.data as { id: string }).id)).toEqual([]);
  });

  it('Datart’s new-source form can add it: DEMO is a provider with an empty template, tests and saves', async () => {
    const org = (
      (await t.call('POST', '/api/v1/orgs', { token: owner, body: { name: 'Evaluation', description: '' } }))
        .body.data as { id: string }
    ).id;
    await t.call('POST', '/api/v1/settings/user', {
      token: owner,
      body: { relId: org, relType: 'LAST_VISITED_ORGANIZATION', config: null },
    });
    const providers = (await t.call('GET', '/api/v1/data-provider/providers', { token: owner })).body
      .data as { type: string; name: string }[];
    const demo = providers.find((p) => p.type === 'DEMO')!;
    expect(demo).toBeDefined();
    const template = await t.call('GET', `/api/v1/data-provider/${demo.type}/config/template`, {
      token: owner,
    });
    expect(template.body.data).toMatchObject({ type: 'DEMO', attributes: [] });
    // SourceDetailPage's test: `properties` is the form's config, which has no fields here
    const tested = await t.call('POST', '/api/v1/data-provider/test', {
      token: owner,
      body: { name: demo.name, type: 'DEMO' },
    });
    expect(tested.status, JSON.stringify(tested.body)).toBe(200);
    expect(tested.body.data).toBe(true);
    // formSubmit: JSON.stringify(undefined) leaves `config` out of the body
    const saved = await t.call('POST', '/api/v1/sources', {
      token: owner,
      body: {
        name: 'Demo',
        type: 'DEMO',
        description: '',
        orgId: org,
        parentId: null,
        index: 0,
        isFolder: false,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = (saved.body.data as { id: string }).id;
    expect((await sourcesOf(org)).map((s) => s.type)).toEqual(['DEMO']);
    const run = await t.call('POST', '/api/v1/data-provider/execute/test', {
      token: owner,
      body: {
        sourceId: id,
        script: 'select count(*) as n from customers',
        scriptType: 'SQL',
        size: 100,
        variables: [],
      },
    });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect(Number((run.body.data as { rows: unknown[][] }).rows[0]![0])).toBeGreaterThan(0);
  });
});
