import { describe, expect, it } from 'vitest';
import { byRegion, callLabel, dim, en, makeConfig, num, seriesOf, stored } from '../../testing/fixtures';
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
