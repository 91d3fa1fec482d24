import { describe, expect, it } from 'vitest';
import { chartMapSource } from '../families/map/chart-map-source';
import { dim, makeConfig, num, stored } from '../testing/fixtures';
import type { ChartView } from '../types';
import { mapForCountry } from './map-default';

const view: ChartView = {
  id: 'v',
  model: {
    columns: {
      country: { name: 'country', type: 'STRING', category: 'COUNTRY' },
      province: { name: 'province', type: 'STRING', category: 'PROVINCEORSTATE' },
      amount: { name: 'amount', type: 'NUMERIC' },
    },
  },
};
const map = (field: string, styles = [] as ReturnType<typeof stored>[]) =>
  makeConfig('normal-outline-map-chart', { dimension: [dim(field)], metrics: [num('amount')] }, { styles });

describe('the map a map chart opens on', () => {
  it('a field marked Country opens the world map', () => {
    expect(chartMapSource(map('country'))).toEqual({ kind: 'builtIn', name: 'china' });
    expect(chartMapSource(mapForCountry(map('country'), view))).toEqual({ kind: 'builtIn', name: 'world' });
  });

  it('other fields, a map the person chose, and other chart types are left alone', () => {
    expect(chartMapSource(mapForCountry(map('province'), view))).toEqual({ kind: 'builtIn', name: 'china' });
    const chosen = map('country', [stored('map', { mapLevelName: 'china' })]);
    expect(mapForCountry(chosen, view)).toBe(chosen);
    const bar = makeConfig('cluster-column-chart', { dimension: [dim('country')], metrics: [num('amount')] });
    expect(mapForCountry(bar, view)).toBe(bar);
  });
});
