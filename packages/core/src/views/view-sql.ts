import { eq } from 'drizzle-orm';
import { dialectOf, renderStructView, type SourceDescriptor } from '@tessera/query';
import { sourceSchemas } from '@tessera/db';
import type { Ctx } from '../context';
import { withQueryErrors } from '../sources/query-errors';

interface StoredSchema {
  dbName: string;
  tables: { tableName: string; columns: { name: string[] }[] }[];
}

/**
 * The SQL a view runs: its script for SQL views; for STRUCT views the SQL generated from the picked
 * table and joins ("all" columns are read from the stored schema, else from the source).
 */
export async function viewSql(
  ctx: Ctx,
  view: { type: string; script: string | null },
  source: SourceDescriptor,
): Promise<string> {
  if (view.type !== 'STRUCT') return view.script ?? '';
  const [stored] = await ctx.deps.db
    .select()
    .from(sourceSchemas)
    .where(eq(sourceSchemas.sourceId, source.id));
  const schema = (stored?.schemas ?? []) as StoredSchema[];
  const dialect = dialectOf(source);
  const needed = new Map<string, string[]>();
  const columnsOf = (t: string[]) => needed.get(t.join('.')) ?? [];
  // First pass collects the tables whose columns are needed; they are looked up, then rendered.
  const collect = (t: string[]) => {
    const [db, table] = t.length === 2 ? [t[0]!, t[1]!] : [null, t[0]!];
    const found = schema
      .find((s) => db === null || s.dbName === db)
      ?.tables.find((x) => x.tableName === table);
    needed.set(t.join('.'), found ? found.columns.map((c) => c.name.at(-1)!) : []);
    // A stand-in column, so that a view made only of "all" sides is not refused before the lookup.
    return ['?'];
  };
  return withQueryErrors(async () => {
    renderStructView(view.script ?? '', dialect, collect);
    for (const [key, cols] of needed) {
      if (cols.length) continue;
      const parts = key.split('.');
      const fetched = await ctx.deps.query.listColumns(
        source,
        parts.length === 2 ? parts[0]! : 'main',
        parts.at(-1)!,
      );
      needed.set(
        key,
        fetched.map((c) => c.name),
      );
    }
    return renderStructView(view.script ?? '', dialect, columnsOf);
  });
}
