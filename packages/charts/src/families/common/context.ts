import type { ResolvedChart } from '../../config/parse-config';
import { styleValue } from '../../config/style-tree';
import type { FieldFormat } from '../../config/config.schemas';
import { formatValue } from '../../format/format';
import type { Cell, RenderContext } from '../../types';
import type { FrameReader } from './frame';

/** What every family renderer receives. */
export interface FamilyInput {
  chart: ResolvedChart;
  reader: FrameReader;
  ctx: RenderContext;
}

export type EChartsOption = Record<string, unknown>;

export const styleOf =
  (chart: ResolvedChart) =>
  <T>(...path: string[]): T | undefined =>
    styleValue<T>(chart.styles, path);
export const settingOf =
  (chart: ResolvedChart) =>
  <T>(...path: string[]): T | undefined =>
    styleValue<T>(chart.settings, path);

export const fmt = (ctx: RenderContext, format: FieldFormat | undefined) => (value: Cell | undefined) =>
  formatValue(value, format, { locale: ctx.locale });

export interface Font {
  fontFamily?: string;
  fontSize?: number | string;
  fontWeight?: string;
  fontStyle?: string;
  color?: string;
}

/** A Datart font value → ECharts text style. */
export function textStyle(font: Font | undefined): Record<string, unknown> {
  if (!font) return {};
  const out: Record<string, unknown> = {};
  if (font.fontFamily) out.fontFamily = font.fontFamily;
  if (font.fontSize !== undefined) out.fontSize = Number(font.fontSize);
  if (font.fontWeight) out.fontWeight = font.fontWeight;
  if (font.fontStyle) out.fontStyle = font.fontStyle;
  if (font.color) out.color = font.color;
  return out;
}

export interface LineStyleValue {
  type?: string;
  width?: number;
  color?: string;
}
export const lineStyle = (line: LineStyleValue | undefined) => ({
  type: line?.type ?? 'solid',
  width: line?.width ?? 1,
  color: line?.color,
});
