import { readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, tokenOf, type TestApp } from './test-app';

/**
 * Issue 10 defect 5: an upload larger than the limit is refused while it streams (413 naming the
 * limit), with or without Content-Length, and leaves nothing behind: no file, no half-written
 * temporary file, no table added to the source. Bodies of JSON calls are bounded too. Runs over a
 * real HTTP server so the body really streams.
 */
const LIMIT = 4096;
let t: TestApp;
let server: ServerType;
let port = 0;
let owner = '';
let orgId = '';
let sourceId = '';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: {
    message?: string;
    exception?: { code: string };
    data?: unknown;
    error?: { json: { data: { appError: { code: string } } } };
  };
}

/** Sends a body in chunks over a real socket; stops writing once the server has answered. */
function send(
  path: string,
  opts: { headers: Record<string, string>; parts: Buffer[]; chunked: boolean },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const length = opts.parts.reduce((n, p) => n + p.length, 0);
    const headers = { ...opts.headers, ...(opts.chunked ? {} : { 'Content-Length': String(length) }) };
    let answered = false;
    const req = http.request(
      { host: '127.0.0.1', port, path, method: 'POST', headers, agent: false },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text ? (JSON.parse(text) as Answer['body']) : {},
          });
        });
      },
    );
    req.on('error', (e) => {
      // The server answers 413 and closes while the body is still going out; a write may then fail
      // (EPIPE / ECONNRESET) just before the answer is read. Give the answer a moment to arrive.
      if (!answered) setTimeout(() => answered || reject(e), 500);
    });
    // With Content-Length the body goes out in one write, like a browser's; chunked bodies trickle in parts.
    if (!opts.chunked) {
      req.end(Buffer.concat(opts.parts));
      return;
    }
    const send = async () => {
      for (const part of opts.parts) {
        // The server may answer (413) and close before the body is complete: that answer is the result.
        if (answered || req.destroyed) return;
        if (!req.write(part)) await new Promise((r) => req.once('drain', r));
      }
      req.end();
    };
    send().catch((e: unknown) => {
      // Failing to send before any answer fails the test with the reason; after an answer it is expected.
      if (!answered) reject(e instanceof Error ? e : new Error(String(e)));
    });
  });
}

function multipart(fileName: string, size: number): { type: string; parts: Buffer[] } {
  const boundary = '----tessera' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\na,b\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const parts = [head];
  const row = Buffer.from('1,2\n'.repeat(4096));
  for (let left = size; left > 0; left -= row.length)
    parts.push(left >= row.length ? row : row.subarray(0, left));
  parts.push(tail);
  return { type: `multipart/form-data; boundary=${boundary}`, parts };
}

/** A cut connection that lost the server's answer is tried again (twice at most); any answer is the result. */
async function upload(
  size: number,
  chunked: boolean,
  opts: { token?: string; lang?: string; source?: string } = {},
): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await uploadOnce(size, chunked, opts);
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (attempt >= 3 || (code !== 'EPIPE' && code !== 'ECONNRESET')) throw e;
    }
  }
}

const uploadOnce = (
  size: number,
  chunked: boolean,
  opts: { token?: string; lang?: string; source?: string } = {},
) => {
  const body = multipart('big.csv', size);
  const headers: Record<string, string> = {
    'Content-Type': body.type,
    'Accept-Language': opts.lang ?? 'en',
    'X-Forwarded-For': '10.5.5.5',
  };
  if (opts.token ?? owner) headers.Authorization = `Bearer ${opts.token ?? owner}`;
  return send(`/api/v1/files/datasource?sourceId=${opts.source ?? sourceId}`, {
    headers,
    parts: body.parts,
    chunked,
  });
};

const leftovers = () => {
  const list = (rel: string) => {
    try {
      return readdirSync(t.deps.files.resolve(rel));
    } catch {
      return [];
    }
  };
  return { stored: list(`resources/data/source/${sourceId}`), temporary: list('.uploads') };
};

// REST speaks Datart's shape: the source's config is a JSON string.
const tables = async () =>
  (
    JSON.parse(
      ((await t.call('GET', `/api/v1/sources/${sourceId}`, { token: owner })).body.data as { config: string })
        .config,
    ) as { schemas: unknown[] }
  ).schemas;

