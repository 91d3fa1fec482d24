import { drainJobs, scheduleRunJob } from '@tessera/core';
import { schedules, views } from '@tessera/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ownerWithDemo, type TestApp } from './test-app';
import { trpcRequest } from './trpc-request';
import { customersModel as model, datartChartConfig } from './viz-fixtures';

/**
 * Alerts (beyond Datart): a schedule on one chart sends only when a condition on the chart's result
 * holds, checked at each run as the owner; the log says whether it held; "send once until it clears"
 * sends once across true runs and again after a false one. Mail read back from the SMTP sink.
 */
let t: TestApp;
let owner = '';
let orgId = '';
let chartId = '';
let viewId = '';
const script = 'select customer_id, country, city from customers';

beforeAll(async () => {
  t = await createTestApp({ activationRequired: false });
  ({ owner, orgId } = await ownerWithDemo(t));
  const demo = (await t.call('GET', `/api/v1/sources?orgId=${orgId}`, { token: owner })).body.data as {
    id: string;
  }[];
  viewId = (
    (
      await t.call('POST', '/api/v1/views', {
        token: owner,
        body: { orgId, name: 'Customers', sourceId: demo[0]!.id, script, model: JSON.stringify(model) },
      })
    ).body.data as { id: string }
  ).id;
  chartId = (
    (
      await t.call('POST', '/api/v1/viz/datacharts', {
        token: owner,
        body: { orgId, viewId, name: 'Customers by country', config: JSON.stringify(datartChartConfig()) },
      })
    ).body.data as { id: string }
  ).id;
});
afterAll(() => t.close());

let n = 0;
const create = (alert: object | null, extra: object = {}) => {
  const subject = `Alert ${++n}`;
  return t
    .call('POST', '/api/v1/schedules', {
      token: owner,
      body: {
        orgId,
        name: subject,
        type: 'EMAIL',
        cronExpression: '0 0 8 ? * 2',
        index: n,
        config: JSON.stringify({
          subject,
          to: 'ann@example.com',
          attachments: ['CSV'],
          vizContents: [{ vizType: 'DATACHART', vizId: chartId }],
          alert,
          ...extra,
        }),
      },
    })
    .then((r) => ({ ...r, subject }));
};
const runNow = async (id: string) => {
  await t.call('POST', `/api/v1/schedules/execute/${id}`, { token: owner });
  expect(await drainJobs(t.deps, [scheduleRunJob])).toBe(1);
  const logs = (await t.call('GET', `/api/v1/schedules/logs/${id}?count=1`, { token: owner })).body.data as {
    status: number;
    message: string;
  }[];
  return logs[0]!;
};
const mailsOf = (subject: string) => t.smtp.mails.filter((m) => m.subject === subject);
/** The view's rows come and go (no customers, then all again), so the chart's result changes between runs. */
const setRows = (present: boolean) =>
  t.deps.db
    .update(views)
    .set({ script: present ? script : `${script} where 1 = 0` })
    .where(eq(views.id, viewId));

