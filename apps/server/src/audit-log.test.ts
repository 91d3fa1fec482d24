import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthzFixture, type Fixture } from './authz-fixture';

let f: Fixture;
beforeAll(async () => {
  f = await createAuthzFixture('platform');
}, 120_000);
afterAll(async () => {
  await f?.t.close();
});

describe('organisation audit log', () => {
  it("shows its members' sign-ins, not those of other people", async () => {
    const res = await f.ownerCall('GET', `/api/v1/orgs/${f.orgId}/audit?pageSize=200`);
    expect(res.status).toBe(200);
    const rows = (res.body.data as { rows: { action: string; actorId: string | null }[] }).rows;
    const signedIn = new Set(rows.filter((r) => r.action === 'user.login').map((r) => r.actorId));
    expect(signedIn.has(f.ids.member)).toBe(true);
    expect(signedIn.has(f.ids.privileged)).toBe(true);
    expect(signedIn.has(f.ids.outsider)).toBe(false);
  });

  it('filters by action within the same scope', async () => {
    const res = await f.ownerCall('GET', `/api/v1/orgs/${f.orgId}/audit?action=user.login&pageSize=200`);
    const rows = (res.body.data as { rows: { action: string; actorId: string | null }[] }).rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.action === 'user.login' && r.actorId !== f.ids.outsider)).toBe(true);
  });
});
