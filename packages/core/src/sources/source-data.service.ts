import { generateToken } from '@tessera/auth';
import { and, desc, eq, ne } from 'drizzle-orm';
import {
  providerList,
  providerTemplate,
  sourceTypeSchema,
  type PrivilegeWarning,
  type SourceDescriptor,
} from '@tessera/query';
import { sources, sourceSchemas, STATUS } from '@tessera/db';
import type { Ctx, ServiceDeps } from '../context';
import { AppError } from '../errors';
import { can, requireActor, requireModule } from '../permissions/engine';
import { Level } from '../permissions/levels';
import { parse } from '../validation';
import { validateSourceConfig } from './config-check';
import { withQueryErrors } from './query-errors';
import { openConfig, sealConfig } from './secrets';
import { loadSource, SOURCE, sourceView } from './sources.service';
import type { SourceRow } from './source-tree';
import {
  sourceIdSchema,
  type ColumnsInput,
  type SourceIdInput,
  type TablesInput,
  type TestConnectionInput,
} from './sources.schemas';

export async function descriptor(ctx: Ctx, row: SourceRow): Promise<SourceDescriptor> {
  if (row.isFolder) throw new AppError('NOT_FOUND', { entity: 'source' });
  // Imported without its secret (issue 32): a clear message instead of the driver's login failure.
  if (row.needsPassword) throw new AppError('SOURCE_NEEDS_PASSWORD', { name: row.name });
  return {
    id: row.id,
    type: row.type as SourceDescriptor['type'],
    config: await openConfig(ctx.deps.secrets.sources, row.type, row.config ?? {}),
  };
}

export function listProviders(ctx: Ctx) {
  requireActor(ctx);
  return providerList();
}

export function configTemplate(ctx: Ctx, type: string) {
  requireActor(ctx);
  const known = sourceTypeSchema.safeParse(type.toUpperCase());
  if (!known.success) throw new AppError('NOT_FOUND', { entity: type });
  return providerTemplate(known.data);
}

/**
 * Tests a connection before (or while) saving a source. Needs the sources module; with `sourceId` the
 * stored secrets fill masked properties, which needs the right to manage that source and an unchanged
 * target (see sealConfig): otherwise the person types the secret again.
 */
/**
 * Connects with the given properties. On success it also reports what the source's role may do beyond
 * reading (superuser, server files, writes): Tessera's guard refuses such SQL, but a least-privilege
 * role is the second line (docs/operations.md).
 */
export async function testConnection(
  ctx: Ctx,
  input: TestConnectionInput,
): Promise<{ ok: true; warnings: PrivilegeWarning[] }> {
  let orgId = input.orgId;
  let stored: Record<string, unknown> = {};
  let id = `test-${generateToken(8)}`;
  let needsPassword = false;
  let sourceName = '';
  if (input.sourceId) {
    const row = await loadSource(ctx, input.sourceId, Level.MANAGE);
    needsPassword = row.needsPassword;
    sourceName = row.name;
    orgId = row.orgId;
    // Stored secrets are reused only for the same source, as the same type, pointed at the same target.
    stored = row.type === input.type ? (row.config ?? {}) : {};
    id = row.id;
  }
  if (!orgId) throw new AppError('INVALID_INPUT', {}, { fields: [{ path: 'orgId', message: 'required' }] });
  await requireModule(ctx, orgId, 'SOURCE');
  const checked = validateSourceConfig(input.type, input.properties, stored, input.sourceId);
  const sealed = input.sourceId
    ? await sealConfig(ctx.deps.secrets.sources, input.type, checked, { stored }).catch((e: unknown) => {
        // The mask of a source imported without its secret stands for nothing: ask for the password.
        if (needsPassword && e instanceof AppError && e.code === 'SECRET_REENTER')
          throw new AppError('SOURCE_NEEDS_PASSWORD', { name: sourceName });
        throw e;
      })
    : await sealWithMatchingSource(ctx, orgId, input.type, checked);
  const config = await openConfig(ctx.deps.secrets.sources, input.type, sealed);
  const source = { id, type: input.type, config };
  await withQueryErrors(() => ctx.deps.query.testConnection(source));
  const warnings = await withQueryErrors(() => ctx.deps.query.inspectPrivileges(source));
  return { ok: true, warnings };
}

