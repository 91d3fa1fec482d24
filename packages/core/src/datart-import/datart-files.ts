import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ServiceDeps } from '../context';
import type { DatartImportReport } from './datart-report';

/** A FILE source moved over, with the files its tables read (paths relative to Datart's files folder). */
export interface DatartFileSource {
  id: string;
  name: string;
  paths: string[];
}

/** Datart keeps a FILE source's uploads under `resources/data/source/<id>/` and pictures under `resources/image/`. */
const SOURCE_DIR = (id: string) => `resources/data/source/${id}/`;
const IMAGE_DIR = 'resources/image/';

/** Every regular file below `dir` (symbolic links and anything outside the folder are left out). */
async function walk(root: string, dir: string, out: string[]): Promise<void> {
  let entries;
  try {
    entries = await readdir(path.join(root, dir), { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const rel = `${dir}${e.name}`;
    if (e.isDirectory()) await walk(root, `${rel}/`, out);
    else if (e.isFile()) out.push(rel);
  }
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && Buffer.compare(a, b) === 0;

/**
 * Copies what Datart kept on its disk (decision D-datart-import-7): the uploads of the FILE sources that
 * were moved (their ids are kept, so the stored paths stay right) and the pictures of boards, stories and
 * avatars, into this server's file store at the same relative paths. A file already here with the same
 * bytes is counted unchanged; a table whose file is missing is reported. Nothing is written on a dry run.
 */
export async function copyDatartFiles(
  deps: ServiceDeps,
  filesDir: string,
  moved: DatartFileSource[],
  report: DatartImportReport,
): Promise<void> {
  const root = await realpath(filesDir).catch(() => null);
  if (!root || !(await stat(root)).isDirectory()) {
    report.skipped.push({ type: 'FILE', id: filesDir, name: filesDir, reason: 'fileMissing' });
    return;
  }
  const count = (report.counts.FILE ??= { created: 0, updated: 0, unchanged: 0, skipped: 0 });
  const candidates: string[] = [];
  for (const source of moved) await walk(root, SOURCE_DIR(source.id), candidates);
  await walk(root, IMAGE_DIR, candidates);
  for (const rel of candidates) {
    const bytes = new Uint8Array(await readFile(path.join(root, rel)));
    const here = await deps.files.get(rel);
    if (here && sameBytes(here, bytes)) {
      count.unchanged++;
      continue;
    }
    if (!report.dryRun) await deps.files.put(rel, bytes);
    if (here) count.updated++;
    else count.created++;
  }
  // a table's path names a file, or a folder whose files it reads together
  const found = (p: string) => candidates.some((c) => c === p || c.startsWith(`${p.replace(/\/+$/, '')}/`));
  for (const source of moved)
    for (const p of source.paths)
      if (!found(p)) {
        count.skipped++;
        report.skipped.push({ type: 'FILE', id: p, name: source.name, reason: 'fileMissing' });
      }
}

/** The FILE sources of Datart's rows that this run moved (live, not reported as left behind), with their tables' paths. */
export function movedFileSources(
  rows: Record<string, string | number | null>[],
  report: DatartImportReport,
): DatartFileSource[] {
  const left = new Set(report.skipped.filter((s) => s.type === 'SOURCE').map((s) => s.id));
  const out: DatartFileSource[] = [];
  for (const r of rows) {
    if (r.type !== 'FILE' || r.status === 0 || left.has(String(r.id))) continue;
    let paths: string[] = [];
    try {
      const config = JSON.parse(String(r.config ?? '{}')) as { schemas?: { path?: unknown }[] };
      paths = (config.schemas ?? []).map((x) => x.path).filter((x): x is string => typeof x === 'string');
    } catch {
      // a config that is not JSON names no file
    }
    out.push({ id: String(r.id), name: String(r.name ?? r.id), paths });
  }
  return out;
}
