import type { BoardWidget } from './board-model';

/**
 * What is wrong with a board chart's interactions, as the spec's error catalogue words it (§8): a linkage
 * that names a chart no longer on the board ("The linkage chart has been deleted, please reconfigure"),
 * a jump whose board or chart was deleted or archived ("The jump target has been invalidated or deleted,
 * please reconfigure"). Framework-free: the board editor, the viewer and the share page ask it.
 */

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

export type InteractionProblem = 'linkageChartDeleted' | 'jumpTargetGone';

/** A jump to a board or chart of the organisation (web-address jumps have no target to lose). */
export interface JumpTarget {
  kind: 'dashboard' | 'chart';
  id: string;
}

/** Whether a chart widget's linkage is switched on (Datart's `linkageConfig.open`). */
const linkageOpen = (w: BoardWidget) => w.kind === 'chart' && obj(w.config.linkageConfig).open === true;

/**
 * The widgets a chart's linkage names that are gone: no longer on the board, or a chart widget whose
 * chart was archived or deleted (its config could not be read). A linkage naming no widget (Tessera's
 * own, which filters every chart sharing the clicked columns) loses nothing.
 */
export function deadLinkTargets(w: BoardWidget, widgets: BoardWidget[]): string[] {
  if (!linkageOpen(w) || !w.linkTargets?.length) return [];
  const byId = new Map(widgets.map((x) => [x.id, x]));
  return w.linkTargets.filter((id) => {
    const target = byId.get(id);
    return !target || (target.kind === 'chart' && !target.chart?.config);
  });
}

/** The board or chart a widget's jump opens, when it opens one (`jumpConfig.target`). */
export function jumpTargetOf(w: BoardWidget): JumpTarget | null {
  const j = obj(w.config.jumpConfig);
  if (j.open !== true || j.targetType === 'URL') return null;
  const target = obj(j.target);
  const id = str(target.relId) ?? str(target.id);
  const relType = str(target.relType) ?? 'DASHBOARD';
  if (!id || (relType !== 'DASHBOARD' && relType !== 'DATACHART')) return null;
  return { kind: relType === 'DATACHART' ? 'chart' : 'dashboard', id };
}

/** Datart's status of an archived board or chart. */
const ARCHIVED = 0;

/**
 * What asking the server for a jump's target told: its `status`, or the error's code. Gone: not found,
 * or archived (only its managers may still read it). Any other answer (a target this person may not
 * read, no connection) is not the board's fault: the jump goes ahead and the target page says why.
 */
export function jumpTargetGone(answer: { status: number } | { code: string | undefined }): boolean {
  if ('status' in answer) return answer.status === ARCHIVED;
  return answer.code === 'NOT_FOUND';
}

/**
 * Each widget's problems. `goneTargets`: the jump targets known to be gone (`"dashboard:<id>"`,
 * `"chart:<id>"`); a jump whose target is not in it is taken as working.
 */
export function interactionProblems(
  widgets: BoardWidget[],
  goneTargets: ReadonlySet<string> = new Set(),
): Record<string, InteractionProblem[]> {
  const out: Record<string, InteractionProblem[]> = {};
  for (const w of widgets) {
    if (w.kind !== 'chart') continue;
    const problems: InteractionProblem[] = [];
    if (deadLinkTargets(w, widgets).length) problems.push('linkageChartDeleted');
    const jump = jumpTargetOf(w);
    if (jump && goneTargets.has(targetKey(jump))) problems.push('jumpTargetGone');
    if (problems.length) out[w.id] = problems;
  }
  return out;
}

/** The key of a jump target in `goneTargets`. */
export const targetKey = (t: JumpTarget) => `${t.kind}:${t.id}`;
