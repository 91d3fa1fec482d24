import { describe, expect, it } from 'vitest';
import { dim, makeConfig, num } from '../testing/fixtures';
import type { ChartView } from '../types';
import { pointFilters } from './point-filters';

const view: ChartView = {
  id: 'v',
  model: {
    columns: {
      country: { name: ['country'], type: 'STRING' },
      channel: { name: ['channel'], type: 'STRING' },
      order_date: { name: ['order_date'], type: 'DATE' },
      amount: { name: ['amount'], type: 'NUMERIC' },
    },
  },
};

describe('the rows behind a clicked point', () => {
  it('are those of every dimension (colour included) equal to the clicked values; metrics add nothing', () => {
    const config = makeConfig('cluster-column-chart', {
      dimension: [dim('country')],
      color: [dim('channel')],
      metrics: [num('amount')],
    });
    const filters = pointFilters(config, view, { country: 'Germany', channel: 'Online', 'SUM(amount)': 12 });
    expect(filters).toEqual([
      { column: 'country', sqlOperator: 'EQ', values: [{ value: 'Germany', valueType: 'STRING' }] },
      { column: 'channel', sqlOperator: 'EQ', values: [{ value: 'Online', valueType: 'STRING' }] },
    ]);
  });

  it('read a table’s mixed section; date levels, empty values and no row add no condition', () => {
    const config = makeConfig('mingxi-table', {
      mixed: [
        dim('country'),
        dim('channel'),
        dim('order_date@date_level_delimiter@AGG_DATE_YEAR', { type: 'DATE' }),
        num('amount'),
      ],
    });
    const row = { country: 'France', channel: '', 'order_date@date_level_delimiter@AGG_DATE_YEAR': '2024' };
    expect(pointFilters(config, view, row).map((f) => f.column)).toEqual(['country']);
    expect(pointFilters(config, view, null)).toEqual([]);
  });
});
