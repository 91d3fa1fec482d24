import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isQueryError, type QueryError } from '../errors';
import { createQueryEngine } from '../engine/query-engine';
import { createDuckDbConnector } from './duckdb/duckdb-connector';
import { driverError, scrubMessage } from './errors';

describe('scrubMessage', () => {
  it.each([
    [
      'IO Error: Cannot open file "/var/lib/tessera/data/file-abc.duckdb": No such file or directory',
      'IO Error: Cannot open file "<path>": No such file or directory',
    ],
    ["could not open file '/etc/passwd' for reading", "could not open file '<path>' for reading"],
    ['path=/srv/uploads/source/1/a.csv, line 3', 'path=<path>, line 3'],
    ['Cannot open C:\\Users\\svc\\data\\x.duckdb now', 'Cannot open <path> now'],
    ['fetch http://meta-db.internal:5432/x failed', 'fetch <url> failed'],
    ["Access denied for user 'ro'@'10.20.30.40'", "Access denied for user 'ro'@'<address>'"],
    ['connect to 192.168.1.9:5432 refused', 'connect to <address> refused'],
  ])('hides %s', (raw, shown) => {
    expect(scrubMessage(raw)).toBe(shown);
  });

  it('keeps what helps the author of a query', () => {
    for (const m of [
      'column "no_such_column" does not exist',
      'operator does not exist: integer / text',
      'invalid input syntax for type date: "2024/01/02"',
      'division by zero at 12:30:00',
    ]) {
      expect(scrubMessage(m)).toBe(m);
    }
  });

  it('gives network errors a fixed message and keeps the raw error as the cause', () => {
    const raw = Object.assign(new Error('getaddrinfo ENOTFOUND tessera-meta.internal'), {
      code: 'ENOTFOUND',
    });
    const e = driverError('SOURCE_UNREACHABLE', raw);
    expect(e.message).toBe('The server could not be reached (ENOTFOUND)');
    expect(e.params).toEqual({ reason: 'ENOTFOUND' });
    expect(e.cause).toBe(raw);
  });
});

describe('DuckDB errors reach the user without server paths', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tq-scrub-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('a database file that cannot be opened', async () => {
    const path = join(dir, 'missing', 'source.duckdb');
    const c = createDuckDbConnector({ path });
    try {
      await c.testConnection();
      expect.unreachable();
    } catch (e) {
      expect(isQueryError(e, 'SOURCE_UNREACHABLE')).toBe(true);
      expect((e as QueryError).message).not.toContain(dir);
      expect((e as QueryError).message).toContain('<path>');
      // The raw message, with the path, stays available for the log.
      expect(String(((e as QueryError).cause as Error).message)).toContain(dir);
    } finally {
      await c.close();
    }
  });

  it('a query naming a file', async () => {
    const engine = createQueryEngine({ dataDir: dir });
    try {
      // Build the demo database (a DuckDB file in the data directory), then query a file beside it.
      await engine.testConnection({ id: 'demo', type: 'DEMO', config: {} });
      await engine.close();
      const c = createDuckDbConnector({ path: join(dir, 'demo.duckdb') });
      const direct = await c
        .execute(`SELECT * FROM read_text('${join(dir, 'secret.txt')}')`, [], { timeoutMs: 5000, maxRows: 1 })
        .then(
          () => null,
          (x: unknown) => x,
        );
      await c.close();
      expect(isQueryError(direct)).toBe(true);
      expect((direct as QueryError).message).not.toContain(dir);
      expect((direct as QueryError).message).toContain('<path>');
      expect(String(((direct as QueryError).cause as Error).message)).toContain(dir);
    } finally {
      await engine.close();
    }
  });
});
