import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDbHandle } from './testing';

/**
 * The `tessera_bump_org_cache` triggers (migrations 0004, 0012) find the organisation whose cache version
 * they bump from the changed row: its `org_id`, or with arguments (parent table, column) the `org_id` of
 * the parent row the column points at. A wrong table or column name is no error in PL/pgSQL: the version
 * silently stays, and the caches go stale. Which tables need the trigger is found by
 * apps/server/src/metadata-cache-triggers.test.ts; this file checks that each trigger can work.
 */
let handle: TestDbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

interface Row {
  table: string;
  events: number;
  args: string;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await handle.db.execute(query);
  // postgres.js answers the rows, PGlite an object holding them.
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

describe('the organisation cache-version triggers', () => {
  it('each fires after every insert, update and delete of a row, and leads to a row with org_id', async () => {
    const triggers = await rows<Row>(sql`
      select c.relname as "table", t.tgtype::int as events, encode(t.tgargs, 'escape') as args
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and p.proname = 'tessera_bump_org_cache'
      order by 1`);
    expect(triggers.length).toBeGreaterThanOrEqual(16);
    const columns = await rows<{ table: string; column: string }>(sql`
      select table_name as "table", column_name as "column"
      from information_schema.columns where table_schema = current_schema()`);
    const has = (table: string, column: string) =>
      columns.some((c) => c.table === table && c.column === column);

    const problems: string[] = [];
    for (const t of triggers) {
      // tgtype bits: 1 row-level, 2 BEFORE, 4 insert, 8 delete, 16 update.
      if ((Number(t.events) & (1 | 2 | 4 | 8 | 16)) !== (1 | 4 | 8 | 16))
        problems.push(`${t.table}: not AFTER INSERT OR UPDATE OR DELETE FOR EACH ROW`);
      // tgargs holds the arguments, each ended by a NUL byte.
      const args = t.args.split('\\000').filter(Boolean);
      if (args.length === 0) {
        if (!has(t.table, 'org_id')) problems.push(`${t.table}: no org_id column`);
      } else {
        const [parent = '', column = ''] = args;
        if (!has(t.table, column)) problems.push(`${t.table}: no column ${column}`);
        if (!has(parent, 'org_id')) problems.push(`${t.table}: parent ${parent} has no org_id`);
      }
    }
    expect(problems).toEqual([]);
  });
});
