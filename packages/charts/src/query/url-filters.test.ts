import { describe, expect, it } from 'vitest';
import type { ChartView } from '../types';
import { buildQuery } from './build-query';
import { urlFilters } from './url-filters';
import { makeConfig, dim, num } from '../testing/fixtures';

const view: ChartView = {
  id: 'v',
  model: {
    columns: {
      country: { name: ['country'], type: 'STRING' },
      amount: { name: ['amount'], type: 'NUMERIC' },
    },
  },
};

describe('URL parameters as filters', () => {
  it('match view columns by name; unknown names and page keys are ignored', () => {
    const filters = urlFilters(view, {
      country: ['Germany', 'France'],
      amount: ['10'],
      type: ['CODE'],
      nope: ['x'],
    });
    expect(filters).toEqual([
      {
        column: 'country',
        sqlOperator: 'IN',
        values: [
          { value: 'Germany', valueType: 'STRING' },
          { value: 'France', valueType: 'STRING' },
        ],
      },
      { column: 'amount', sqlOperator: 'EQ', values: [{ value: 10, valueType: 'NUMERIC' }] },
    ]);
  });

  it('become WHERE conditions of the chart query, with the values bound', () => {
    const config = makeConfig('cluster-column-chart', {
      dimension: [dim('country')],
      metrics: [num('amount')],
    });
    const q = buildQuery(config, view, { runtimeFilters: urlFilters(view, { country: ["x' OR 1=1 --"] }) });
    expect(q.filters).toContainEqual({
      column: ['country'],
      aggOperator: null,
      sqlOperator: 'EQ',
      values: [{ value: "x' OR 1=1 --", valueType: 'STRING' }],
    });
  });
});
