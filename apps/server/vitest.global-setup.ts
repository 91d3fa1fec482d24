import { ensurePostgresDatabase } from '@tessera/db/testing';

/** vitest global setup: the PostgreSQL database that JDBC-source tests read exists, even on a fresh server. */
export default async function setup(): Promise<void> {
  await ensurePostgresDatabase(process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
}