/**
 * Datart's form tests a saved source again with its masked password and neither `sourceId` nor `orgId`.
 * The mask then stands for the secret of a source of this organisation, of the same type, that this
 * person may manage and whose target is the same (sealConfig compares host, port, database and user, or
 * an HTTP table's origin and user): a stored secret never goes to a host it was not saved for.
 */
async function sealWithMatchingSource(
  ctx: Ctx,
  orgId: string,
  type: string,
  checked: Record<string, unknown>,
) {
  const box = ctx.deps.secrets.sources;
  try {
    return await sealConfig(box, type, checked);
  } catch (e) {
    if (!(e instanceof AppError) || e.code !== 'SECRET_REENTER') throw e;
    const candidates = await ctx.deps.db
      .select({ id: sources.id, config: sources.config })
      .from(sources)
      .where(
        and(
          eq(sources.orgId, orgId),
          eq(sources.type, type),
          eq(sources.isFolder, false),
          ne(sources.status, STATUS.ARCHIVED),
        ),
      )
      .orderBy(desc(sources.updatedAt))
      .limit(200);
    for (const c of candidates) {
      if (!(await can(ctx, orgId, SOURCE, c.id, Level.MANAGE))) continue;
      try {
        return await sealConfig(box, type, checked, { stored: c.config ?? {} });
      } catch (inner) {
        if (!(inner instanceof AppError) || inner.code !== 'SECRET_REENTER') throw inner;
      }
    }
    throw e;
  }
}

export interface SchemaTable {
  tableName: string;
  primaryKeys: string[];
  columns: { name: string[]; type: string; fmt: string | null; foreignKeys: unknown[] }[];
}

/** Databases → tables → columns of a source, as Datart's schema JSON. */
export async function readSchema(deps: Pick<ServiceDeps, 'query'>, src: SourceDescriptor) {
  const items: { dbName: string; tables: SchemaTable[] }[] = [];
  for (const dbName of (await deps.query.listDatabases(src)).slice(0, 50)) {
    const tables: SchemaTable[] = [];
    for (const tableName of (await deps.query.listTables(src, dbName)).slice(0, 2000)) {
      const columns = await deps.query.listColumns(src, dbName, tableName);
      tables.push({
        tableName,
        primaryKeys: [],
        columns: columns.map((c) => ({ name: [c.name], type: c.type, fmt: null, foreignKeys: [] })),
      });
    }
    items.push({ dbName, tables });
  }
  return items;
}

/** Reads databases → tables → columns from the source and stores it with the time of the read. */
export async function syncSchemas(ctx: Ctx, { id }: SourceIdInput) {
  const row = await loadSource(ctx, id, Level.READ);
  const src = await descriptor(ctx, row);
  const schemaItems = await withQueryErrors(() => readSchema(ctx.deps, src));
  const updatedAt = ctx.deps.clock();
  await ctx.deps.db
    .insert(sourceSchemas)
    .values({ sourceId: id, schemas: schemaItems, updatedAt })
    .onConflictDoUpdate({ target: sourceSchemas.sourceId, set: { schemas: schemaItems, updatedAt } });
  return { schemaItems, updateTime: updatedAt };
}

/** The last stored schema; read from the source the first time. */
export async function getSchemas(ctx: Ctx, { id }: SourceIdInput) {
  await loadSource(ctx, id, Level.READ);
  const [row] = await ctx.deps.db.select().from(sourceSchemas).where(eq(sourceSchemas.sourceId, id));
  if (!row) return syncSchemas(ctx, { id });
  return {
    schemaItems: row.schemas as { dbName: string; tables: SchemaTable[] }[],
    updateTime: row.updatedAt,
  };
}

export async function listDatabases(ctx: Ctx, { id }: SourceIdInput) {
  const src = await descriptor(ctx, await loadSource(ctx, id, Level.READ));
  return withQueryErrors(() => ctx.deps.query.listDatabases(src));
}

export async function listTables(ctx: Ctx, input: TablesInput) {
  const src = await descriptor(ctx, await loadSource(ctx, input.sourceId, Level.READ));
  return withQueryErrors(() => ctx.deps.query.listTables(src, input.database));
}

