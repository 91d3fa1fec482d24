import { describe, expect, it } from 'vitest';
import { gettingStartedSteps, type OrgContent, type StepKey } from './getting-started-steps';

const all = (value: boolean): Record<StepKey, boolean> => ({
  source: value,
  view: value,
  chart: value,
  dashboard: value,
});
const content = (counts: Partial<Record<StepKey, number>>, canCreate = all(true)): OrgContent => ({
  counts: { source: 0, view: 0, chart: 0, dashboard: 0, ...counts },
  canCreate,
});
const summary = (c: OrgContent) =>
  gettingStartedSteps(c)?.map(
    (s) => `${s.key}:${s.done ? 'done' : s.ready ? 'ready' : s.waiting ? 'waiting' : 'not-allowed'}`,
  );

describe("the first page's next steps", () => {
  it('starts a new organisation at its data, the rest waiting in order', () => {
    expect(summary(content({}))).toEqual([
      'source:ready',
      'view:waiting',
      'chart:waiting',
      'dashboard:waiting',
    ]);
  });

  it('offers the next step once the one before it is done', () => {
    expect(summary(content({ source: 1 }))).toEqual([
      'source:done',
      'view:ready',
      'chart:waiting',
      'dashboard:waiting',
    ]);
    expect(summary(content({ source: 1, view: 2, chart: 1 }))).toEqual([
      'source:done',
      'view:done',
      'chart:done',
      'dashboard:ready',
    ]);
  });

  it('keeps out of the way once the organisation has content', () => {
    expect(gettingStartedSteps(content({ source: 1, view: 3, chart: 5, dashboard: 1 }))).toBeNull();
  });

  it('offers nothing the server does not let the person create', () => {
    // A reader of a shared board: nothing to create, nothing to offer.
    expect(gettingStartedSteps(content({ chart: 2, dashboard: 1 }, all(false)))).toBeNull();
    // May make charts and boards, not sources or views: the view step is not offered.
    expect(
      summary(content({ source: 1, view: 1 }, { source: false, view: false, chart: true, dashboard: true })),
    ).toEqual(['source:done', 'view:done', 'chart:ready', 'dashboard:waiting']);
    // Nothing to build a chart on, and no right to make it: nothing to offer yet.
    expect(
      gettingStartedSteps(content({}, { source: false, view: false, chart: true, dashboard: true })),
    ).toBeNull();
  });
});
