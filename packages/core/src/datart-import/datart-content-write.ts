import { inArray } from 'drizzle-orm';
import type { SecretBox } from '@tessera/auth';
import { dashboards, datacharts, sources, storyboards, variables, views, vizFolders } from '@tessera/db';
import type { DbOrTx } from '../orgs/create-org-record';
import {
  writeBoards,
  writeCharts,
  writeFolders,
  writeSources,
  writeStoryboards,
  writeVariables,
  writeViews,
  type ImportReport,
  type WriteCtx,
} from '../transfer/import-writers';
import type { AccountMap } from './datart-accounts';
import { orgContent, type OrgContent } from './datart-content';
import type { ContentMap } from './datart-grants';
import type { DatartData } from './datart-schema';
import type { Tally } from './datart-report';

const tables = {
  SOURCE: sources,
  VIEW: views,
  VARIABLE: variables,
  FOLDER: vizFolders,
  DATACHART: datacharts,
  DASHBOARD: dashboards,
  STORYBOARD: storyboards,
} as const;
type Kind = keyof typeof tables;
const kinds = Object.keys(tables) as Kind[];

async function orgsOf(tx: DbOrTx, kind: Kind, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const t = tables[kind];
  const rows = await tx
    .select({ id: t.id, orgId: t.orgId })
    .from(t as typeof sources)
    .where(inArray(t.id, ids));
  return new Map(rows.map((r) => [r.id, r.orgId]));
}

/**
 * Keeps of one organisation's content what is new or changed since the last run; an id that belongs to
 * another organisation here is skipped. Returns the ids that exist (to be replaced) and what to write.
 */
async function plan(tx: DbOrTx, c: OrgContent, orgId: string, t: Tally, key: string | undefined) {
  const replaced = new Set<string>();
  const todo = {} as { [K in Kind]: OrgContent[K] };
  for (const kind of kinds) {
    const list = c[kind] as { id: string; name: string }[];
    const here = await orgsOf(
      tx,
      kind,
      list.map((x) => x.id),
    );
    todo[kind] = list.filter((x) => {
      const owner = here.get(x.id);
      if (owner && owner !== orgId) {
        t.skip({
          type: kind,
          id: x.id,
          name: x.name,
          reason: 'otherOrg',
        });
        return false;
      }
      // A source's stored form is sealed anew each run: its Datart row (and whether a key came) is what changed.
      const basis = kind === 'SOURCE' ? { row: c.raw.get(x.id), key: !!key } : x;
      const outcome = t.decide(kind, x.id, basis, !!owner);
      if (outcome === 'unchanged') t.add(kind, 'unchanged');
      if (outcome === 'update') replaced.add(x.id);
      return outcome !== 'unchanged';
    }) as never;
  }
  return { replaced, todo };
}

export async function writeContent(
  tx: DbOrTx,
  d: DatartData,
  t: Tally,
  m: AccountMap,
  opts: { key: string | undefined; box: SecretBox; now: Date },
): Promise<ContentMap> {
  const out: ContentMap = { ids: new Set(), nodeIds: new Map() };
  for (const orgId of m.orgs) {
    const c = await orgContent(d, orgId, opts.key, opts.box);
    for (const s of c.skipped) t.skip(s);
    for (const kind of kinds) for (const x of c[kind]) out.ids.add(x.id);
    for (const [node, item] of c.nodeIds) out.nodeIds.set(node, item);
    const { replaced, todo } = await plan(tx, c, orgId, t, opts.key);
    const org = d.organization.find((o) => o.id === orgId);
    const userId = m.users.get(String(org?.create_by)) ?? '';
    const report: ImportReport = { created: [], replaced: [], skipped: [] };
    const w: WriteCtx = { tx, orgId, userId, now: opts.now, replaced, report };
    await writeSources(w, todo.SOURCE, async () => false);
    await writeViews(w, todo.VIEW);
    await writeVariables(w, todo.VARIABLE);
    await writeFolders(w, todo.FOLDER);
    await writeCharts(w, todo.DATACHART);
    await writeBoards(w, todo.DASHBOARD);
    await writeStoryboards(w, todo.STORYBOARD);
    for (const x of report.created) t.add(x.type, 'create');
    for (const x of report.replaced) t.add(x.type, 'update');
    for (const x of report.skipped) t.skip({ ...x, reason: 'publicVariable' });
    for (const s of todo.SOURCE) if (s.hadSecret) t.report.needsPassword.push({ id: s.id, name: s.name });
  }
  return out;
}
