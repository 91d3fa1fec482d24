import { Readable } from 'node:stream';
import { drainJobs, fireDueSchedules, jobQueue, scheduleRunJob, startJobRunner } from '@tessera/core';
import type { SunkMail } from '@tessera/core/testing';
import { jobs } from '@tessera/db';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMailer } from '@tessera/core';
import { createTestApp, ownerWithDemo, type TestApp } from './test-app';
import { addMember, customersModel as model, datartChartConfig } from './viz-fixtures';

/**
 * Datart's /schedules: bad input refused with messages that name the fault, runs as the owner under
 * their rules now, the mail read back from a real SMTP sink (subject, recipients, the xlsx's cells, the
 * CSV parsed), retries after SMTP failures without sending twice, one job per fire whatever the workers.
 */
let t: TestApp;
let owner = '';
let orgId = '';
let chartId = '';
let offset = 0;
const silent = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  t = await createTestApp({ activationRequired: false }, { clock: () => new Date(Date.now() + offset) });
  ({ owner, orgId } = await ownerWithDemo(t));
  const demo = (await t.call('GET', `/api/v1/sources?orgId=${orgId}`, { token: owner })).body.data as {
    id: string;
  }[];
  const viewId = (
    (
      await t.call('POST', '/api/v1/views', {
        token: owner,
        body: {
          orgId,
          name: 'Customers',
          sourceId: demo[0]!.id,
          script: 'select customer_id, country, city from customers',
          model: JSON.stringify(model),
        },
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

const emailConfig = (extra: object = {}) => ({
  subject: 'Monday report',
  to: 'ann@example.com; bob@example.com',
  cc: 'carl@example.com',
  bcc: 'dora@example.com',
  textContent: '<p>Hello <b>team</b></p>',
  attachments: ['EXCEL', 'CSV'],
  vizContents: [{ vizType: 'DATACHART', vizId: chartId }],
  ...extra,
});
let n = 0;
const create = (body: object, token = owner) =>
  t.call('POST', '/api/v1/schedules', {
    token,
    body: {
      orgId,
      name: `Report ${++n}`,
      type: 'EMAIL',
      cronExpression: '0 0 8 ? * 2',
      parentId: null,
      isFolder: false,
      index: n,
      ...body,
      config: JSON.stringify((body as { config?: object }).config ?? emailConfig()),
    },
  });
const logs = async (id: string, token = owner) =>
  (await t.call('GET', `/api/v1/schedules/logs/${id}?count=10`, { token })).body.data as {
    status: number;
    message: string | null;
  }[];
const runQueued = () => drainJobs(t.deps, [scheduleRunJob]);

/** The attachments of a multipart mail: file name → bytes (base64 parts). */
function attachmentsOf(mail: SunkMail): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const part of mail.raw.split(/\r?\n--/)) {
    const [head = '', ...body] = part.split(/\r?\n\r?\n/);
    // Long headers are folded onto indented lines.
    const name = /filename="([^"]+)"/i.exec(head.replace(/\r?\n[ \t]+/g, ' '))?.[1];
    if (!name) continue;
    out.set(name, Buffer.from(body.join(''), 'base64'));
  }
  return out;
}

describe('schedules: bad input', () => {
  it('names what is wrong: the cron, the range, an address, no content, a robot on a private address', async () => {
    const cron = await create({ cronExpression: 'every monday' });
    expect(cron.status).toBe(400);
    expect(cron.body.message).toContain('"every monday" is not valid');
    const range = await create({ startDate: '2027-02-01 00:00:00', endDate: '2027-01-01 00:00:00' });
    expect([range.status, range.body.message]).toEqual([400, "The schedule's end must come after its start"]);
    const address = await create({ config: emailConfig({ cc: 'carl@example.com; not-an-address' }) });
    expect([address.status, address.body.message]).toEqual([
      400,
      '"not-an-address" in cc is not a valid e-mail address',
    ]);
    const empty = await create({ config: emailConfig({ vizContents: [] }) });
    expect([empty.status, empty.body.message]).toEqual([
      400,
      'Choose at least one chart or dashboard to send',
    ]);
    const robot = await create({
      type: 'WECHART',
      config: {
        webHookUrl: 'http://10.1.2.3/cgi-bin/webhook/send?key=x',
        vizContents: emailConfig().vizContents,
      },
    });
    expect(robot.status).toBe(422);
    expect(robot.body.message).toBe('The address is not allowed: 10.1.2.3');
    const local = await create({
      type: 'WECHART',
      config: { webHookUrl: 'http://localhost:8080/hook', vizContents: emailConfig().vizContents },
    });
    expect(local.status).toBe(422);
    // Nothing was half-created.
    const list = (await t.call('GET', `/api/v1/schedules?orgId=${orgId}`, { token: owner })).body
      .data as unknown[];
    expect(list).toEqual([]);
  });
});

