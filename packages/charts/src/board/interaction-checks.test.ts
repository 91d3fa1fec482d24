import { describe, expect, it } from 'vitest';
import { dim, makeConfig, num } from '../testing/fixtures';
import { readBoard, type StoredWidget } from './board-model';
import {
  deadLinkTargets,
  interactionProblems,
  jumpTargetGone,
  jumpTargetOf,
  targetKey,
} from './interaction-checks';

const config = JSON.stringify(
  makeConfig('cluster-column-chart', { dimension: [dim('country')], metrics: [num('amount')] }),
);
const chart = (
  id: string,
  datachartId: string,
  extra: Record<string, unknown> = {},
  relations = [] as string[],
) =>
  ({
    id,
    datachartId,
    config: { name: id, type: 'chart', originalType: 'linkedChart', ...extra },
    relations: relations.map((targetId) => ({
      sourceId: id,
      targetId,
      config: JSON.stringify({ type: 'widgetToWidget', widgetToWidget: { triggerColumn: 'country' } }),
    })),
  }) satisfies StoredWidget;
const linkageOn = { linkageConfig: { open: true, chartGroupColumns: [] } };
const live = [
  { id: 'c1', viewId: 'v1', config },
  { id: 'c2', viewId: 'v1', config },
];

describe('linkage naming a chart that is gone', () => {
  it("reads a chart's widgetToWidget relations as the widgets its linkage names", () => {
    const [a] = readBoard([chart('a', 'c1', linkageOn, ['b', 'b', 'a'])], live);
    expect(a!.linkTargets).toEqual(['b']);
    const [plain] = readBoard([chart('p', 'c1', linkageOn)], live);
    expect(plain!.linkTargets).toBeUndefined();
  });

  it('reports a named widget removed from the board, or whose chart was archived or deleted', () => {
    const board = readBoard(
      [chart('a', 'c1', linkageOn, ['b', 'gone', 'dead']), chart('b', 'c2'), chart('dead', 'c-deleted')],
      live,
    );
    expect(deadLinkTargets(board[0]!, board)).toEqual(['gone', 'dead']);
    expect(interactionProblems(board)).toEqual({ a: ['linkageChartDeleted'] });
    // An archived chart is gone too (its widget says "Chart unavailable").
    const archived = readBoard(
      [chart('a', 'c1', linkageOn, ['b']), chart('b', 'c2')],
      [live[0]!, { ...live[1]!, status: 0 }],
    );
    expect(archived[1]!.chart!.config).toBeNull();
    expect(interactionProblems(archived)).toEqual({ a: ['linkageChartDeleted'] });
  });

  it('says nothing while every named chart is there, when linkage is off, or when it names none', () => {
    const whole = readBoard([chart('a', 'c1', linkageOn, ['b']), chart('b', 'c2')], live);
    expect(interactionProblems(whole)).toEqual({});
    const off = readBoard([chart('a', 'c1', {}, ['gone'])], live);
    expect(interactionProblems(off)).toEqual({});
    // Tessera's own linkage names no chart: a deleted chart elsewhere on the board is not its problem.
    const implicit = readBoard([chart('a', 'c1', linkageOn), chart('dead', 'c-deleted')], live);
    expect(interactionProblems(implicit)).toEqual({});
  });
});

describe('a jump whose target is gone', () => {
  const jump = (target: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    readBoard(
      [chart('a', 'c1', { jumpConfig: { open: true, targetType: 'INTERNAL', target, ...extra } })],
      live,
    )[0]!;

  it('reads the board or chart a jump opens', () => {
    expect(jumpTargetOf(jump({ relId: 'd9', relType: 'DASHBOARD' }))).toEqual({
      kind: 'dashboard',
      id: 'd9',
    });
    expect(jumpTargetOf(jump({ id: 'c9', relType: 'DATACHART' }))).toEqual({ kind: 'chart', id: 'c9' });
    expect(jumpTargetOf(jump({ relId: 'd9' }, { targetType: 'URL', URL: 'https://x.test' }))).toBeNull();
    expect(jumpTargetOf(jump({ relId: 'd9' }, { open: false }))).toBeNull();
    expect(jumpTargetOf(jump({ relType: 'DASHBOARD' }))).toBeNull();
  });

  it('takes a target as gone when the server does not find it or it is archived, not when it refuses', () => {
    expect(jumpTargetGone({ code: 'NOT_FOUND' })).toBe(true);
    expect(jumpTargetGone({ status: 0 })).toBe(true);
    expect(jumpTargetGone({ status: 1 })).toBe(false);
    expect(jumpTargetGone({ status: 2 })).toBe(false);
    expect(jumpTargetGone({ code: 'FORBIDDEN' })).toBe(false);
    expect(jumpTargetGone({ code: undefined })).toBe(false);
  });

  it('reports the widgets whose jump target is known to be gone', () => {
    const w = jump({ relId: 'd9', relType: 'DASHBOARD' });
    expect(interactionProblems([w])).toEqual({});
    expect(interactionProblems([w], new Set([targetKey({ kind: 'dashboard', id: 'd9' })]))).toEqual({
      a: ['jumpTargetGone'],
    });
    expect(interactionProblems([w], new Set(['chart:d9']))).toEqual({});
  });
});
