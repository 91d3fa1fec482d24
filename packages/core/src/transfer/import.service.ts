import { eq } from 'drizzle-orm';
import { sources } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { writesViz } from '../cache/metadata-cache';
import { widgetOriginalType } from '../dashboards/widget-rules';
import { assertUrls } from '../dashboards/widget-urls';
import { validateDatachartConfig } from '../viz/chart-config';
import { requireActor, requireOwner } from '../permissions/engine';
import { checkIdClashes, checkImages, checkReferences } from './import-checks';
import {
  writeBoards,
  writeCharts,
  writeFolders,
  writeSources,
  writeStoryboards,
  writeVariables,
  writeVersions,
  writeViews,
  type ImportReport,
  type WriteCtx,
} from './import-writers';
import { withoutSecrets } from './collect';
import { newId, remapDeep } from './remap';
import { unpackBundle, type Bundle } from './transfer-file';
import type { ImportInput } from './transfer.schemas';

export type { ImportReport } from './import-writers';

/** NEW: a fresh id for every item and child of the file, and the file's organisation mapped to this one. */
function newIds(b: Bundle, orgId: string): Map<string, string> {
  const map = new Map<string, string>([[b.manifest.orgId, orgId]]);
  const add = (id: string) => map.set(id, newId());
  const e = b.entries;
  for (const x of [...e.SOURCE, ...e.VIEW, ...e.VARIABLE, ...e.FOLDER, ...e.DATACHART, ...e.VERSION])
    add(x.id);
  for (const d of e.DASHBOARD) {
    add(d.id);
    for (const x of [...d.widgets, ...d.relations]) add(x.id);
  }
  for (const s of e.STORYBOARD) {
    add(s.id);
    for (const p of s.pages) add(p.id);
  }
  return map;
}

/** Validates a file as `unpackBundle` does, then checks its references: what every import runs first. */
export async function readResourceFile(file: Uint8Array): Promise<Bundle> {
  const bundle = await unpackBundle(file);
  if (bundle.manifest.kind !== 'RESOURCES') throw new AppError('TRANSFER_WRONG_KIND');
  checkReferences(bundle.entries);
  return bundle;
}

/**
 * `POST /viz/import?strategy&orgId` (owners only): the file's items written in one transaction with
 * NEW (fresh ids, every reference remapped), OVERWRITE (same ids, ours replaced) or ROLLBACK (same ids,
 * any existing one aborts). Pictures are written last and removed again if the transaction fails.
 */
export async function importResources(ctx: Ctx, input: ImportInput, file: Uint8Array): Promise<ImportReport> {
  requireActor(ctx);
  await requireOwner(ctx, input.orgId);
  writesViz(ctx);
  let bundle = await readResourceFile(file);
  const images = checkImages(bundle.entries, ctx.deps.config.maxAvatarBytes);
  const map =
    input.strategy === 'NEW' ? newIds(bundle, input.orgId) : new Map([[bundle.manifest.orgId, input.orgId]]);
  if (bundle.manifest.orgId === input.orgId && input.strategy !== 'NEW') map.clear();
  bundle = { manifest: bundle.manifest, entries: remapDeep(bundle.entries, map) };
  const e = bundle.entries;
  // A board's pages and links are held to the same rules as a board saved here (issue 29).
  for (const c of e.DATACHART) if (c.config) validateDatachartConfig(c.config);
  for (const b of e.DASHBOARD)
    for (const w of b.widgets)
      assertUrls(w.config, widgetOriginalType(w.config) ?? '', ctx.deps.config.iframeAllowedHosts);
  const report: ImportReport = { created: [], replaced: [], skipped: [] };
  const written: string[] = [];
  const userId = ctx.actor.userId;
  try {
    await ctx.deps.db.transaction(async (tx) => {
      const replaced = await checkIdClashes(tx, e, input.orgId, input.strategy);
      const w: WriteCtx = { tx, orgId: input.orgId, userId, now: ctx.deps.clock(), replaced, report };
      await writeSources(w, e.SOURCE, async (id, config) => {
        // An overwritten source whose settings did not change keeps its password (D-transfer-4).
        const [ours] = await tx.select().from(sources).where(eq(sources.id, id));
        if (!ours) return false;
        const blanked = await withoutSecrets(ours.type, ours.config ?? null);
        return JSON.stringify(blanked.config) === JSON.stringify(config);
      });
      await writeViews(w, e.VIEW);
      await writeVariables(w, e.VARIABLE);
      await writeFolders(w, e.FOLDER);
      await writeCharts(w, e.DATACHART);
      await writeBoards(w, e.DASHBOARD);
      await writeStoryboards(w, e.STORYBOARD);
      await writeVersions(w, e.VERSION);
      for (const img of images) {
        const path = remapDeep(img.path, map);
        await ctx.deps.files.put(path, img.data);
        written.push(path);
      }
    });
  } catch (err) {
    await Promise.all(written.map((p) => ctx.deps.files.remove(p).catch(() => undefined)));
    throw err;
  }
  for (const s of e.SOURCE)
    if (report.replaced.some((r) => r.id === s.id)) await ctx.deps.query.evictSource(s.id);
  return report;
}
