import type { Theme } from '../../types';

/** Chart palettes per theme (the web's Tailwind theme mirrors these tokens). */
export const palettes: Record<Theme, string[]> = {
  light: [
    '#448aff',
    '#ffab00',
    '#00c853',
    '#ff5252',
    '#7c4dff',
    '#00b8d4',
    '#ff6e40',
    '#64dd17',
    '#f50057',
    '#795548',
  ],
  dark: [
    '#82b1ff',
    '#ffd740',
    '#69f0ae',
    '#ff8a80',
    '#b388ff',
    '#84ffff',
    '#ff9e80',
    '#b2ff59',
    '#ff80ab',
    '#bcaaa4',
  ],
};

/**
 * The app's theme tokens for chart chrome (tooling/tailwind/theme.css: foreground, muted-foreground,
 * border, popover), in hex because ECharts draws on a canvas. Dark text reaches WCAG AA on the dark card.
 */
export const chartTokens: Record<
  Theme,
  { text: string; subtle: string; line: string; tooltip: string; area: string }
> = {
  light: { text: '#1f2937', subtle: '#6b7280', line: '#e5e7eb', tooltip: '#ffffff', area: '#f3f4f6' },
  dark: { text: '#e5e7eb', subtle: '#9ca3af', line: '#374151', tooltip: '#111827', area: '#1f2937' },
};

/** The app's sans stack (apps/web/src/styles.css): Datart's "PingFang SC" alone falls back to a serif. */
export const appFontStack =
  "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'PingFang SC', 'Microsoft YaHei', sans-serif";

/** Datart's default greys (font, line, map area): made for a white page, about 2:1 on a dark one. */
const darkDefaults: Record<string, keyof (typeof chartTokens)['dark']> = {
  '#495057': 'text',
  '#6c757d': 'subtle',
  '#adb5bd': 'subtle',
  '#ced4da': 'line',
  '#e9ecef': 'area',
  '#dee2e6': 'line',
  '#f8f9fa': 'area',
};

const genericFamily = /\b(sans-serif|serif|monospace|system-ui|cursive|fantasy)\b/;

/**
 * Fits an option or model to the app's theme: a font family without a generic family gets the app's
 * stack after it; in the dark theme, Datart's default greys (never chosen by the person: the style trees'
 * defaults) become the theme's tokens. Colours a person picked are kept. Data arrays are not walked.
 */
export function themed<T>(value: T, theme: Theme): T {
  const walk = (v: unknown, key: string): unknown => {
    if (typeof v === 'string') {
      if (key === 'fontFamily') return genericFamily.test(v) ? v : `${v}, ${appFontStack}`;
      const token = theme === 'dark' ? darkDefaults[v.toLowerCase()] : undefined;
      return token ? chartTokens.dark[token] : v;
    }
    if (key === 'data' || v === null || typeof v !== 'object') return v;
    if (Array.isArray(v)) return v.map((x) => walk(x, key));
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k)]));
  };
  return walk(value, '') as T;
}
