import type { Rect } from '@tessera/charts';

type Json = Record<string, unknown>;

/** A new widget's id: 32 hex characters, as the server stores them. */
export const newWidgetId = () => crypto.randomUUID().replace(/-/g, '');

/** Datart's widget config (datart-facts §6.3) for a widget of the auto board at `rect`. */
export function widgetConfig(
  name: string,
  type: string,
  originalType: string,
  rect: Rect,
  content: Json,
): Json {
  return {
    version: '1.0.0-RC.0',
    name,
    boardType: 'auto',
    lock: false,
    type,
    originalType,
    rect,
    pRect: rect,
    mRect: null,
    children: [],
    customConfig: { props: [{ key: 'titleGroup', rows: [{ key: 'showTitle', value: true }] }] },
    content,
  };
}

/** The first free place at the bottom of the board for a widget of `width` × `height` grid units. */
export function placeBelow(rects: Rect[], width: number, height: number): Rect {
  const y = rects.reduce((max, r) => Math.max(max, r.y + r.height), 0);
  return { x: 0, y, width, height };
}

export const linkedChart = (name: string, rect: Rect, datachartId: string) =>
  widgetConfig(name, 'chart', 'linkedChart', rect, { type: 'dataChart', dataChartId: datachartId });

export const mediaWidget = (
  name: string,
  originalType: 'richText' | 'image' | 'iframe' | 'timer',
  rect: Rect,
  value: string,
) =>
  widgetConfig(
    name,
    'media',
    originalType,
    rect,
    originalType === 'richText'
      ? { richText: { content: value } }
      : originalType === 'image'
        ? { imageConfig: { src: value } }
        : originalType === 'iframe'
          ? { src: value }
          : { timerConfig: { format: value || 'dateTime' } },
  );

export const controllerWidget = (
  name: string,
  facade: string,
  rect: Rect,
  binding: { viewId: string; field: string; valueType: string; operator: string },
) =>
  widgetConfig(name, 'controller', facade, rect, {
    type: facade,
    name,
    relatedViews: [
      {
        viewId: binding.viewId,
        relatedCategory: 'field',
        fieldValue: binding.field,
        fieldValueType: binding.valueType,
      },
    ],
    config: {
      valueOptionType: 'common',
      sqlOperator: binding.operator,
      controllerValues: [],
      required: false,
    },
  });

/** Datart's query / reset button: no content, the board reads its `originalType`. */
export const buttonWidget = (name: string, originalType: 'queryBtn' | 'resetBtn', rect: Rect) =>
  widgetConfig(name, 'button', originalType, rect, {});

/**
 * The same widget on a free board: Datart keeps pixels in `rect` there. A new widget gets a size from its
 * grid size (80 × 40 px a unit) and a cascading place near the top left so it is seen at once.
 */
export function onFreeBoard(config: Json, count: number, maxIndex: number): Json {
  const grid = config.pRect as Rect;
  const step = 20 + (count % 8) * 40;
  const rect = { x: step, y: step, width: grid.width * 80, height: grid.height * 40 };
  return { ...config, boardType: 'free', rect, index: maxIndex + 1 };
}
