import { describe, expect, it } from 'vitest';
import { makeConfig, dim, num } from '../testing/fixtures';
import { readBoard, boardViews } from './board-model';
import { drillSections, openingQueries, pageFilters } from './opening';

const model = {
  columns: { country: { name: ['country'], type: 'STRING' }, amount: { name: ['amount'], type: 'NUMERIC' } },
};
const views = boardViews([
  { id: 'v1', model, config: null },
  { id: 'v2', model, config: null },
]);
const drillable = makeConfig('cluster-column-chart', {
  dimension: [dim('country'), dim('city')],
  metrics: [num('amount')],
});
for (const section of drillable.chartConfig.datas) if (section.type === 'group') section.drillable = true;
const flat = makeConfig('cluster-column-chart', { dimension: [dim('country')], metrics: [num('amount')] });
const widgets = readBoard(
  [
    { id: 'a', datachartId: 'c1', config: { name: 'A', type: 'chart', originalType: 'linkedChart' } },
    { id: 'b', datachartId: 'c2', config: { name: 'B', type: 'chart', originalType: 'linkedChart' } },
  ],
  [
    { id: 'c1', viewId: 'v1', config: drillable },
    { id: 'c2', viewId: 'v2', config: flat },
  ],
);

describe('a board’s opening queries', () => {
  it('query each chart once, a drillable one at its top level', () => {
    expect([...drillSections(widgets).keys()]).toEqual(['a']);
    const queries = openingQueries(widgets, views, undefined);
    expect(queries.map((q) => q.widgetId)).toEqual(['a', 'b']);
    // The drillable chart groups by its first level only.
    expect(JSON.stringify(queries[0]!.request)).toContain('country');
    expect(JSON.stringify(queries[0]!.request)).not.toContain('city');
  });

  it('carry the page’s parameters as conditions on the charts whose view has that column, and nothing else', () => {
    expect(pageFilters(widgets, views, {})).toBeUndefined();
    const filters = pageFilters(widgets, views, { country: ['Japan'], nosuch: ['x'] });
    expect(Object.keys(filters ?? {})).toEqual(['a', 'b']);
    const queries = openingQueries(widgets, views, filters);
    for (const q of queries) expect(JSON.stringify(q.request)).toContain('Japan');
    expect(JSON.stringify(openingQueries(widgets, views, undefined))).not.toContain('Japan');
  });
});
