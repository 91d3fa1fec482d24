import { chartTokens, palettes } from '@tessera/charts';
import { appFontStack } from './font-fallback';

/** Theme names registered with ECharts; `toOption` already colours series, these cover the chrome. */
export const echartsThemeName = { light: 'tessera-light', dark: 'tessera-dark' } as const;

// The design tokens of tooling/tailwind/theme.css in hex (ECharts draws on a canvas and cannot read CSS
// variables); @tessera/charts holds them so options, models and this theme agree.
const tokens = chartTokens;

function theme(mode: 'light' | 'dark') {
  const t = tokens[mode];
  const axis = {
    axisLine: { lineStyle: { color: t.line } },
    axisTick: { lineStyle: { color: t.line } },
    axisLabel: { color: t.subtle },
    splitLine: { lineStyle: { color: [t.line] } },
    nameTextStyle: { color: t.subtle },
  };
  return {
    color: palettes[mode],
    backgroundColor: 'transparent',
    // The app's font stack (apps/web/src/styles.css); canvas text would otherwise fall back to serif.
    textStyle: { color: t.text, fontFamily: appFontStack },
    title: { textStyle: { color: t.text }, subtextStyle: { color: t.subtle } },
    legend: { textStyle: { color: t.text } },
    tooltip: { backgroundColor: t.tooltip, borderColor: t.line, textStyle: { color: t.text } },
    categoryAxis: axis,
    valueAxis: axis,
    logAxis: axis,
    timeAxis: axis,
    visualMap: { textStyle: { color: t.text } },
    geo: { itemStyle: { areaColor: mode === 'dark' ? '#1f2937' : '#f3f4f6', borderColor: t.subtle } },
    gauge: { title: { color: t.text }, detail: { color: t.text } },
  };
}

export function registerThemes(echarts: { registerTheme: (name: string, theme: object) => void }): void {
  echarts.registerTheme(echartsThemeName.light, theme('light'));
  echarts.registerTheme(echartsThemeName.dark, theme('dark'));
}