export async function listColumns(ctx: Ctx, input: ColumnsInput) {
  const src = await descriptor(ctx, await loadSource(ctx, input.sourceId, Level.READ));
  return withQueryErrors(() => ctx.deps.query.listColumns(src, input.database, input.table));
}

const FILE_FORMATS: Record<string, 'CSV' | 'XLSX'> = { csv: 'CSV', txt: 'CSV', xlsx: 'XLSX' };

/** The upload limit as people read it (the transports enforce it while the body streams in). */
export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${Math.round((n / 1024 / 1024) * 10) / 10} MB`;
  if (n >= 1024) return `${Math.round((n / 1024) * 10) / 10} KB`;
  return `${n} B`;
}

/** The source a file may be uploaded to: a FILE source the actor may manage. Checked before the body is read. */
export async function checkSourceUpload(ctx: Ctx, sourceId: string) {
  const { id } = parse(sourceIdSchema, { id: sourceId });
  const row = await loadSource(ctx, id, Level.MANAGE);
  if (row.type !== 'FILE') throw new AppError('FILE_TYPE');
  return row;
}

/** An upload already on disk (streamed there within the limit by the transport). */
export interface ReceivedFile {
  /** Absolute path of the temporary file inside the file store; it is moved, not copied. */
  path: string;
  name: string;
  size: number;
  /** The first bytes, to recognise the format. */
  head: Uint8Array;
}

/**
 * Stores a CSV or Excel file for a FILE source and adds it to the source as a table (named after the
 * file unless given). Answers the stored path, as Datart does, and the updated source. The file is
 * stored under `resources/data/source/<id>/`, which `/resources` never serves.
 */
export async function uploadSourceFile(
  ctx: Ctx,
  input: { sourceId: string; file: ReceivedFile; tableName?: string },
) {
  const row = await checkSourceUpload(ctx, input.sourceId);
  if (input.file.size > ctx.deps.config.maxUploadBytes)
    throw new AppError('FILE_TOO_LARGE', { max: formatBytes(ctx.deps.config.maxUploadBytes) });
  const fileName = input.file.name;
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  const format = FILE_FORMATS[ext];
  if (!format) throw new AppError('FILE_TYPE');
  if (format === 'XLSX' && !(input.file.head[0] === 0x50 && input.file.head[1] === 0x4b))
    throw new AppError('FILE_TYPE');
  const safeName = fileName.replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(-120);
  const path = `resources/data/source/${row.id}/${Date.now()}-${safeName}`;
  await ctx.deps.files.putFile(path, input.file.path);
  const base =
    (input.tableName ?? safeName.replace(/\.[^.]+$/, '')).replace(/[^\p{L}\p{N}_]+/gu, '_').slice(0, 60) ||
    'data';
  type FileItem = { tableName: string; format: string; path: string };
  // Concurrent uploads to one source must not lose each other's tables: lock the row while editing its list.
  const { updated, replaced } = await ctx.deps.db.transaction(async (tx) => {
    const [fresh] = await tx.select().from(sources).where(eq(sources.id, row.id)).for('update');
    const current = Array.isArray(fresh?.config?.schemas) ? (fresh!.config!.schemas as FileItem[]) : [];
    const schemas = [...current.filter((s) => s.tableName !== base), { tableName: base, format, path }];
    const [next] = await tx
      .update(sources)
      .set({
        config: { ...(fresh?.config ?? {}), schemas },
        updatedBy: ctx.actor!.userId,
        updatedAt: ctx.deps.clock(),
      })
      .where(eq(sources.id, row.id))
      .returning();
    // The stored schema no longer lists every table; the next read syncs it again.
    await tx.delete(sourceSchemas).where(eq(sourceSchemas.sourceId, row.id));
    return { updated: next, replaced: current.find((s) => s.tableName === base) };
  });
  if (replaced)
    await ctx.deps.files
      .remove(replaced.path)
      .catch((err: unknown) =>
        ctx.deps.logger.warn({ err, path: replaced.path }, 'leftover file not removed'),
      );
  await ctx.deps.query.evictSource(row.id);
  return { path, source: await sourceView(updated!, { withConfig: true }) };
}
