import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, tokenOf, type TestApp } from './test-app';
import { trpcRequest } from './trpc-request';

let t: TestApp;
let owner = '';
let orgId = '';

interface Invitation {
  id: string;
  email: string;
  expired: boolean;
}
const list = async () =>
  (await t.call('GET', `/api/v1/orgs/${orgId}/invitations`, { token: owner })).body.data as Invitation[];
const linkToken = (text: string) =>
  decodeURIComponent(/register\?invitation=([A-Za-z0-9%_-]+)/.exec(text)![1]!);

/** The public description of an invitation link, or the error message the door answers. */
const describeLink = async (token: string) => {
  const body = (await (await trpcRequest(t.app, 'auth.invitation', { token })).json()) as {
    result?: { data: { json: unknown } };
    error?: { json: { message: string } };
  };
  return body.result ? body.result.data.json : body.error!.json.message;
};

beforeAll(async () => {
  // Open registration is off: an invitation must still let its addressee register.
  t = await createTestApp({ activationRequired: true, registerEnabled: false });
  owner = await t.bootstrapAdmin();
  orgId = ((await t.call('GET', '/api/v1/orgs', { token: owner })).body.data as { id: string }[])[0]!.id;
});
afterAll(() => t.close());

describe('pending invitations of addresses without an account', () => {
  it('invites, lists, registers through the link as an active member, and the invitation is gone', async () => {
    const res = await t.call('POST', `/api/v1/orgs/${orgId}/invite`, {
      token: owner,
      body: ['Zoe@Example.com'],
    });
    expect(res.body.data).toEqual({ success: ['Zoe@Example.com'], fail: [], pending: ['Zoe@Example.com'] });
    expect((await list()).map((i) => [i.email, i.expired])).toEqual([['zoe@example.com', false]]);
    const mail = await t.smtp.waitFor('zoe@example.com');
    const token = linkToken(mail.text);

    expect(await describeLink(token)).toEqual({ orgName: "admin's Organization", email: 'zoe@example.com' });

    // The link proves one mailbox only: another address is refused under the e-mail field.
    const wrong = await t.call('POST', '/api/v1/users/register', {
      body: { username: 'zoe', email: 'other@example.com', password: 'passw0rd', invitation: token },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.exception?.fields[0]).toMatchObject({ path: 'email', message: 'invitationEmail' });
    // Without the link, registration stays closed.
    const closed = await t.call('POST', '/api/v1/users/register', {
      body: { username: 'zoe', email: 'zoe@example.com', password: 'passw0rd' },
    });
    expect(closed.body.errCode).toBeDefined();
    expect(closed.status).not.toBe(200);

    const ok = await t.call('POST', '/api/v1/users/register', {
      body: { username: 'zoe', email: 'zoe@example.com', password: 'passw0rd', invitation: token },
    });
    expect(ok.status).toBe(200);
    const zoe = tokenOf(
      (await t.call('POST', '/api/v1/users/login', { body: { username: 'zoe', password: 'passw0rd' } }))
        .headers,
    );
    expect((await t.call('GET', `/api/v1/orgs/${orgId}`, { token: zoe })).status).toBe(200);
    expect(await list()).toEqual([]);
    // The link is single-use.
    const reuse = await t.call('POST', '/api/v1/users/register', {
      body: { username: 'zoe2', email: 'zoe@example.com', password: 'passw0rd', invitation: token },
    });
    expect(reuse.status).not.toBe(200);
  });

  it('resend replaces the link; revoke withdraws it', async () => {
    await t.call('POST', `/api/v1/orgs/${orgId}/invite`, { token: owner, body: ['yan@example.com'] });
    const first = linkToken((await t.smtp.waitFor('yan@example.com')).text);
    const [inv] = await list();
    const before = t.smtp.mails.length;
    const resent = await t.call('POST', `/api/v1/orgs/${orgId}/invitations/${inv!.id}/resend`, {
      token: owner,
    });
    expect(resent.body.data).toBe(true);
    expect(t.smtp.mails.length).toBe(before + 1);
    const second = linkToken(t.smtp.mails.at(-1)!.text);
    expect(second).not.toBe(first);
    expect(await describeLink(first)).toBe('The link is invalid or has expired');

    const revoked = await t.call('DELETE', `/api/v1/orgs/${orgId}/invitations/${inv!.id}`, { token: owner });
    expect(revoked.body.data).toBe(true);
    expect(await list()).toEqual([]);
    const late = await t.call('POST', '/api/v1/users/register', {
      body: { username: 'yan', email: 'yan@example.com', password: 'passw0rd', invitation: second },
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('The link is invalid or has expired');
  });
});
