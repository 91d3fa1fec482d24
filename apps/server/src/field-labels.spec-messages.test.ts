import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { trpcRequest } from './trpc-request';

/**
 * Issue 35, spec list item 2: a refusal names the field as the form labels it, in the reader's language,
 * never by its internal name (sourceId, confirmName, subType, dashboardId, downloadParams), and a
 * missing thing is named in that language too ("Dashboard not found", not "dashboard不存在").
 */
let t: TestApp;
let owner = '';
let orgId = '';

beforeAll(async () => {
  t = await createTestApp({ activationRequired: false });
  owner = await t.bootstrapAdmin();
  orgId = ((await t.call('GET', '/api/v1/orgs', { token: owner })).body.data as { id: string }[])[0]!.id;
});
afterAll(() => t.close());

const both = async (
  call: (lang: string) => Promise<{ status: number; body: { message?: string | null } }>,
) => {
  const en = await call('en-US');
  const zh = await call('zh-CN');
  return { status: en.status, en: en.body.message, zh: zh.body.message, zhStatus: zh.status };
};

describe('field names in messages', () => {
  it('a view without a source: "Source is required" / "数据源不能为空", under sourceId', async () => {
    const res = await t.call('POST', '/api/v1/views', {
      token: owner,
      lang: 'zh-CN',
      body: { orgId, name: 'No source', script: 'select 1' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('数据源不能为空');
    expect(res.body.exception?.fields).toEqual([
      expect.objectContaining({ path: 'sourceId', message: 'required', text: '数据源不能为空' }),
    ]);
    const trpc = await trpcRequest(
      t.app,
      'view.create',
      { orgId, name: 'No source', script: 'select 1' },
      { Authorization: `Bearer ${owner}`, 'Accept-Language': 'en-US' },
    );
    expect(JSON.stringify(await trpc.json())).toContain('Source is required');
  });

  it('a board with an unknown layout: "Layout is invalid" / "布局无效"', async () => {
    const res = await both((lang) =>
      t.call('POST', '/api/v1/viz/dashboards', {
        token: owner,
        lang,
        body: { orgId, name: 'Odd layout', subType: 'spiral' },
      }),
    );
    expect(res).toEqual({ status: 400, zhStatus: 400, en: 'Layout is invalid', zh: '布局无效' });
  });

  it('deleting an organisation without the typed name names the confirmation field', async () => {
    const res = await both((lang) => t.call('DELETE', `/api/v1/orgs/${orgId}`, { token: owner, lang }));
    expect(res.status).toBe(400);
    expect(res.en).toBe('Organization name (to confirm) is required');
    expect(res.zh).toBe('组织名称（确认）不能为空');
  });

  it('a download without content names "Download content", not downloadParams', async () => {
    const res = await both((lang) =>
      t.call('POST', '/api/v1/download/submit/task', {
        token: owner,
        lang,
        body: { fileName: 'Rows', downloadType: 'EXCEL' },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.en).toBe('Download content is required');
    expect(res.zh).toBe('下载内容不能为空');
  });

  it('a missing dashboard is named in the reader language', async () => {
    const id = 'f'.repeat(32);
    const res = await both((lang) => t.call('GET', `/api/v1/viz/dashboards/${id}`, { token: owner, lang }));
    expect(res.status).toBe(404);
    expect(res.en).toBe('Dashboard not found');
    expect(res.zh).toBe('仪表板不存在');
  });
});
