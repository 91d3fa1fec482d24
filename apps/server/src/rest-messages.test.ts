import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ownerWithDemo, type TestApp } from './test-app';
import { trpcRequest } from './trpc-request';

/** The spec's rules and messages (issue 35, second list): each refusal named as the form labels it, en and zh. */
let t: TestApp;
let owner = '';
let orgId = '';
let demoId = '';

beforeAll(async () => {
  t = await createTestApp({ activationRequired: false });
  ({ owner, orgId, demoId } = await ownerWithDemo(t));
});
afterAll(() => t.close());

const trpc = async (procedure: string, input: unknown, lang = 'en-US') => {
  const res = await trpcRequest(t.app, procedure, input, {
    Authorization: `Bearer ${owner}`,
    'Accept-Language': lang,
  });
  return { status: res.status, body: JSON.stringify(await res.json()) };
};

const viewNames = async () =>
  (
    (await t.call('GET', `/api/v1/views?orgId=${orgId}`, { token: owner })).body.data as { name: string }[]
  ).map((v) => v.name);

describe('a view with an empty SQL statement', () => {
  it('is refused on create over REST, in English and Chinese, and nothing is saved', async () => {
    for (const [script, lang, text] of [
      ['', 'en-US', 'SQL statement is required'],
      ['   \n ', 'zh-CN', 'SQL 语句不能为空'],
      [null, 'en-US', 'SQL statement is required'],
    ] as const) {
      const res = await t.call('POST', '/api/v1/views', {
        token: owner,
        lang,
        body: { orgId, name: 'Empty SQL', sourceId: demoId, script },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(text);
      expect(res.body.exception?.fields.map((f) => f.path)).toEqual(['script']);
    }
    expect(await viewNames()).not.toContain('Empty SQL');
  });

  it('is refused on create and update over tRPC; an update that leaves the SQL out keeps it', async () => {
    const create = await trpc(
      'view.create',
      { orgId, name: 'Blank', sourceId: demoId, script: ' ' },
      'zh-CN',
    );
    expect(create.status).toBe(400);
    expect(create.body).toContain('SQL 语句不能为空');
    expect(await viewNames()).not.toContain('Blank');

    const made = await t.call('POST', '/api/v1/views', {
      token: owner,
      body: { orgId, name: 'Has SQL', sourceId: demoId, script: 'select 1 as one' },
    });
    expect(made.status).toBe(200);
    const id = (made.body.data as { id: string }).id;
    const blank = await trpc('view.update', { id, name: 'Has SQL', sourceId: demoId, script: '' });
    expect(blank.status).toBe(400);
    expect(blank.body).toContain('SQL statement is required');
    const rest = await t.call('PUT', `/api/v1/views/${id}`, {
      token: owner,
      lang: 'zh-CN',
      body: { id, name: 'Has SQL', sourceId: demoId, script: '  ' },
    });
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe('SQL 语句不能为空');
    const renamed = await trpc('view.update', { id, name: 'Has SQL 2', sourceId: demoId });
    expect(renamed.status).toBe(200);
    const detail = await t.call('GET', `/api/v1/views/${id}`, { token: owner });
    expect((detail.body.data as { script: string }).script).toBe('select 1 as one');
  });
});

describe('a typo in the SQL', () => {
  it('answers a parse error with the parser message, not "only a single SELECT", in en and zh', async () => {
    for (const [lang, prefix] of [
      ['en-US', 'SQL parsing failed: '],
      ['zh-CN', 'SQL 解析失败：'],
    ] as const) {
      const run = await t.call('POST', '/api/v1/data-provider/execute/test', {
        token: owner,
        lang,
        body: { sourceId: demoId, script: 'selec 1' },
      });
      expect(run.body.exception?.code, JSON.stringify(run.body)).toBe('SQL_INVALID');
      expect(run.body.message).toMatch(new RegExp(`^${prefix}SQL could not be parsed: .+`));
    }
    const verb = await t.call('POST', '/api/v1/data-provider/execute/test', {
      token: owner,
      lang: 'zh-CN',
      body: { sourceId: demoId, script: 'delete from products' },
    });
    expect(verb.body.exception?.code).toBe('SQL_FORBIDDEN');
    expect(verb.body.message).toMatch(/^这里只允许单条 SELECT 查询/);
  });
});