beforeAll(async () => {
  t = await createTestApp({ activationRequired: false, maxUploadBytes: LIMIT });
  owner = await t.bootstrapAdmin();
  orgId = ((await t.call('GET', '/api/v1/orgs', { token: owner })).body.data as { id: string }[])[0]!.id;
  sourceId = (
    (
      await t.call('POST', '/api/v1/sources', {
        token: owner,
        body: { orgId, name: 'Uploads', type: 'FILE', config: {} },
      })
    ).body.data as { id: string }
  ).id;
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await t.close();
});

describe('upload size is enforced while streaming', () => {
  it('a body far over the limit with Content-Length is refused before it is read: 413 with the limit', async () => {
    const res = await upload(8 * 1024 * 1024, false);
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe('close');
    expect(res.body.exception?.code).toBe('FILE_TOO_LARGE');
    expect(res.body.message).toContain('4 KB');
    expect(leftovers()).toEqual({ stored: [], temporary: [] });
    expect(await tables()).toEqual([]);
  });

  it('a chunked body without Content-Length is cut off at the limit: 413, nothing kept', async () => {
    const res = await upload(8 * 1024 * 1024, true);
    expect(res.status).toBe(413);
    expect(res.body.message).toContain('4 KB');
    const zh = await upload(64 * 1024, true, { lang: 'zh-CN' });
    expect(zh.status).toBe(413);
    expect(zh.body.message).toContain('文件超过 4 KB');
    expect(leftovers()).toEqual({ stored: [], temporary: [] });
    expect(await tables()).toEqual([]);
  });

  it('a file just over the limit (within the envelope allowance) is caught by the parser: 413, no half file', async () => {
    for (const chunked of [false, true]) {
      const res = await upload(LIMIT + 1, chunked);
      expect(res.status, String(chunked)).toBe(413);
    }
    expect(leftovers()).toEqual({ stored: [], temporary: [] });
    expect(await tables()).toEqual([]);
  });

  it('nobody uploads without a session or without the right to manage the source', async () => {
    expect((await upload(100, true, { token: '' })).status).toBe(401);
    await t.call('POST', '/api/v1/users/register', {
      body: { username: 'uma', email: 'uma@example.com', password: 'passw0rd' },
    });
    const token = tokenOf(
      (await t.call('POST', '/api/v1/users/login', { body: { username: 'uma', password: 'passw0rd' } }))
        .headers,
    );
    await t.call('POST', `/api/v1/orgs/${orgId}/invite?sendMail=false`, {
      token: owner,
      body: ['uma@example.com'],
    });
    expect((await upload(100, true, { token })).status).toBe(403);
    expect(leftovers()).toEqual({ stored: [], temporary: [] });
  });

  it('a file within the limit is stored and becomes a table, with no temporary file left', async () => {
    const res = await upload(LIMIT - 100, true);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(leftovers().stored).toHaveLength(1);
    expect(leftovers().temporary).toEqual([]);
    expect(await tables()).toHaveLength(1);
  });
});

describe('JSON bodies are bounded too', () => {
  const big = () => [
    Buffer.from('{"orgId":"'),
    ...Array.from({ length: 17 }, () => Buffer.alloc(1024 * 1024, 0x61)),
    Buffer.from('"}'),
  ];

  it('REST: 413 REQUEST_TOO_LARGE, with or without Content-Length', async () => {
    for (const chunked of [false, true]) {
      const res = await send('/api/v1/views', {
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner}` },
        parts: big(),
        chunked,
      });
      expect(res.status, String(chunked)).toBe(413);
      expect(res.body.exception?.code).toBe('REQUEST_TOO_LARGE');
      expect(res.body.message).toContain('16 MB');
      expect(res.headers.connection).toBe('close');
    }
  });

  it('tRPC: 413 with the same code', async () => {
    const res = await send('/trpc/view.create', {
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner}` },
      parts: big(),
      chunked: false,
    });
    expect(res.status).toBe(413);
    expect(res.body.error?.json.data.appError.code).toBe('REQUEST_TOO_LARGE');
  });
});