describe('alerts: bad input', () => {
  it('refuses a column the chart does not return, a threshold that is no number, content not one chart', async () => {
    const column = await create({ condition: 'ABOVE', column: 'revenue', threshold: 3 });
    expect([column.status, column.body.message]).toEqual([
      400,
      'The chart does not return a column "revenue": choose one of its numeric columns (COUNT(customer_id))',
    ]);
    // A text column is no value to compare.
    const text = await create({ condition: 'ABOVE', column: 'country', threshold: 3 });
    expect(text.status).toBe(400);
    const threshold = await create({ condition: 'BELOW', column: 'COUNT(customer_id)', threshold: 'ten' });
    expect([threshold.status, threshold.body.message]).toEqual([
      400,
      'The alert\'s threshold "ten" is not a number',
    ]);
    const zh = await t.call('POST', '/api/v1/schedules', {
      token: owner,
      lang: 'zh-CN',
      body: {
        orgId,
        name: 'zh',
        type: 'EMAIL',
        cronExpression: '0 0 8 ? * 2',
        config: JSON.stringify({
          subject: 'zh',
          to: 'ann@example.com',
          vizContents: [{ vizType: 'DATACHART', vizId: chartId }],
          alert: { condition: 'EQUAL', column: 'COUNT(customer_id)', threshold: '' },
        }),
      },
    });
    expect([zh.status, zh.body.message]).toEqual([400, '告警阈值“”不是数字']);
    const two = await create(
      { condition: 'ANY_ROWS' },
      {
        vizContents: [
          { vizType: 'DATACHART', vizId: chartId },
          { vizType: 'DATACHART', vizId: chartId },
        ],
      },
    );
    expect([two.status, two.body.message]).toEqual([
      400,
      'An alert watches one chart: its content must be a single chart',
    ]);
    // Nothing was saved.
    const list = (await t.call('GET', `/api/v1/schedules?orgId=${orgId}`, { token: owner })).body
      .data as unknown[];
    expect(list).toEqual([]);
  });

  it("lists the chart's columns for the form, numeric ones marked", async () => {
    const res = await trpcRequest(
      t.app,
      'schedule.alertColumns',
      { orgId, vizId: chartId },
      { Authorization: `Bearer ${owner}` },
    );
    const body = (await res.json()) as { result: { data: { json: unknown } } };
    expect(body.result.data.json).toEqual([
      { name: 'country', numeric: false },
      { name: 'COUNT(customer_id)', numeric: true },
    ]);
  });
});

describe('alerts: at each run', () => {
  it('a false condition sends nothing and the log says so; a true one sends', async () => {
    const quiet = await create({ condition: 'ABOVE', column: 'COUNT(customer_id)', threshold: 1_000_000 });
    expect(quiet.status, JSON.stringify(quiet.body)).toBe(200);
    const q = quiet.body.data as { id: string; config: string };
    expect(JSON.parse(q.config).alert).toEqual({
      condition: 'ABOVE',
      column: 'COUNT(customer_id)',
      threshold: 1_000_000,
      once: false,
    });
    expect(await runNow(q.id)).toEqual(
      expect.objectContaining({
        status: 15,
        message:
          'ALERT_NOT_HELD: the condition "COUNT(customer_id) above 1000000" did not hold; nothing sent',
      }),
    );
    expect(mailsOf(quiet.subject)).toEqual([]);

    // A threshold sent as text (Datart-style clients) is read as the number.
    const loud = await create({ condition: 'ABOVE', column: 'COUNT(customer_id)', threshold: '0' });
    const l = loud.body.data as { id: string };
    expect((await runNow(l.id)).message).toBe(
      'ALERT_HELD: the condition "COUNT(customer_id) above 0" held; sent',
    );
    expect(mailsOf(loud.subject)).toHaveLength(1);
  });

  it('"no rows" and "any rows" count the rows', async () => {
    const none = await create({ condition: 'NO_ROWS' });
    const any = await create({ condition: 'ANY_ROWS' });
    expect((await runNow((none.body.data as { id: string }).id)).message).toMatch(/^ALERT_NOT_HELD/);
    expect((await runNow((any.body.data as { id: string }).id)).message).toMatch(/^ALERT_HELD/);
    expect([mailsOf(none.subject).length, mailsOf(any.subject).length]).toEqual([0, 1]);
  });

  it('"send once until it clears": once across two true runs, again after a false one', async () => {
    const made = await create({ condition: 'ANY_ROWS', once: true });
    const id = (made.body.data as { id: string }).id;
    try {
      expect((await runNow(id)).message).toMatch(/^ALERT_HELD/);
      expect((await runNow(id)).message).toBe(
        'ALERT_STILL_HELD: the condition "any rows" still holds; sent once until it clears',
      );
      expect(mailsOf(made.subject)).toHaveLength(1);
      const [state] = await t.deps.db
        .select({ sent: schedules.alertSent })
        .from(schedules)
        .where(eq(schedules.id, id));
      expect(state!.sent).toBe(true);

      await setRows(false);
      expect((await runNow(id)).message).toMatch(/^ALERT_NOT_HELD/);
      expect(mailsOf(made.subject)).toHaveLength(1);

      await setRows(true);
      expect((await runNow(id)).message).toMatch(/^ALERT_HELD/);
      expect(mailsOf(made.subject)).toHaveLength(2);
    } finally {
      await setRows(true);
    }
  });
});
