import { fireDueSchedules } from '@tessera/core';
import { jobs, schedules } from '@tessera/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ownerWithDemo, type TestApp } from './test-app';
import { trpcRequest } from './trpc-request';
import { addMember } from './viz-fixtures';

/**
 * The organisation's time zone (beyond Datart's org shape): set by its owner over tRPC and REST, an
 * unknown zone refused in en and zh at both doors; schedules fire in it, the form's next fire times
 * answer in it, and a schedule's range is read in it.
 */
let t: TestApp;
let owner = '';
let orgId = '';
let offset = 0;

beforeAll(async () => {
  t = await createTestApp({ activationRequired: false }, { clock: () => new Date(Date.now() + offset) });
  ({ owner, orgId } = await ownerWithDemo(t));
});
afterAll(() => t.close());

const trpc = async (procedure: string, input: unknown, token = owner, lang = 'en-US') => {
  const res = await trpcRequest(t.app, procedure, input, {
    Authorization: `Bearer ${token}`,
    'Accept-Language': lang,
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      result?: { data: { json: unknown } };
      error?: { json: { message: string; data: { appError: { code: string } } } };
    },
  };
};
const org = async () =>
  (await t.call('GET', `/api/v1/orgs/${orgId}`, { token: owner })).body.data as {
    timeZone: string | null;
    effectiveTimeZone: string;
  };

