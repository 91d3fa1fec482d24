import { describe, expect, it } from 'vitest';
import { toScorecardModel } from '../../models';
import { toOption } from '../../to-option';
import { byRegion, dim, en, makeConfig, num, stored } from '../../testing/fixtures';
import { chartTokens } from './theme';

const dark = { ...en, theme: 'dark' as const };

/** WCAG relative luminance contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

// The dark card behind a chart: tooling/tailwind/theme.css --card oklch(0.21 0.015 265).
const darkCard = '#1c1e25';

describe('charts in the app theme', () => {
  it('dark theme: Datart default greys of legends, axes and labels become tokens with AA contrast', () => {
    const config = makeConfig('cluster-column-chart', {
      dimension: [dim('region')],
      metrics: [num('amount'), num('quantity')],
    });
    const option = toOption(config, byRegion, dark) as {
      legend: { textStyle: { color: string; fontFamily: string } };
      xAxis: { axisLabel: { color: string }; axisLine: { lineStyle: { color: string } } };
    };
    expect(option.legend.textStyle.color).toBe(chartTokens.dark.text);
    expect(option.xAxis.axisLabel.color).toBe(chartTokens.dark.text);
    expect(option.xAxis.axisLine.lineStyle.color).toBe(chartTokens.dark.line);
    expect(contrast(option.legend.textStyle.color, darkCard)).toBeGreaterThanOrEqual(4.5);
    expect(option.legend.textStyle.fontFamily).toMatch(/^PingFang SC, .*sans-serif$/);
    // Light keeps Datart's defaults, which read well on white.
    const light = toOption(config, byRegion, en) as typeof option;
    expect(light.legend.textStyle.color).toBe('#495057');
  });

  it('keeps a colour the person picked, and gives the scorecard the app sans stack and the dark text', () => {
    const picked = makeConfig(
      'cluster-column-chart',
      { dimension: [dim('region')], metrics: [num('amount'), num('quantity')] },
      { styles: [stored('legend', { font: { fontFamily: 'serif', fontSize: 12, color: '#ff0000' } })] },
    );
    const legend = (toOption(picked, byRegion, dark) as { legend: { textStyle: Record<string, unknown> } })
      .legend;
    expect(legend.textStyle).toMatchObject({ color: '#ff0000', fontFamily: 'serif' });
    const card = toScorecardModel(
      makeConfig('react-scorecard', { metrics: [num('amount')] }),
      byRegion,
      dark,
    );
    expect(card.valueStyle.color).toBe(chartTokens.dark.text);
    expect(String(card.valueStyle.fontFamily)).toMatch(/PingFang SC, Inter.*sans-serif/);
  });
});
