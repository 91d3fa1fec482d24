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

/** Datart's owned chart: the chart config kept in the widget (`content.dataChart`), no saved chart behind it. */
export const ownedChartWidget = (name: string, rect: Rect, content: Json) =>
  widgetConfig(name, 'chart', 'ownedChart', rect, content);

/** Datart's group: a box around widgets (its rect is set from theirs when they are grouped). */
export const groupWidget = (name: string): Json => ({
  ...widgetConfig(name, 'group', 'group', { x: 0, y: 0, width: 1, height: 1 }, {}),
  customConfig: { props: [{ key: 'titleGroup', rows: [{ key: 'showTitle', value: false }] }] },
});

/**
 * Datart's carousel container: its slides in `content.itemMap` (as a tab container's tabs), its settings in
 * the `carouselGroup` props (`autoplay`, `position`, and the dwell time in seconds as `duration`).
 */
export function carouselWidget(
  base: Json,
  slides: { childId: string; name: string }[],
  settings: { name: string; seconds: number; autoplay: boolean },
): Json {
  const old = ((base.content as Json | undefined)?.itemMap ?? {}) as Record<string, Json>;
  const keyOf = (childId: string) =>
    Object.keys(old).find((k) => old[k]!.childWidgetId === childId) ?? `carousel_${newWidgetId()}`;
  const itemMap = Object.fromEntries(
    slides.map((s, index) => {
      const tabId = keyOf(s.childId);
      return [tabId, { tabId, name: s.name, childWidgetId: s.childId, index }];
    }),
  );
  const props = (((base.customConfig as Json | undefined)?.props ?? []) as Json[]).filter(
    (p) => p.key !== 'carouselGroup',
  );
  return {
    ...base,
    name: settings.name,
    children: slides.map((s) => s.childId),
    content: { ...(base.content as Json | undefined), itemMap },
    customConfig: {
      ...(base.customConfig as Json | undefined),
      props: [
        {
          key: 'carouselGroup',
          rows: [
            { key: 'position', value: 'bottom' },
            { key: 'autoplay', value: settings.autoplay },
            { key: 'duration', value: settings.seconds },
          ],
        },
        ...props,
      ],
    },
  };
}
