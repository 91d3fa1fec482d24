import type { Page } from '@playwright/test';
import { trpcMutation } from '../support/api';

/** Orders with their customers' country over the demo data: a DATE, two numbers and two texts. */
export const ordersSql = `SELECT o.order_date, o.amount, o.quantity, o.channel, c.country
FROM orders o JOIN customers c ON c.customer_id = o.customer_id`;

export const ordersModel = {
  version: '1.0.0-RC.3',
  columns: {
    order_date: { name: ['order_date'], type: 'DATE', category: 'UNCATEGORIZED' },
    amount: { name: ['amount'], type: 'NUMERIC', category: 'UNCATEGORIZED' },
    quantity: { name: ['quantity'], type: 'NUMERIC', category: 'UNCATEGORIZED' },
    channel: { name: ['channel'], type: 'STRING', category: 'UNCATEGORIZED' },
    country: { name: ['country'], type: 'STRING', category: 'UNCATEGORIZED' },
  },
};

/** The demo source and the orders view in an organisation. */
export async function ordersView(orgId: string, token: string, name: string): Promise<{ viewId: string }> {
  const demo = await trpcMutation<{ id: string }>('source.addDemo', { orgId }, token);
  const view = await trpcMutation<{ id: string }>(
    'view.create',
    { orgId, name, type: 'SQL', sourceId: demo.id, script: ordersSql, model: ordersModel },
    token,
  );
  return { viewId: view.id };
}

/** Drags with the mouse in small steps, so that dnd-kit's pointer sensor sees a drag. */
export async function dragTo(
  page: Page,
  source: ReturnType<Page['locator']>,
  target: ReturnType<Page['locator']>,
  /** `end`: the bottom edge of the target (after the fields already in a section). */
  at: 'center' | 'end' = 'center',
): Promise<void> {
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2 + 8, { steps: 4 });
  const y = at === 'end' ? to.y + to.height - 4 : to.y + to.height / 2;
  await page.mouse.move(to.x + to.width / 2, y, { steps: 12 });
  await page.mouse.up();
}

const DELIM = '@date_level_delimiter@';
let seq = 0;
const uid = () => `e2e-${String(++seq)}`;
export const dim = (colName: string, type = 'STRING') => ({ uid: uid(), colName, type, category: 'field' });
export const dateLevel = (column: string, level: 'AGG_DATE_YEAR' | 'AGG_DATE_MONTH') => ({
  uid: uid(),
  colName: `${column}${DELIM}${level}`,
  type: 'DATE',
  category: 'dateLevelComputedField',
  expression: `${level}(${column})`,
});
export const sum = (colName: string) => ({
  uid: uid(),
  colName,
  type: 'NUMERIC',
  category: 'field',
  aggregate: 'SUM',
});

/** A chart config as Datart's client saves it: the sections with their fields, style trees left to defaults. */
export function chartConfig(
  chartGraphId: string,
  datas: { key: string; type: string; drillable?: boolean; rows: object[] }[],
) {
  return {
    version: '1.0.0-RC.3',
    aggregation: true,
    chartGraphId,
    computedFields: [],
    chartConfig: { datas, styles: [], settings: [], interactions: [] },
  };
}
