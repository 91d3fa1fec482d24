import { afterEach, describe, expect, it } from 'vitest';
import { boardViews, readBoard } from '../../board/board-model';
import { openingQueries } from '../../board/opening';
import { serializeDatachartConfig } from '../../config/parse-config';
import { buildQuery } from '../../query/build-query';
import { urlFilters } from '../../query/url-filters';
import { chartTypeChoices, chartTypeNames, getChartMeta, rendererOf } from '../../registry/registry';
import { toOption } from '../../to-option';
import { byRegion, dim, en, makeConfig, num, salesView } from '../fixtures';
import { registerThrowawayChart, throwawayChart } from './throwaway-chart';

const id = throwawayChart.id;
let unregister: (() => void) | null = null;
afterEach(() => {
  unregister?.();
  unregister = null;
});

const storedConfig = () =>
  JSON.parse(
    serializeDatachartConfig(
      makeConfig(id, {
        dimension: [dim('region')],
        metrics: [num('amount', 'SUM', { alias: { name: 'Sales' } })],
      }),
    ),
  ) as Record<string, unknown>;

/** A board as the database holds it: one linked chart widget and one owned (board-only) chart widget. */
function storedBoard(config: Record<string, unknown>) {
  const widgets = [
    {
      id: 'linked',
      config: { name: 'Linked', type: 'chart', originalType: 'linkedChart' },
      datachartId: 'c1',
    },
    {
      id: 'owned',
      config: {
        name: 'Owned',
        type: 'chart',
        originalType: 'ownedChart',
        content: { dataChart: { viewId: salesView.id, config } },
      },
      datachartId: null,
    },
  ];
  return readBoard(widgets, [{ id: 'c1', viewId: salesView.id, config }]);
}
const views = boardViews([{ id: salesView.id, model: salesView.model, config: salesView.config ?? null }]);

describe('a chart type defined in its own folder and registered in one line', () => {
  it('is offered by the type picker with its own name and icon, after the 24 built-ins', () => {
    expect(chartTypeChoices().map((m) => m.id)).not.toContain(id);
    unregister = registerThrowawayChart();
    const choices = chartTypeChoices();
    expect(choices).toHaveLength(25);
    expect(choices.at(-1)).toMatchObject({
      id,
      name: { en: 'Lollipop', zh: '棒棒糖图' },
      renderer: 'echarts',
    });
    expect(choices.at(-1)?.iconPath).toMatch(/^M/);
    expect(chartTypeNames('zh')[id]).toBe('棒棒糖图');
    expect(rendererOf(id)).toBe('echarts');
    unregister();
    unregister = null;
    expect(chartTypeChoices().map((m) => m.id)).not.toContain(id);
    expect(rendererOf(id)).toBeNull();
  });

  it('is queried and drawn on a board and on a share page', () => {
    unregister = registerThrowawayChart();
    const widgets = storedBoard(storedConfig());
    const queries = openingQueries(widgets, views, undefined);
    expect(queries.map((q) => q.widgetId)).toEqual(['linked', 'owned']);
    for (const { request } of queries) {
      expect(request.groups).toEqual([{ alias: 'region', column: ['region'] }]);
      expect(request.aggregators).toEqual([{ alias: 'SUM(amount)', column: ['amount'], sqlOperator: 'SUM' }]);
    }
    const config = widgets[0]!.chart!.config!;
    // The share page of a chart builds its query with the URL's conditions.
    const shared = buildQuery(config, salesView, {
      runtimeFilters: urlFilters(salesView, { region: ['East'] }),
    });
    expect(shared.filters.map((f) => f.column)).toEqual([['region']]);
    const option = toOption(config, byRegion, en);
    expect(option.xAxis).toMatchObject({ data: ['East', 'North', 'West'] });
    expect(option.series).toEqual([
      expect.objectContaining({ type: 'bar', data: [12345, 340000000, 500] }),
      expect.objectContaining({ type: 'scatter', symbolSize: 14, data: [12345, 340000000, 500] }),
    ]);
  });

  it('is unknown everywhere until registered: the board reports its charts unavailable', () => {
    const config = (() => {
      unregister = registerThrowawayChart();
      const c = storedConfig();
      unregister();
      unregister = null;
      return c;
    })();
    const widgets = storedBoard(config);
    expect(widgets.map((w) => w.chart?.config ?? null)).toEqual([null, null]);
    expect(openingQueries(widgets, views, undefined)).toEqual([]);
    expect(() => getChartMeta(id)).toThrow(expect.objectContaining({ code: 'CHART_UNKNOWN_TYPE' }));
  });
});
