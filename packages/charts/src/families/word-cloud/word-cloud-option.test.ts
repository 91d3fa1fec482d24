import { describe, expect, it } from 'vitest';
import { byRegion, dim, en, makeConfig, num, seriesOf, stored } from '../../testing/fixtures';
import { toOption } from '../../to-option';

describe('word-cloud', () => {
  it('builds an echarts-wordcloud series with words, weights and the font size range', () => {
    const config = makeConfig(
      'word-cloud',
      { dimension: [dim('region')], metrics: [num('amount')] },
      { styles: [stored('label', { minFontSize: 10, maxFontSize: 40 })] },
    );
    const [series] = seriesOf(toOption(config, byRegion, en));
    expect(series).toMatchObject({ type: 'wordCloud', sizeRange: [10, 40], shape: 'circle' });
    expect((series?.data as { name: string; value: number }[]).map((d) => [d.name, d.value])).toEqual([
      ['East', 12345],
      ['North', 340000000],
      ['West', 500],
    ]);
  });
});
