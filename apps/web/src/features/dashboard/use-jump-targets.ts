import { useQueries, useQuery } from '@tanstack/react-query';
import { jumpTargetGone, jumpTargetOf, targetKey, type BoardWidget, type JumpTarget } from '@tessera/charts';
import { useMemo } from 'react';
import { appErrorOf, isNotFound } from '../../lib/app-error';
import { useServices } from '../../lib/services';
import { useTRPC } from '../../lib/trpc';

/** Errors of these look-ups are the board's to show (under the widget), not a toast of their own. */
const quiet = { handlesErrors: true } as const;

/** The distinct boards and charts the widgets' jumps open. */
export function jumpTargets(widgets: BoardWidget[]): JumpTarget[] {
  const seen = new Map<string, JumpTarget>();
  for (const w of widgets) {
    const target = w.kind === 'chart' ? jumpTargetOf(w) : null;
    if (target) seen.set(targetKey(target), target);
  }
  return [...seen.values()];
}

/**
 * The jump targets of a board known to be gone (deleted, or archived), asked of the server once the board
 * has drawn (`enabled`), so that its first paint waits for nothing. Only with a session: a share page's
 * visitor may not ask, and their jump leads to the workspace, whose page says what became of the target.
 */
export function useGoneJumpTargets(widgets: BoardWidget[], enabled: boolean): ReadonlySet<string> {
  const { auth } = useServices();
  const trpc = useTRPC();
  const targets = useMemo(() => jumpTargets(widgets), [widgets]);
  const ask = enabled && auth.getToken() !== null;
  const options = { enabled: ask, staleTime: 60_000, meta: quiet };
  const charts = targets.filter((t) => t.kind === 'chart');
  const boards = targets.filter((t) => t.kind === 'dashboard');
  const chartAnswers = useQueries({
    queries: charts.map((t) => trpc.datachart.byId.queryOptions({ id: t.id }, options)),
  });
  const boardAnswers = useQueries({
    queries: boards.map((t) => trpc.dashboard.byId.queryOptions({ id: t.id }, options)),
  });
  const answers = [...chartAnswers, ...boardAnswers];
  const asked = [...charts, ...boards];
  const gone = answers
    .map((a, i) => {
      const isGone = a.data
        ? jumpTargetGone({ status: a.data.status })
        : a.error
          ? jumpTargetGone({ code: errorCode(a.error) })
          : false;
      return isGone ? targetKey(asked[i]!) : null;
    })
    .filter((k): k is string => k !== null);
  const key = gone.join('|');
  return useMemo(() => new Set(key ? key.split('|') : []), [key]);
}

/**
 * Whether one jump target is gone (the interactions dialog's saved target, when the list of boards and
 * charts the author may pick from does not hold it): null while unknown or not asked.
 */
export function useJumpTargetGone(target: JumpTarget | null): boolean | null {
  const trpc = useTRPC();
  const options = { enabled: target !== null, staleTime: 60_000, meta: quiet };
  const id = { id: target?.id ?? '' };
  const chart = useQuery(
    trpc.datachart.byId.queryOptions(id, { ...options, enabled: target?.kind === 'chart' }),
  );
  const board = useQuery(
    trpc.dashboard.byId.queryOptions(id, { ...options, enabled: target?.kind === 'dashboard' }),
  );
  const answer = target?.kind === 'chart' ? chart : board;
  if (!target) return null;
  if (answer.data) return jumpTargetGone({ status: answer.data.status });
  if (answer.error) return jumpTargetGone({ code: errorCode(answer.error) });
  return null;
}

function errorCode(error: unknown): string | undefined {
  return appErrorOf(error)?.code ?? (isNotFound(error) ? 'NOT_FOUND' : undefined);
}
