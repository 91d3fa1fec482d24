import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createQueryEngine } from '@tessera/query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '@tessera/core/testing';
import { createApp } from './app';
import { createTestApp, type TestApp } from './test-app';

/**
 * Issue 10 defect 9: error answers never reveal server paths (DuckDB's data directory, the file
 * store) or stack frames, on the REST and the tRPC door; the original goes to the log with the
 * request id of the answer.
 */
let t: TestApp;
let app: ReturnType<typeof createApp>;
let owner = '';
let orgId = '';
let sourceId = '';
let root = '';
const logged: { level: string; obj: unknown }[] = [];

const capture = {
  info: () => {},
  warn: (obj: object | string) => logged.push({ level: 'warn', obj }),
  error: (obj: object | string) => logged.push({ level: 'error', obj }),
};

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'tessera-scrub-'));
  mkdirSync(path.join(root, 'duckdb'));
  // The demo database file is damaged: DuckDB's own error names its full path in the data directory.
  writeFileSync(
    path.join(root, 'duckdb', 'demo.duckdb'),
    'this is not a DuckDB database file, it only has to be long enough to be read as one'.repeat(100),
  );
  const query = createQueryEngine({
    dataDir: path.join(root, 'duckdb'),
    uploadDir: path.join(root, 'files'),
  });
  t = await createTestApp({ activationRequired: false }, { logger: capture, query });
  app = createApp({ deps: t.deps, logger: silentLogger, webDistDir: null, trustProxy: true });
  owner = await t.bootstrapAdmin();
  orgId = ((await t.call('GET', '/api/v1/orgs', { token: owner })).body.data as { id: string }[])[0]!.id;
  sourceId = (
    (await t.call('POST', `/api/v1/sources/demo?orgId=${orgId}`, { token: owner })).body.data as {
      id: string;
    }
  ).id;
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const body = () => ({ sourceId, script: 'select 1 as one', size: 100 });

describe('error answers are scrubbed of server details', () => {
  it('REST: the answer names no server path, the log keeps it with the request id', async () => {
    logged.length = 0;
    const res = await app.request('/api/v1/data-provider/execute/test', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${owner}`,
        'Content-Type': 'application/json',
        'X-Request-Id': 'req-scrub-1',
      },
      body: JSON.stringify(body()),
    });
    const text = await res.text();
    expect(res.status, text).toBeGreaterThanOrEqual(400);
    expect(res.status).not.toBe(500);
    expect(text).not.toContain(root);
    expect(text).not.toMatch(/\/tmp\/|tessera-scrub-|demo\.duckdb/);
    const entry = logged.find((l) => JSON.stringify(l.obj).includes(root));
    expect(entry, JSON.stringify(logged)).toBeDefined();
    expect((entry!.obj as { reqId: string }).reqId).toBe('req-scrub-1');
  });

  it('tRPC: the same error is scrubbed in the message and in the error data', async () => {
    logged.length = 0;
    const res = await app.request('/trpc/source.executeTest', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${owner}`,
        'Content-Type': 'application/json',
        'X-Request-Id': 'req-scrub-2',
        'Accept-Language': 'zh-CN',
      },
      body: JSON.stringify({ json: body() }),
    });
    const text = await res.text();
    expect(res.status, text).toBeGreaterThanOrEqual(400);
    expect(res.status).not.toBe(500);
    expect(text).not.toContain(root);
    expect(text).not.toMatch(/\/tmp\/|tessera-scrub-|demo\.duckdb|\bat \S+ \(/);
    expect(
      logged.some(
        (l) => JSON.stringify(l.obj).includes(root) && (l.obj as { reqId: string }).reqId === 'req-scrub-2',
      ),
    ).toBe(true);
  });
});
