import { widgetProp, type BoardWidget } from '@tessera/charts';
import type { CSSProperties } from 'react';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

/** The style settings of a widget frame, as the editor's settings form edits them. */
export interface WidgetStyle {
  showTitle: boolean;
  background: string;
  borderColor: string;
  borderWidth: number;
  borderRadius: number;
  padding: number;
}

/**
 * A widget's frame style from Datart's `customConfig.props` groups (backgroundGroup.background may be a
 * colour string or Datart's `{color, image}` object; borderGroup.border is `{color, width, style, radius}`;
 * paddingGroup holds top/right/bottom/left).
 */
export function readWidgetStyle(config: Json): WidgetStyle {
  const bg = widgetProp(config, ['backgroundGroup', 'background']);
  const border = obj(widgetProp(config, ['borderGroup', 'border']));
  const pad = (side: string) => num(widgetProp(config, ['paddingGroup', side]));
  return {
    showTitle: widgetProp(config, ['titleGroup', 'showTitle']) !== false,
    background: str(bg) ?? str(obj(bg).color) ?? '',
    borderColor: str(border.color) ?? '',
    borderWidth: num(border.width) ?? 0,
    borderRadius: num(border.radius) ?? 0,
    padding: pad('top') ?? pad('left') ?? 0,
  };
}

/** The frame's inline style: only what the author set, so unset values keep the theme's look. */
export function frameStyle(widget: Pick<BoardWidget, 'config'>): CSSProperties {
  const s = readWidgetStyle(widget.config);
  const css: CSSProperties = {};
  if (s.background) css.background = s.background;
  if (s.borderWidth > 0) {
    css.borderWidth = s.borderWidth;
    css.borderStyle = str(obj(widgetProp(widget.config, ['borderGroup', 'border'])).style) ?? 'solid';
    if (s.borderColor) css.borderColor = s.borderColor;
  }
  if (s.borderRadius > 0) css.borderRadius = s.borderRadius;
  if (s.padding > 0) css.padding = s.padding;
  return css;
}

export function setProp(props: Json[], group: string, key: string, value: unknown): Json[] {
  const found = props.find((g) => g.key === group);
  const rows = Array.isArray(found?.rows) ? (found.rows as Json[]) : [];
  const nextRows = rows.some((r) => r.key === key)
    ? rows.map((r) => (r.key === key ? { ...r, value } : r))
    : [...rows, { key, value }];
  return found
    ? props.map((g) => (g.key === group ? { ...g, rows: nextRows } : g))
    : [...props, { key: group, rows: nextRows }];
}

/** Sets a widget's auto refresh (Datart's `loopFetchGroup`); 0 seconds turns it off. */
export function writeRefresh(config: Json, seconds: number): Json {
  const custom = obj(config.customConfig);
  let props = Array.isArray(custom.props) ? (custom.props as Json[]) : [];
  props = setProp(props, 'loopFetchGroup', 'enable', seconds > 0);
  if (seconds > 0) props = setProp(props, 'loopFetchGroup', 'interval', seconds);
  return { ...config, customConfig: { ...custom, props } };
}

/** Writes the style back into the widget config in Datart's shape, keeping every other prop as it was. */
export function writeWidgetStyle(config: Json, s: WidgetStyle): Json {
  const custom = obj(config.customConfig);
  let props = Array.isArray(custom.props) ? (custom.props as Json[]) : [];
  const oldBg = widgetProp(config, ['backgroundGroup', 'background']);
  const oldBorder = obj(widgetProp(config, ['borderGroup', 'border']));
  props = setProp(props, 'titleGroup', 'showTitle', s.showTitle);
  props = setProp(
    props,
    'backgroundGroup',
    'background',
    typeof oldBg === 'object' && oldBg ? { ...obj(oldBg), color: s.background } : s.background,
  );
  props = setProp(props, 'borderGroup', 'border', {
    style: 'solid',
    ...oldBorder,
    color: s.borderColor,
    width: s.borderWidth,
    radius: s.borderRadius,
  });
  for (const side of ['top', 'right', 'bottom', 'left'])
    props = setProp(props, 'paddingGroup', side, s.padding);
  return { ...config, customConfig: { ...custom, props } };
}
