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

  it('a refused statement names what was refused, in Chinese with no English prose', async () => {
    for (const [script, part, english] of [
      ['delete from products', 'DELETE', 'Only SELECT or WITH statements are allowed'],
      ['select 1; select 2', ';', 'Only one statement is allowed'],
    ] as const) {
      const zh = await t.call('POST', '/api/v1/data-provider/execute/test', {
        token: owner,
        lang: 'zh-CN',
        body: { sourceId: demoId, script },
      });
      expect(zh.body.exception?.code).toBe('SQL_FORBIDDEN');
      expect(zh.body.message).toBe(`这里只允许单条 SELECT 查询，语句中不允许：${part}`);
      const en = await t.call('POST', '/api/v1/data-provider/execute/test', {
        token: owner,
        body: { sourceId: demoId, script },
      });
      expect(en.body.message).toBe(`Only a single SELECT query is allowed here: ${english}`);
    }
  });
});

describe('widget names on a dashboard save', () => {
  const board = async (name: string) => {
    const res = await t.call('POST', '/api/v1/viz/dashboards', {
      token: owner,
      body: {
        orgId,
        name,
        parentId: null,
        index: null,
        config: JSON.stringify({ type: 'auto' }),
        subType: 'auto',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as { id: string }).id;
  };
  const widget = (name: unknown) => ({
    config: JSON.stringify({ name, boardType: 'auto', type: 'media', originalType: 'richText', content: {} }),
  });
  const save = (id: string, widgetToCreate: unknown[], lang = 'en-US') =>
    t.call('PUT', `/api/v1/viz/dashboards/${id}`, {
      token: owner,
      lang,
      body: {
        id,
        name: 'Names',
        config: JSON.stringify({ type: 'auto' }),
        widgetToCreate,
        widgetToUpdate: [],
        widgetToDelete: [],
      },
    });
  const widgetCount = async (id: string) =>
    (
      (await t.call('GET', `/api/v1/viz/dashboards/${id}`, { token: owner })).body.data as {
        widgets: unknown[];
      }
    ).widgets.length;

  it('refuses an empty or blank name (REST, en and zh; tRPC), and saves nothing', async () => {
    const id = await board('Names');
    const empty = await save(id, [widget('')]);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Name is required');
    const blank = await save(id, [widget('  ')], 'zh-CN');
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('名称不能为空');
    const viaTrpc = await trpc(
      'dashboard.save',
      { id, name: 'Names', widgetToCreate: [{ config: JSON.parse(widget(null).config) as unknown }] },
      'zh-CN',
    );
    expect(viaTrpc.status).toBe(400);
    expect(viaTrpc.body).toContain('名称不能为空');
    expect(await widgetCount(id)).toBe(0);
  });

  it('words a duplicate name as the spec does ("Name already exists!"), in en and zh', async () => {
    const id = await board('Duplicates');
    const en = await save(id, [widget('Sales'), widget('sales ')]);
    expect(en.status).toBe(409);
    expect(en.body.message).toMatch(/^Name already exists!/);
    const zh = await save(id, [widget('Sales'), widget('Sales')], 'zh-CN');
    expect(zh.body.message).toMatch(/^名称已存在！/);
    expect(await widgetCount(id)).toBe(0);
  });
});

describe('Chinese wording', () => {
  it('addresses the reader as 您 on every access-denied message and page (one form, not 你 and 您 mixed)', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const dir = new URL('../../../packages/i18n/locales/zh/', import.meta.url);
    const denied: [string, string][] = [];
    const walk = (file: string, node: unknown, key: string) => {
      if (typeof node === 'string') {
        if (/noPermission|noEditPermission|noCreatePermission|forbidden|FORBIDDEN|^denied\./.test(key))
          denied.push([`${file}:${key}`, node]);
      } else if (node && typeof node === 'object')
        for (const [k, v] of Object.entries(node)) walk(file, v, key ? `${key}.${k}` : k);
    };
    for (const f of await readdir(dir))
      walk(f, JSON.parse(await readFile(new URL(f, dir), 'utf8')) as unknown, '');
    expect(denied.length).toBeGreaterThan(5);
    expect(denied.filter(([, text]) => text.includes('你'))).toEqual([]);
  });

  it('calls a resource name 名称, not a person name 姓名, in server messages', async () => {
    const res = await t.call('POST', '/api/v1/views', {
      token: owner,
      lang: 'zh-CN',
      body: { orgId, name: ' ', sourceId: demoId, script: 'select 1' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('名称');
    expect(res.body.message).not.toContain('姓名');
  });
});

describe('one field, one message', () => {
  it('an empty username is only "required", in en and zh', async () => {
    for (const [lang, text] of [
      ['en-US', 'Username is required'],
      ['zh-CN', '用户名不能为空'],
    ] as const) {
      const res = await t.call('POST', '/api/v1/users/register', {
        lang,
        body: { username: '  ', email: 'nobody@example.com', password: 'passw0rd' },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(text);
      expect(res.body.exception?.fields.map((f) => f.path)).toEqual(['username']);
    }
  });

  it('a duplicate computed-field name with a bad expression reports both fields, in en and zh', async () => {
    const body = {
      orgId,
      name: 'Two problems',
      sourceId: demoId,
      script: 'select category from products',
      model: {
        columns: { category: { name: 'category', type: 'STRING' } },
        computedFields: [{ name: 'category', expression: 'bogus(' }],
      },
    };
    const en = await t.call('POST', '/api/v1/views', { token: owner, body });
    expect(en.body.exception?.code, JSON.stringify(en.body)).toBe('INVALID_EXPRESSION');
    expect(en.body.exception?.fields.map((f) => [f.path, f.text])).toEqual([
      ['model.computedFields.0.name', 'Name must be unique'],
      ['model.computedFields.0.expression', 'Expression is invalid'],
    ]);
    const zh = await trpc('view.create', body, 'zh-CN');
    expect(zh.body).toContain('model.computedFields.0.name');
    expect(zh.body).toContain('model.computedFields.0.expression');
    expect(await viewNames()).not.toContain('Two problems');
    const zhRest = await t.call('POST', '/api/v1/views', { token: owner, lang: 'zh-CN', body });
    expect(zhRest.body.exception?.fields.map((f) => f.text)).toEqual(['名称不能重复', '表达式无效']);
  });
});
