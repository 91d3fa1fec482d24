import { eq } from 'drizzle-orm';
import { users, type downloads } from '@tessera/db';
import type { AuthedCtx, ServiceDeps } from '../context';
import { AppError } from '../errors';
import { requireMember, requireOwner } from '../permissions/engine';
import { collectEntries } from './collect';
import { imagePathsIn } from './remap';
import { emptyEntries, packBundle, type Bundle } from './transfer-file';
import {
  exportInputSchema,
  TRANSFER_FORMAT,
  TRANSFER_FORMAT_VERSION,
  type EntryData,
  type Manifest,
} from './transfer.schemas';

/** The download types of the files made here (never accepted from `/download/submit/task`). */
export const TRANSFER_DOWNLOAD_TYPES = { resources: 'RESOURCE', template: 'TEMPLATE' } as const;
const EXTENSIONS: Record<string, string> = { RESOURCE: 'drr', TEMPLATE: 'drt' };

export const isTransferDownload = (type: string) => type in EXTENSIONS;
export const transferExtension = (type: string) => EXTENSIONS[type] ?? 'bin';

type DownloadRow = typeof downloads.$inferSelect;

async function subject(deps: ServiceDeps, row: DownloadRow): Promise<AuthedCtx> {
  const [u] = await deps.db.select().from(users).where(eq(users.id, row.subjectId));
  if (!u) throw new AppError('NOT_FOUND', { entity: 'user' });
  return {
    deps,
    lang: 'en',
    ip: null,
    userAgent: null,
    actor: { userId: u.id, username: u.username, sessionId: `download:${row.id}` },
  };
}

function manifestOf(
  deps: ServiceDeps,
  orgId: string,
  kind: Manifest['kind'],
  contents: Manifest['contents'],
): Manifest {
  return {
    format: TRANSFER_FORMAT,
    formatVersion: TRANSFER_FORMAT_VERSION,
    kind,
    tesseraVersion: deps.config.version,
    orgId,
    createdAt: deps.clock().toISOString(),
    contents,
    options: { versions: false },
  };
}

/**
 * Makes the file of an export or template task, as its owner now (an owner no longer owner, or a member
 * who left, is refused): the entries collected and packed (docs/migration.md).
 */
export async function buildTransferFile(deps: ServiceDeps, row: DownloadRow): Promise<Uint8Array> {
  const ctx = await subject(deps, row);
  const params = row.params[0] ?? {};
  if (row.downloadType === TRANSFER_DOWNLOAD_TYPES.resources) {
    await requireOwner(ctx, row.orgId);
    const input = exportInputSchema.parse(params);
    const entries = await collectEntries(deps, deps.db, row.orgId, input);
    const names = new Map<string, string>(
      [...entries.DATACHART, ...entries.DASHBOARD, ...entries.STORYBOARD].map((e) => [e.id, e.name]),
    );
    const manifest = manifestOf(
      deps,
      row.orgId,
      'RESOURCES',
      input.resources.map((r) => ({
        type: r.resourceType,
        id: r.resourceId,
        name: names.get(r.resourceId) ?? '',
      })),
    );
    manifest.options = { versions: input.includeVersions };
    return packBundle({ manifest, entries });
  }
  await requireMember(ctx, row.orgId);
  const { kind, entry, needs } = params as {
    kind: 'DATACHART' | 'DASHBOARD';
    entry: EntryData['DATACHART'] | EntryData['DASHBOARD'];
    needs: Record<string, string[]>;
  };
  const entries = emptyEntries();
  if (kind === 'DATACHART') entries.DATACHART.push(entry as EntryData['DATACHART']);
  else entries.DASHBOARD.push(entry as EntryData['DASHBOARD']);
  for (const path of imagePathsIn(entry)) {
    const data = await deps.files.get(path);
    if (data) entries.IMAGE.push({ path, base64: Buffer.from(data).toString('base64') });
  }
  const manifest = manifestOf(deps, row.orgId, 'TEMPLATE', [{ type: kind, id: entry.id, name: entry.name }]);
  manifest.needs = needs;
  return packBundle({ manifest, entries } satisfies Bundle);
}
