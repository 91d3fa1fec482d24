import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSecretBox } from '@tessera/auth/server';
import { sourcesService, sourcesSchemas, parse } from '@tessera/core';
import { createOrgRecord, createTestEnv, type TestEnv } from '@tessera/core/testing';
import { sourceSchemas, users } from '@tessera/db';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATA_URL = new URL(process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const SECRET = randomBytes(32).toString('hex');

async function reachable(url: string): Promise<boolean> {
  const probe = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  const ok = await probe`select 1`.then(
    () => true,
    () => false,
  );
  await probe.end({ timeout: 1 });
  if (!ok && process.env.REQUIRE_SERVICES === '1') throw new Error(`PostgreSQL is required at ${url}`);
  return ok;
}

let env: TestEnv | undefined;
let child: ChildProcess | undefined;
let dataDir = '';
let output = '';

beforeAll(async () => {
  if (!(await reachable(ADMIN_URL))) return;
  // The metadata database is a throw-away PostgreSQL database that the worker process opens too.
  env = await createTestEnv(
    {},
    {
      secrets: {
        sources: await createSecretBox(SECRET, 'sources'),
        shares: await createSecretBox(SECRET, 'shares'),
      },
    },
    { DATABASE_URL: ADMIN_URL },
  );
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-worker-'));
  // The worker runs as operators run it: compiled (node dist/main.js), not through tsx.
  const built = spawnSync(process.execPath, ['build.mjs'], {
    cwd: path.resolve(here, '..'),
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`the worker build failed:\n${built.stderr}`);
});

const compiled = () => path.resolve(here, '../dist/main.js');

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await env?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('the external worker (WORKER_MODE=external)', () => {
  it('starts as its own process and syncs the schema of a JDBC source with a sealed password', async (t) => {
    if (!env?.db.url) return t.skip('PostgreSQL is not reachable');
    const [owner] = await env.db.db
      .insert(users)
      .values({ username: 'owner', email: 'owner@example.com' })
      .returning();
    const org = await createOrgRecord(env.db.db, { name: 'Worker', creatorId: owner!.id });
    const ctx = env.ctx({ userId: owner!.id, username: 'owner', sessionId: 's' });
    // The password is sealed with the servers' secret: the worker only reads the source if it opens the same box.
    const src = await sourcesService.createSource(
      ctx,
      parse(sourcesSchemas.createSourceInputSchema, {
        orgId: org.id,
        name: 'pg',
        type: 'JDBC',
        config: {
          dbType: 'POSTGRESQL',
          url: `jdbc:postgresql://${DATA_URL.hostname}:${DATA_URL.port || 5432}${DATA_URL.pathname}`,
          user: 'postgres',
          password: 'unused-with-trust',
        },
      }),
    );
    const stale = new Date(Date.now() - 2 * 60 * 60_000);
    await env.db.db.insert(sourceSchemas).values({ sourceId: src.id, schemas: [], updatedAt: stale });

    child = spawn(process.execPath, [compiled()], {
      cwd: path.resolve(here, '..'),
      env: {
        ...process.env,
        DATABASE_URL: env.db.url,
        TESSERA_SECRET: SECRET,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));

    // Wait for the row to change and the job's log line (or the process to die); the worker catches up
    // on start. The line is written after the row, so reading the row alone could come before it.
    let row: typeof sourceSchemas.$inferSelect | undefined;
    for (;;) {
      [row] = await env.db.db.select().from(sourceSchemas).where(eq(sourceSchemas.sourceId, src.id));
      if (row && row.updatedAt.getTime() > stale.getTime() && output.includes('schemas synced')) break;
      if (child.exitCode !== null) throw new Error(`the worker exited (${child.exitCode}):\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(
      (row!.schemas as { dbName: string }[]).map((s) => s.dbName),
      output,
    ).toContain('public');
    expect(output).toContain('schemas synced');
  }, 90_000);

  it("refuses to start without the servers' secret instead of running jobs it cannot do", async (t) => {
    if (!env?.db.url) return t.skip('PostgreSQL is not reachable');
    const empty = mkdtempSync(path.join(os.tmpdir(), 'tessera-worker-nosecret-'));
    try {
      const proc = spawn(process.execPath, [compiled()], {
        cwd: path.resolve(here, '..'),
        env: {
          ...process.env,
          DATABASE_URL: env.db.url,
          TESSERA_SECRET: '',
          DATA_DIR: empty,
          NODE_ENV: 'test',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let err = '';
      proc.stderr!.on('data', (d: Buffer) => (err += d.toString()));
      const code = await new Promise<number | null>((resolve) => proc.once('exit', resolve));
      expect(code).toBe(1);
      expect(err).toMatch(/same secret as the servers/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  }, 60_000);
});
