import { randomUUID } from 'node:crypto';
import { trpcMutation } from '../support/api';

type Rect = { x: number; y: number; width: number; height: number };
const id = () => randomUUID().replace(/-/g, '');

/** A Datart widget config (datart-facts §6.3); `rect` is grid units on an auto board, pixels on a free one. */
function widget(name: string, type: string, originalType: string, rect: Rect, content: object, extra = {}) {
  return {
    version: '1.0.0-RC.0',
    name,
    type,
    originalType,
    lock: false,
    rect,
    pRect: rect,
    mRect: null,
    children: [],
    customConfig: { props: [{ key: 'titleGroup', rows: [{ key: 'showTitle', value: true }] }] },
    content,
    ...extra,
  };
}

export const chartWidget = (name: string, datachartId: string, rect: Rect, extra: object = {}) => ({
  id: id(),
  datachartId,
  config: widget(name, 'chart', 'linkedChart', rect, { type: 'dataChart', dataChartId: datachartId }, extra),
});

/** A rich-text note on an auto board, six cells wide and three high, at row `y`. */
export const textWidget = (name: string, text: string, y: number) => ({
  id: id(),
  config: widget(
    name,
    'media',
    'richText',
    { x: 0, y, width: 6, height: 3 },
    { richText: { content: text } },
  ),
});

export const dropdownWidget = (name: string, viewId: string, field: string, rect: Rect) => ({
  id: id(),
  config: widget(name, 'controller', 'dropdownList', rect, {
    type: 'dropdownList',
    name,
    relatedViews: [{ viewId, relatedCategory: 'field', fieldValue: field, fieldValueType: 'STRING' }],
    config: { valueOptionType: 'common', sqlOperator: 'EQ', controllerValues: [], required: false },
  }),
});

export const queryButton = (name: string, rect: Rect) => ({
  id: id(),
  config: widget(name, 'button', 'queryBtn', rect, {}),
});

export const freeBoardConfig = (scaleMode: string) => ({
  version: '1.0.0-RC.0',
  type: 'free',
  jsonConfig: {
    props: [
      { key: 'basic', rows: [{ key: 'scaleMode', value: scaleMode }] },
      {
        key: 'size',
        rows: [
          { key: 'width', value: 1920 },
          { key: 'height', value: 1080 },
        ],
      },
    ],
  },
});

/** A board made through the API: created, then its widgets saved in the one call. */
export async function makeBoard(
  orgId: string,
  token: string,
  name: string,
  widgets: { id: string; config: object; datachartId?: string }[],
  config?: object,
): Promise<string> {
  const board = await trpcMutation<{ id: string }>(
    'dashboard.create',
    { orgId, name, ...(config ? { config, subType: 'free' } : {}) },
    token,
  );
  await trpcMutation('dashboard.save', { id: board.id, name, widgetToCreate: widgets }, token);
  return board.id;
}

/** Datart's tab container: one tab per child widget (the children name it as their parent). */
export function tabContainer(name: string, rect: Rect, tabs: { name: string; childId: string }[]) {
  const itemMap = Object.fromEntries(
    tabs.map((t, index) => {
      const tabId = id();
      return [tabId, { tabId, name: t.name, childWidgetId: t.childId, index }];
    }),
  );
  return { id: id(), config: widget(name, 'container', 'tab', rect, { itemMap }) };
}