describe("the organisation's time zone", () => {
  it("starts as the server's zone, and its owner sets it over tRPC and REST", async () => {
    expect(await org()).toMatchObject({
      timeZone: null,
      effectiveTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    const set = await trpc('org.setTimeZone', { orgId, timeZone: 'Asia/Shanghai' });
    expect(set.body.result?.data.json).toEqual({
      timeZone: 'Asia/Shanghai',
      effectiveTimeZone: 'Asia/Shanghai',
    });
    expect(await org()).toMatchObject({ timeZone: 'Asia/Shanghai', effectiveTimeZone: 'Asia/Shanghai' });
    const rest = await t.call('PUT', `/api/v1/orgs/${orgId}/time-zone`, {
      token: owner,
      body: { timeZone: 'Europe/Paris' },
    });
    expect([rest.status, rest.body.data]).toEqual([
      200,
      { timeZone: 'Europe/Paris', effectiveTimeZone: 'Europe/Paris' },
    ]);
    // The list of my organisations carries it too.
    const mine = (await t.call('GET', '/api/v1/orgs', { token: owner })).body.data as { timeZone: string }[];
    expect(mine[0]!.timeZone).toBe('Europe/Paris');
  });

  it('refuses an unknown zone, in en and zh, at both doors, and keeps the one set', async () => {
    const rest = await t.call('PUT', `/api/v1/orgs/${orgId}/time-zone`, {
      token: owner,
      body: { timeZone: 'Mars/Olympus' },
    });
    expect([rest.status, rest.body.message]).toEqual([
      400,
      '"Mars/Olympus" is not a known time zone: use an IANA name such as Asia/Shanghai or Europe/Paris',
    ]);
    const zh = await t.call('PUT', `/api/v1/orgs/${orgId}/time-zone`, {
      token: owner,
      lang: 'zh-CN',
      body: { timeZone: '+08:00' },
    });
    expect([zh.status, zh.body.message]).toEqual([
      400,
      '“+08:00”不是已知的时区：请使用 IANA 名称，如 Asia/Shanghai 或 Europe/Paris',
    ]);
    const viaTrpc = await trpc('org.setTimeZone', { orgId, timeZone: 'Europe/Atlantis' }, owner, 'zh-CN');
    expect(viaTrpc.status).toBe(400);
    expect(viaTrpc.body.error?.json.data.appError.code).toBe('TIME_ZONE_INVALID');
    expect(viaTrpc.body.error?.json.message).toBe(
      '“Europe/Atlantis”不是已知的时区：请使用 IANA 名称，如 Asia/Shanghai 或 Europe/Paris',
    );
    expect((await org()).timeZone).toBe('Europe/Paris');
  });

  it('is set by owners only', async () => {
    const { token } = await addMember(t, owner, orgId, 'mia', []);
    const res = await t.call('PUT', `/api/v1/orgs/${orgId}/time-zone`, {
      token,
      body: { timeZone: 'UTC' },
    });
    expect(res.status).toBe(403);
    expect((await org()).timeZone).toBe('Europe/Paris');
  });
});

describe('schedules in the organisation’s zone', () => {
  it('the next fire times answer in the zone, with its offset', async () => {
    await trpc('org.setTimeZone', { orgId, timeZone: 'Asia/Shanghai' });
    const res = await trpc('schedule.nextFires', {
      orgId,
      cronExpression: '0 0 9 * * ?',
      // Read as a Shanghai wall-clock time.
      startDate: '2030-01-10 00:00:00',
      count: 2,
    });
    expect(res.body.result?.data.json).toEqual({
      timeZone: 'Asia/Shanghai',
      fires: ['2030-01-10T09:00:00+08:00', '2030-01-11T09:00:00+08:00'],
    });
    await trpc('org.setTimeZone', { orgId, timeZone: 'Europe/Paris' });
    const paris = await trpc('schedule.nextFires', {
      orgId,
      cronExpression: '0 0 9 * * ?',
      startDate: '2030-01-10 00:00:00',
      endDate: '2030-01-11 12:00:00',
    });
    const { fires } = paris.body.result?.data.json as { fires: string[] };
    expect(fires).toEqual(['2030-01-10T09:00:00+01:00', '2030-01-11T09:00:00+01:00']);
    expect(fires.map((f) => new Date(f).toISOString())).toEqual([
      '2030-01-10T08:00:00.000Z',
      '2030-01-11T08:00:00.000Z',
    ]);
  });

  it("a schedule's range is read in the zone and it fires at the zone's 09:00", async () => {
    await trpc('org.setTimeZone', { orgId, timeZone: 'Asia/Shanghai' });
    const made = await t.call('POST', '/api/v1/schedules', {
      token: owner,
      body: {
        orgId,
        name: 'Shanghai morning',
        type: 'EMAIL',
        cronExpression: '0 0 9 * * ?',
        startDate: '2030-01-10 00:00:00',
        config: JSON.stringify({
          subject: 'Morning',
          to: 'ann@example.com',
          vizContents: [{ vizType: 'DASHBOARD', vizId: 'x'.repeat(32) }],
        }),
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const s = made.body.data as { id: string; startDate: string };
    // Midnight in Shanghai is 16:00 UTC the day before.
    expect(s.startDate).toBe('2030-01-09T16:00:00.000Z');
    await t.call('PUT', `/api/v1/schedules/start/${s.id}`, { token: owner });
    const nextOf = async () =>
      (await t.deps.db.select().from(schedules).where(eq(schedules.id, s.id)))[0]!.nextFireAt?.toISOString();
    expect(await nextOf()).toBe('2030-01-10T01:00:00.000Z');
    // The workers' clock reaches the fire (no request is made meanwhile).
    offset = new Date('2030-01-10T01:00:01Z').getTime() - Date.now();
    try {
      expect(await fireDueSchedules(t.deps)).toBe(1);
    } finally {
      offset = 0;
    }
    expect(await nextOf()).toBe('2030-01-11T01:00:00.000Z');
    // A new zone moves the running schedule's next time at once (09:00 in Paris, from its start on).
    await trpc('org.setTimeZone', { orgId, timeZone: 'Europe/Paris' });
    expect(await nextOf()).toBe('2030-01-10T08:00:00.000Z');
    await t.call('PUT', `/api/v1/schedules/stop/${s.id}`, { token: owner });
    const queued = (await t.deps.db.select().from(jobs)).filter((j) => j.payload.scheduleId === s.id);
    expect(queued.map((j) => j.payload.fireAt)).toEqual(['2030-01-10T01:00:00.000Z']);
  });
});
