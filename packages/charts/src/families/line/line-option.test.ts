import { describe, expect, it } from 'vitest';
import { palettes } from '../common/theme';
import {
  byRegion,
  callLabel,
  dim,
  en,
  frame,
  makeConfig,
  num,
  seriesOf,
  stored,
} from '../../testing/fixtures';
import { toOption } from '../../to-option';

const config = (id: string, styles = [stored('label', { showLabel: true })]) =>
  makeConfig(
    id,
    {
      dimension: [dim('region')],
      metrics: [
        num('amount', 'SUM', {
          format: {
            type: 'numeric',
            numeric: { decimalPlaces: 1, unitKey: 'thousand', useThousandSeparator: true },
          },
        }),
        num('quantity'),
      ],
    },
    { styles },
  );

describe('line family', () => {
  it('line-chart: line series without area or stack, formatted labels', () => {
    const option = toOption(config('line-chart'), byRegion, en);
    const series = seriesOf(option);
    expect(series.map((s) => [s.type, s.stack, s.areaStyle])).toEqual([
      ['line', undefined, undefined],
      ['line', undefined, undefined],
    ]);
    expect(option.xAxis).toMatchObject({
      type: 'category',
      boundaryGap: false,
      data: ['East', 'North', 'West'],
    });
    expect(callLabel(series[0] ?? {}, 12345)).toBe('12.3K');
    expect(option.tooltip).toMatchObject({ trigger: 'axis' });
  });

  it('area-chart fills under the line; stack-area-chart also stacks', () => {
    expect(seriesOf(toOption(config('area-chart'), byRegion, en)).every((s) => s.areaStyle && !s.stack)).toBe(
      true,
    );
    expect(
      seriesOf(toOption(config('stack-area-chart'), byRegion, en)).every(
        (s) => s.areaStyle && s.stack === 'total',
      ),
    ).toBe(true);
  });

  it('applies smooth / step / symbol graph styles', () => {
    const [first] = seriesOf(
      toOption(
        config('line-chart', [stored('graph', { smooth: true, step: true, symbol: false })]),
        byRegion,
        en,
      ),
    );
    expect(first).toMatchObject({ smooth: true, step: 'middle', showSymbol: false });
  });
});

describe('line colours and reference areas', () => {
  const data = frame(
    [
      ['month', 'STRING'],
      ['region', 'STRING'],
      ['SUM(amount)', 'NUMERIC'],
    ],
    [
      ['Jan', 'East', 10],
      ['Jan', 'West', 40],
      ['Feb', 'East', 20],
      ['Feb', 'West', 30],
    ],
  );

  it('draws each colour value in the colour the colour field assigns to it', () => {
    const config = makeConfig('line-chart', {
      dimension: [dim('month')],
      metrics: [num('amount')],
      color: [dim('region', { color: { colors: [{ key: 'West', value: '#00aa00' }] } })],
    });
    const series = seriesOf(toOption(config, data, en));
    const west = series.find((s) => s.name === 'West');
    expect(west).toMatchObject({ itemStyle: { color: '#00aa00' }, lineStyle: { color: '#00aa00' } });
    expect(palettes.light).toContain(
      (series.find((s) => s.name === 'East')?.itemStyle as { color: string }).color,
    );
  });

  it('marks an area from a constant to the metric maximum', () => {
    const config = makeConfig(
      'line-chart',
      { dimension: [dim('region')], metrics: [num('amount')] },
      {
        settings: [
          stored('reference', {
            areas: [{ name: 'Goal', from: { value: 100 }, to: { aggregate: 'MAX' }, color: '#123456' }],
          }),
        ],
      },
    );
    const [series] = seriesOf(toOption(config, byRegion, en));
    const area = (series?.markArea as { data: [Record<string, unknown>, Record<string, unknown>][] }).data;
    expect(area).toHaveLength(1);
    expect(area[0]?.[0]).toMatchObject({ name: 'Goal', yAxis: 100, itemStyle: { color: '#123456' } });
    expect(area[0]?.[1]).toEqual({ yAxis: 340000000 });
  });
});
