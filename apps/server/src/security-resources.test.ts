import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/**
 * Issue 10 defects 3 and 8: `/resources` serves only public folders (avatars, dashboard images), never
 * uploaded source data, whatever the spelling of the path; served files keep a sandbox CSP, nosniff,
 * and `attachment` for anything that is not a raster image.
 */
let t: TestApp;
let owner = '';
let csvPath = '';
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
);
const HTML = new TextEncoder().encode('<html><script>fetch("/api/v1/users")</script></html>');

beforeAll(async () => {
  t = await createTestApp({ activationRequired: false });
  owner = await t.bootstrapAdmin();
  const orgId = ((await t.call('GET', '/api/v1/orgs', { token: owner })).body.data as { id: string }[])[0]!
    .id;
  const source = await t.call('POST', '/api/v1/sources', {
    token: owner,
    body: { orgId, name: 'Salaries', type: 'FILE', config: {} },
  });
  expect(source.status, JSON.stringify(source.body)).toBe(200);
  const sourceId = (source.body.data as { id: string }).id;
  const form = new FormData();
  form.append('file', new Blob(['name,salary\nalice,100000\n'], { type: 'text/csv' }), 'salaries.csv');
  const up = await t.app.request(`/api/v1/files/datasource?sourceId=${sourceId}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${owner}`, 'X-Forwarded-For': '10.1.1.1' },
    body: form,
  });
  const upBody = (await up.json()) as { data: string };
  expect(up.status, JSON.stringify(upBody)).toBe(200);
  csvPath = upBody.data;
  expect(csvPath).toMatch(/^resources\/data\/source\//);
  await t.deps.files.put('resources/user/avatar/u1/a.png', PNG);
  await t.deps.files.put('resources/image/dashboard/d1/evil.svg', SVG);
  await t.deps.files.put('resources/image/dashboard/d1/evil.html', HTML);
  await t.deps.files.put('resources/image/dashboard/d1/fake.png', HTML);
});
afterAll(() => t.close());

const get = (p: string, headers: Record<string, string> = {}) => t.app.request(p, { headers });

describe('uploaded source data is never served from /resources', () => {
  it('the stored CSV is not readable anonymously, nor with the owner’s session', async () => {
    expect(await t.deps.files.get(csvPath)).not.toBeNull();
    for (const headers of [{}, { Authorization: `Bearer ${owner}` }] as Record<string, string>[]) {
      const res = await get(`/${csvPath}`, headers);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('alice');
    }
  });

  it('no spelling of the path reaches it: traversal, encodings, backslashes, case, dot segments', async () => {
    const [, , , sourceId, file] = csvPath.split('/');
    const variants = [
      `/resources/data/source/${sourceId}/${file}`,
      `/resources/user/avatar/../../data/source/${sourceId}/${file}`,
      `/resources/user/avatar/%2e%2e/%2e%2e/data/source/${sourceId}/${file}`,
      `/resources/user/avatar/%252e%252e/%252e%252e/data/source/${sourceId}/${file}`,
      `/resources/user/avatar/..%2f..%2fdata%2fsource%2f${sourceId}%2f${file}`,
      `/resources/user/avatar/..%5c..%5cdata%5csource%5c${sourceId}%5c${file}`,
      `/resources/user/avatar/..\\..\\data\\source\\${sourceId}\\${file}`,
      `/resources/image/%2e%2e/data/source/${sourceId}/${file}`,
      `/resources/./data/source/${sourceId}/${file}`,
      `/resources//data/source/${sourceId}/${file}`,
      `/resources/data%2fsource%2f${sourceId}%2f${file}`,
      `/resources/DATA/source/${sourceId}/${file}`,
      `/resources/data/source/${sourceId}/${file}%00.png`,
      `/resources/user/avatar%2f..%2f..%2fdata/source/${sourceId}/${file}`,
      `/RESOURCES/data/source/${sourceId}/${file}`,
    ];
    for (const v of variants) {
      const res = await get(v);
      expect(await res.text(), v).not.toContain('alice');
    }
  });

  it('other non-public folders and the store root are not served either', async () => {
    await t.deps.files.put('resources/secret.txt', new TextEncoder().encode('top secret'));
    await t.deps.files.put('outbox/mail.eml', new TextEncoder().encode('top secret'));
    for (const p of [
      '/resources/secret.txt',
      '/resources/outbox/mail.eml',
      '/resources/user/secret.txt',
      '/resources/image',
    ]) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
    }
    // a URL that normalises out of /resources is a page path: never a file of the store
    expect(await (await get('/resources/../outbox/mail.eml')).text()).not.toContain('top secret');
  });
});

describe('public files carry their own sandbox headers', () => {
  it('an avatar is served inline as an image, with a sandbox CSP and nosniff', async () => {
    const res = await get('/resources/user/avatar/u1/a.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(res.headers.get('content-security-policy')).not.toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBeNull();
  });

  it('SVG, HTML and a file that only claims to be an image are downloads, never rendered', async () => {
    for (const p of [
      '/resources/image/dashboard/d1/evil.svg',
      '/resources/image/dashboard/d1/evil.html',
      '/resources/image/dashboard/d1/fake.png',
    ]) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-disposition'), p).toBe('attachment');
      expect(res.headers.get('content-type'), p).toBe('application/octet-stream');
      expect(res.headers.get('content-security-policy'), p).toMatch(/default-src 'none'.*sandbox/);
      expect(res.headers.get('x-content-type-options'), p).toBe('nosniff');
    }
  });

  it('the app’s pages keep the app’s CSP', async () => {
    const res = await get('/api/v1/sys/info');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});
