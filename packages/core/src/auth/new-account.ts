import { users } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import {
  addMember,
  createOrgRecord,
  findTeamOrg,
  personalOrgName,
  type DbOrTx,
} from '../orgs/create-org-record';
import { findUserByEmail, findUserByUsername } from './find-user';

/**
 * Inserts an account and gives it a home: its own organisation in platform mode, membership of the
 * single organisation in team mode. Run inside the caller's transaction so nothing is half-created.
 */
export async function insertAccount(
  ctx: Ctx,
  tx: DbOrTx,
  input: {
    username: string;
    email: string;
    passwordHash: string | null;
    name?: string | null;
    active: boolean;
    avatar?: string | null;
  },
) {
  if (await findUserByUsername(tx, input.username))
    throw new AppError('USERNAME_EXISTS', {}, { fields: [{ path: 'username', message: 'usernameExists' }] });
  if (await findUserByEmail(tx, input.email))
    throw new AppError('EMAIL_EXISTS', {}, { fields: [{ path: 'email', message: 'emailExists' }] });
  const [user] = await tx
    .insert(users)
    .values({
      username: input.username,
      email: input.email.toLowerCase(),
      passwordHash: input.passwordHash,
      name: input.name ?? null,
      active: input.active,
      avatar: input.avatar ?? null,
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  if (ctx.deps.config.tenantMode === 'platform') {
    await createOrgRecord(tx, { name: await personalOrgName(tx, user.username), creatorId: user.id });
  } else {
    const team = await findTeamOrg(tx);
    if (team) await addMember(tx, team.id, user.id);
  }
  return user;
}
