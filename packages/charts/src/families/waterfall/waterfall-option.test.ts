import { describe, expect, it } from 'vitest';
import { dim, en, frame, makeConfig, num, seriesOf } from '../../testing/fixtures';
import { toOption } from '../../to-option';

describe('waterfall-chart', () => {
  it('stacks an invisible base under each step and ends with the total', () => {
    const data = frame(
      [
        ['month', 'STRING'],
        ['SUM(amount)', 'NUMERIC'],
      ],
      [
        ['Jan', 100],
        ['Feb', -30],
        ['Mar', 50],
      ],
    );
    const config = makeConfig('waterfall-chart', { dimension: [dim('month')], metrics: [num('amount')] });
    const option = toOption(config, data, en);
    const [base, steps] = seriesOf(option);
    expect(option.xAxis).toMatchObject({ data: ['Jan', 'Feb', 'Mar', 'Total'] });
    expect(base).toMatchObject({ stack: 'waterfall', data: [0, 70, 70, 0] });
    expect((steps?.data as { value: number }[]).map((d) => d.value)).toEqual([100, 30, 50, 120]);
    const colors = (steps?.data as { itemStyle: { color: string } }[]).map((d) => d.itemStyle.color);
    expect(colors[0]).not.toBe(colors[1]);
    const label = (steps?.label as { formatter: (p: { dataIndex: number }) => string }).formatter;
    expect([0, 1, 3].map((dataIndex) => label({ dataIndex }))).toEqual(['100', '-30', '120']);
  });
});
