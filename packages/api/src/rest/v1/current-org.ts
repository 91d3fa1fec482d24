import { AppError, orgs, settings, type AuthedCtx } from '@tessera/core';

/**
 * The organisation of a request that names none (Datart's new-source form tests a connection with
 * `{name, type, properties}` only). Datart's client keeps the current organisation in the user
 * setting LAST_VISITED_ORGANIZATION, saved on every switch; a user of one organisation needs no
 * setting. Membership and rights are checked by the use case, as for any named organisation.
 */
export async function currentOrgId(ctx: AuthedCtx): Promise<string> {
  const last = (await settings.listUserSettings(ctx)).find(
    (s) => s.relType === 'LAST_VISITED_ORGANIZATION',
  )?.relId;
  if (last) return last;
  const mine = await orgs.listMyOrgs(ctx);
  if (mine.length === 1) return mine[0]!.id;
  throw new AppError('INVALID_INPUT', {}, { fields: [{ path: 'orgId', message: 'required' }] });
}
