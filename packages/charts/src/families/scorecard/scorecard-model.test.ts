import { describe, expect, it } from 'vitest';
import { frame, makeConfig, num, zh } from '../../testing/fixtures';
import { toScorecardModel } from '../../models';

describe('react-scorecard', () => {
  it('gives the value, its formatted text and the label', () => {
    const config = makeConfig('react-scorecard', {
      metrics: [
        num('amount', 'SUM', {
          alias: { name: '销售额' },
          format: { type: 'numeric', numeric: { decimalPlaces: 2, unitKey: 'wan' } },
        }),
      ],
    });
    const model = toScorecardModel(config, frame([['SUM(amount)', 'NUMERIC']], [[12345]]), zh);
    expect(model).toMatchObject({ label: '销售额', value: 12345, text: '1.23万', showLabel: true });
  });
});
