export type StepKey = 'source' | 'view' | 'chart' | 'dashboard';

export interface OrgContent {
  /** What the person can see of each kind (folders not counted). */
  counts: Record<StepKey, number>;
  /** Whether the server lets the person create each kind at the top of its tree. */
  canCreate: Record<StepKey, boolean>;
}

export interface Step {
  key: StepKey;
  done: boolean;
  /** Offered as an action: not done, allowed, and what it builds on is there. */
  ready: boolean;
  /** Not done and allowed, but waits for the step before it. */
  waiting: boolean;
}

const ORDER: StepKey[] = ['source', 'view', 'chart', 'dashboard'];

/**
 * The path from nothing to a board (a source — the demo data —, a view on it, a chart, a board), as far as
 * the organisation has gone. Null once every step is done, or when the person can take none of the steps
 * left now (not allowed, or waiting for one they are not allowed): the overview then keeps out of the way.
 */
export function gettingStartedSteps({ counts, canCreate }: OrgContent): Step[] | null {
  const steps = ORDER.map((key, i) => {
    const done = counts[key] > 0;
    const previousDone = i === 0 || counts[ORDER[i - 1]!] > 0;
    return {
      key,
      done,
      ready: !done && canCreate[key] && previousDone,
      waiting: !done && canCreate[key] && !previousDone,
    };
  });
  return steps.some((s) => s.ready) ? steps : null;
}
