import type { ResolvedChart } from '../../config/resolved-chart';
import { styleValue } from '../../config/style-tree';
import type { ChartField, FieldFormat } from '../../config/config.schemas';
import { axisValue, formatValue, isIdLikeName } from '../../format/format';
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

/**
 * A formatter of one field's values. With the field, an un-aggregated integer column, an id-like name or a
 * date (a date level's year 2024, month 202403) is a key (no thousands separators) and a NUMERIC column's
 * text numbers are formatted as numbers.
 */
export const fmt =
  (ctx: RenderContext, format: FieldFormat | undefined, field?: ChartField) => (value: Cell | undefined) =>
    formatValue(value, format, {
      locale: ctx.locale,
      key: field
        ? isIdLikeName(field.colName) ||
          field.type === 'DATE' ||
          (!field.aggregate && field.type === 'NUMERIC')
        : false,
      numeric: field?.type === 'NUMERIC',
    });

/** Tick labels of a value axis (compact unless the field has a format). */
export const axisFmt = (ctx: RenderContext, format: FieldFormat | undefined) => (value: number) =>
  axisValue(value, format, ctx.locale);

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
