import type { EChartsOption } from '@tessera/charts';

/** The app's font stack (apps/web/src/styles.css). */
export const appFontStack =
  "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'PingFang SC', 'Microsoft YaHei', sans-serif";

const generic = /\b(sans-serif|serif|monospace|system-ui|cursive|fantasy)\b/;

/**
 * Datart's style trees name one font ("PingFang SC") with no fallback; a canvas without that font falls
 * back to serif. Every `fontFamily` without a generic family gets the app's stack after it. Data arrays
 * are not walked (they hold no styles and may be large).
 */
export function withFontFallback(option: EChartsOption): EChartsOption {
  const walk = (value: unknown, key: string): unknown => {
    if (key === 'fontFamily' && typeof value === 'string')
      return generic.test(value) ? value : `${value}, ${appFontStack}`;
    if (key === 'data' || value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map((v) => walk(v, ''));
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
  };
  return walk(option, '') as EChartsOption;
}
