import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueryEngine, type QueryEngine } from '../engine/query-engine';
import { availableEngines, jdbcFor, serviceUrls, uniqueSuffix } from '../testing/services';
import { mysqlPrivilegeWarnings } from './mysql/mysql-connector';
import type { PrivilegeWarning } from './types';

const engines = await availableEngines();
const codes = (w: PrivilegeWarning[]) => w.map((x) => x.code).sort();

let engine: QueryEngine;
beforeAll(() => {
  engine = createQueryEngine({ dataDir: '/nonexistent-unused' });
});
afterAll(async () => {
  await engine?.close();
});

describe.skipIf(!engines.postgres)('inspectPrivileges on PostgreSQL', () => {
  const role = `tq_ro_${uniqueSuffix()}`;
  const table = `tq_priv_${uniqueSuffix()}`;
  let admin: postgres.Sql;
  beforeAll(async () => {
    admin = postgres(serviceUrls.postgres, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE ROLE ${role} LOGIN`);
    await admin.unsafe(`CREATE TABLE ${table} (a int)`);
    await admin.unsafe(`GRANT SELECT ON ${table} TO ${role}`);
  });
  afterAll(async () => {
    await admin.unsafe(`DROP TABLE IF EXISTS ${table}`);
    await admin.unsafe(`DROP ROLE IF EXISTS ${role}`);
    await admin.end();
  });
  const source = (id: string, user: string) => ({
    id,
    type: 'JDBC' as const,
    config: { ...jdbcFor('postgres'), user },
  });

  it('warns about a superuser', async () => {
    const w = await engine.inspectPrivileges(source('pg-super', 'postgres'));
    expect(w).toEqual([
      { code: 'SOURCE_ROLE_SUPERUSER', params: { role: 'postgres', privilege: 'SUPERUSER' } },
    ]);
  });

  it('is silent for a read-only role, and names each role that reaches the server', async () => {
    expect(await engine.inspectPrivileges(source('pg-ro-1', role))).toEqual([]);
    await admin.unsafe(`GRANT pg_read_server_files, pg_execute_server_program TO ${role}`);
    expect(codes(await engine.inspectPrivileges(source('pg-ro-2', role)))).toEqual([
      'SOURCE_ROLE_READS_SERVER_FILES',
      'SOURCE_ROLE_RUNS_SERVER_PROGRAMS',
    ]);
    await admin.unsafe(`REVOKE pg_read_server_files, pg_execute_server_program FROM ${role}`);
    await admin.unsafe(`GRANT pg_write_server_files TO ${role}`);
    await admin.unsafe(`GRANT INSERT ON ${table} TO ${role}`);
    const w = await engine.inspectPrivileges(source('pg-ro-3', role));
    expect(w).toEqual([
      { code: 'SOURCE_ROLE_WRITES_SERVER_FILES', params: { role, privilege: 'pg_write_server_files' } },
      { code: 'SOURCE_ROLE_CAN_WRITE', params: { role, privilege: 'INSERT' } },
    ]);
  });
});

describe.skipIf(!engines.mysql)('inspectPrivileges on MariaDB', () => {
  const user = `tq_ro_${uniqueSuffix()}`.slice(0, 32);
  let admin: mysql.Connection;
  beforeAll(async () => {
    admin = await mysql.createConnection(serviceUrls.mysql);
    await admin.query(`CREATE USER '${user}'@'%'`);
    await admin.query(`GRANT SELECT ON test.* TO '${user}'@'%'`);
  });
  afterAll(async () => {
    await admin.query(`DROP USER IF EXISTS '${user}'@'%'`);
    await admin.end();
  });
  const source = (id: string, name: string) => ({
    id,
    type: 'JDBC' as const,
    config: { ...jdbcFor('mysql'), user: name },
  });

  it('warns about root (all privileges)', async () => {
    expect(codes(await engine.inspectPrivileges(source('my-root', 'root')))).toEqual([
      'SOURCE_ROLE_CAN_WRITE',
      'SOURCE_ROLE_READS_SERVER_FILES',
      'SOURCE_ROLE_SUPERUSER',
      'SOURCE_ROLE_WRITES_SERVER_FILES',
    ]);
  });

  it('is silent for SELECT only, and reports FILE and SUPER', async () => {
    expect(await engine.inspectPrivileges(source('my-ro-1', user))).toEqual([]);
    await admin.query(`GRANT FILE, SUPER ON *.* TO '${user}'@'%'`);
    const w = await engine.inspectPrivileges(source('my-ro-2', user));
    expect(codes(w)).toEqual([
      'SOURCE_ROLE_READS_SERVER_FILES',
      'SOURCE_ROLE_SUPERUSER',
      'SOURCE_ROLE_WRITES_SERVER_FILES',
    ]);
    expect(w.find((x) => x.code === 'SOURCE_ROLE_SUPERUSER')?.params).toEqual({
      role: expect.stringContaining(user) as string,
      privilege: 'SUPER',
    });
  });
});

describe('inspectPrivileges elsewhere', () => {
  it('reads SHOW GRANTS lines, column lists included', () => {
    expect(
      mysqlPrivilegeWarnings('u@%', [
        'GRANT USAGE ON *.* TO `u`@`%`',
        'GRANT SELECT (a, b), INSERT (c) ON `db`.`t` TO `u`@`%`',
      ]),
    ).toEqual([{ code: 'SOURCE_ROLE_CAN_WRITE', params: { role: 'u@%', privilege: 'INSERT' } }]);
    expect(
      mysqlPrivilegeWarnings('u@%', ['GRANT SELECT ON `db`.* TO `u`@`%`', 'GRANT FILE ON `db`.* TO `u`@`%`']),
    ).toEqual([]);
  });

  it('has nothing to say about a DuckDB source', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tq-priv-'));
    const e = createQueryEngine({ dataDir: dir });
    try {
      expect(await e.inspectPrivileges({ id: 'demo', type: 'DEMO', config: {} })).toEqual([]);
    } finally {
      await e.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