describe('schedules: a run', () => {
  it('run now mails the chart as Excel and CSV to to / cc / bcc, and the log turns SUCCESS (15)', async () => {
    const made = await create({});
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const s = made.body.data as { id: string; active: boolean; config: string };
    expect(s.active).toBe(false);
    expect(JSON.parse(s.config)).toMatchObject({ subject: 'Monday report' });
    expect((await t.call('POST', `/api/v1/schedules/execute/${s.id}`, { token: owner })).body.data).toBe(
      true,
    );
    expect(await runQueued()).toBe(1);
    const [log] = await logs(s.id);
    expect(log).toMatchObject({ status: 15, message: 'SUCCESS' });

    const mail = t.smtp.mails.find((m) => m.subject === 'Monday report')!;
    expect(mail.to.sort()).toEqual([
      'ann@example.com',
      'bob@example.com',
      'carl@example.com',
      'dora@example.com',
    ]);
    expect(mail.raw).toMatch(/^Cc: carl@example\.com/m);
    expect(mail.raw).not.toMatch(/^Bcc:/m);
    const files = attachmentsOf(mail);
    const xlsx = [...files.keys()].find((k) => k.endsWith('.xlsx'))!;
    const csv = [...files.keys()].find((k) => k.endsWith('.csv'))!;
    expect(xlsx).toMatch(/^Report \d+_\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(files.get(xlsx)! as never);
    const ws = book.worksheets[0]!;
    expect(ws.name).toBe('Customers by country');
    const sheet: unknown[][] = [];
    ws.eachRow((r) => sheet.push((r.values as unknown[]).slice(1)));
    // The chart's own query, written as a download's workbook: the chart's aliases and its number format
    // (the fixture's count is shown in 万, so the column says so and its cells carry the format).
    expect(sheet[0]).toEqual(['Country', 'COUNT(customer_id) (万)']);
    expect(ws.getCell('B2').numFmt).toBeTruthy();
    expect(sheet.length).toBeGreaterThan(3);
    const parsed = await new ExcelJS.Workbook().csv.read(
      Readable.from([
        files
          .get(csv)!
          .toString('utf8')
          .replace(/^\ufeff/, ''),
      ]),
    );
    const rows: unknown[][] = [];
    parsed.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    // The CSV stays raw, for machines: the result's own names and values, the same rows as the sheet.
    expect(rows[0]).toEqual(['country', 'COUNT(customer_id)']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(sheet.slice(1).map((r) => r[0]));
    expect(rows).toHaveLength(sheet.length);
  });

  it('run now starts the run at once in the embedded worker (woken, not polled)', async () => {
    const s = (await create({ config: emailConfig({ subject: 'Woken report', attachments: ['CSV'] }) })).body
      .data as { id: string };
    // The worker's poll is an hour away: only the wake-up of "run now" can start the run.
    const runner = startJobRunner(t.deps, [scheduleRunJob], { pollMs: 3_600_000 });
    try {
      await runner.idle();
      await t.call('POST', `/api/v1/schedules/execute/${s.id}`, { token: owner });
      // Waits for the mail itself (the test's own timeout bounds it; no timing is asserted).
      await vi.waitFor(() => expect(t.smtp.mails.map((m) => m.subject)).toContain('Woken report'), {
        timeout: 60_000,
        interval: 20,
      });
      await runner.idle();
    } finally {
      await runner.stop();
    }
    expect((await logs(s.id))[0]).toMatchObject({ status: 15, message: 'SUCCESS' });
  });

  it('can be changed only while stopped; start and stop act at once', async () => {
    const s = (await create({})).body.data as { id: string };
    expect((await t.call('PUT', `/api/v1/schedules/start/${s.id}`, { token: owner })).body.data).toBe(true);
    const started = (await t.call('GET', `/api/v1/schedules/${s.id}`, { token: owner })).body.data as {
      active: boolean;
      nextFireTime: string;
    };
    expect(started.active).toBe(true);
    expect(new Date(started.nextFireTime).getTime()).toBeGreaterThan(Date.now());
    const edit = await t.call('PUT', `/api/v1/schedules/${s.id}`, {
      token: owner,
      body: {
        name: 'Renamed',
        type: 'EMAIL',
        cronExpression: '0 0 9 * * ?',
        config: JSON.stringify(emailConfig()),
      },
    });
    expect([edit.status, edit.body.message]).toEqual([409, 'Stop the schedule before changing it']);
    expect((await t.call('DELETE', `/api/v1/schedules/${s.id}`, { token: owner })).status).toBe(409);
    await t.call('PUT', `/api/v1/schedules/stop/${s.id}`, { token: owner });
    const again = await t.call('PUT', `/api/v1/schedules/${s.id}`, {
      token: owner,
      body: {
        name: 'Renamed',
        type: 'EMAIL',
        cronExpression: '0 0 9 * * ?',
        config: JSON.stringify(emailConfig()),
      },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  it('N workers turning the same fire into jobs make one job', async () => {
    const s = (await create({ cronExpression: '0 * * * * ?' })).body.data as { id: string };
    await t.call('PUT', `/api/v1/schedules/start/${s.id}`, { token: owner });
    offset += 61_000;
    const fired = await Promise.all([
      fireDueSchedules(t.deps),
      fireDueSchedules(t.deps),
      fireDueSchedules(t.deps),
    ]);
    expect(fired.reduce((a, b) => a + b, 0)).toBe(1);
    const queued = (await t.deps.db.select().from(jobs)).filter(
      (j) => j.kind === 'schedule-run' && j.payload.scheduleId === s.id,
    );
    expect(queued).toHaveLength(1);
    await t.call('PUT', `/api/v1/schedules/stop/${s.id}`, { token: owner });
    await runQueued();
  });

  it('SMTP down: the log gives the reason, the run is retried after its backoff and sent once', async () => {
    const s = (await create({ config: emailConfig({ subject: 'Retried report' }) })).body.data as {
      id: string;
    };
    const mailer = t.deps.mailer;
    t.deps.mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      outboxDir: '/nonexistent',
      from: 'x@y.z',
      logger: silent,
    });
    try {
      await t.call('POST', `/api/v1/schedules/execute/${s.id}`, { token: owner });
      await runQueued();
      const [failed] = await logs(s.id);
      expect(failed!.status).toBe(7);
      expect(failed!.message).toMatch(/^MAIL_FAILED: The e-mail could not be sent \(.*ECONNREFUSED/);
    } finally {
      t.deps.mailer = mailer;
    }
    // Not before the backoff…
    expect(await runQueued()).toBe(0);
    offset += jobQueue.backoffMs(1) + 1_000;
    expect(await runQueued()).toBe(1);
    const [sent] = await logs(s.id);
    expect(sent).toMatchObject({ status: 15, message: 'SUCCESS' });
    // A worker that sent it and died before marking the job done: the job runs again, the mail does not.
    const [job] = (await t.deps.db.select().from(jobs)).filter((j) => j.payload.scheduleId === s.id);
    await t.deps.db.update(jobs).set({ status: 'queued' }).where(eq(jobs.id, job!.id));
    expect(await runQueued()).toBe(1);
    expect(t.smtp.mails.filter((m) => m.subject === 'Retried report')).toHaveLength(1);
  });
});

describe('schedules: whose rules', () => {
  it('a revoked DOWNLOAD fails the run with that reason and sends nothing', async () => {
    const { token, id } = await addMember(t, owner, orgId, 'sam', [
      { resourceType: 'SCHEDULE', resourceId: '*', permission: 1 },
      { resourceType: 'SCHEDULE', resourceId: 'SCHEDULE', permission: 134 },
      { resourceType: 'VIZ', resourceId: '*', permission: 1 },
      { resourceType: 'VIZ', resourceId: chartId, permission: 34 },
    ]);
    const made = await create({ config: emailConfig({ subject: 'Sam report' }) }, token);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const s = made.body.data as { id: string };
    const revoke = await t.call('POST', '/api/v1/roles/permission/grant', {
      token: owner,
      body: {
        permissionToUpdate: [
          {
            orgId,
            subjectType: 'USER_ROLE',
            subjectId: id,
            resourceType: 'VIZ',
            resourceId: chartId,
            permission: 2,
          },
        ],
      },
    });
    expect(revoke.status, JSON.stringify(revoke.body)).toBe(200);
    await t.call('POST', `/api/v1/schedules/execute/${s.id}`, { token });
    await runQueued();
    const [log] = await logs(s.id, token);
    expect(log!.status).toBe(3);
    expect(log!.message).toBe('FORBIDDEN: You do not have permission to do this');
    expect(t.smtp.mails.filter((m) => m.subject === 'Sam report')).toEqual([]);
  });

  it("another organisation's schedule is out of reach", async () => {
    const s = (await create({})).body.data as { id: string };
    const { token } = await addMember(t, owner, orgId, 'zoe', []);
    // zoe is a member without the SCHEDULE module: nothing of it is hers to see or run.
    expect((await t.call('GET', `/api/v1/schedules/${s.id}`, { token })).status).toBe(403);
    expect((await t.call('POST', `/api/v1/schedules/execute/${s.id}`, { token })).status).toBe(403);
    const other = await t.call('POST', '/api/v1/orgs', { token, body: { name: 'Zoe Inc' } });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    const otherOrg = (other.body.data as { id: string }).id;
    // As owner of her own organisation she still cannot reach this one's schedule.
    expect((await t.call('GET', `/api/v1/schedules/logs/${s.id}`, { token })).status).toBe(403);
    expect((await t.call('GET', `/api/v1/schedules?orgId=${otherOrg}`, { token })).body.data).toEqual([]);
  });
});
