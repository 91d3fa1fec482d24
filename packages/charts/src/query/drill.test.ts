import type { DatachartConfig } from '../config/config.schemas';
import { addField, dateLevelField, newChartConfig } from '../workbench/config-ops';
import { describe, expect, it } from 'vitest';
import { drillChoices, drillDown, drillSection } from './drill';

const config = [
  dateLevelField('order_date', 'AGG_DATE_YEAR'),
  dateLevelField('order_date', 'AGG_DATE_MONTH'),
].reduce((c: DatachartConfig, f) => addField(c, 'dimension', f).config, newChartConfig('line-chart'));

describe('drill', () => {
  it('finds the drillable hierarchy and goes one level down per click, never past the last level', () => {
    const section = drillSection(config)!;
    expect(section.rows).toHaveLength(2);
    const once = drillDown({ mode: 'drill', path: [] }, section, '2024');
    expect(once.path).toEqual([{ field: section.rows![0]!.colName, value: '2024' }]);
    expect(drillDown(once, section, '2024-03')).toBe(once);
    expect(drillDown({ mode: 'normal', path: [] }, section, '2024').path).toEqual([]);
  });

  it('offers the values of the current level to drill into without a pointer', () => {
    const section = drillSection(config)!;
    const name = section.rows![0]!.colName;
    const frame = {
      columns: [
        { name: [name], type: 'DATE' as const },
        { name: ['SUM(amount)'], type: 'NUMERIC' as const },
      ],
      rows: [
        ['2023', 1],
        ['2024', 2],
        ['2024', 3],
      ],
    };
    expect(drillChoices({ mode: 'drill', path: [] }, section, frame)).toEqual(['2023', '2024']);
    expect(drillChoices({ mode: 'drill', path: [{ field: name, value: '2023' }] }, section, frame)).toEqual(
      [],
    );
    expect(drillChoices({ mode: 'normal', path: [] }, section, frame)).toEqual([]);
  });

  it('a chart with one group field has nothing to drill', () => {
    expect(drillSection(newChartConfig('line-chart'))).toBeUndefined();
  });
});
