import { uniqueName } from './accounts';
import { createActiveUser, trpcMutation } from './api';

/**
 * A new member of an organisation with per-user grants (`permission` is the bit level: 1 ENABLE, 2 READ…),
 * added directly (no invitation mail); returns the credentials and an API token of their own.
 */
export async function memberWithGrants(
  admin: { token: string; orgId: string },
  prefix: string,
  grants: { resourceType: string; resourceId: string; permission: number }[],
) {
  const member = await createActiveUser(uniqueName(prefix), 'Member-pw1');
  const { user, token } = await trpcMutation<{ user: { id: string }; token: string }>('auth.login', {
    username: member.username,
    password: member.password,
  });
  await trpcMutation(
    'member.invite',
    { orgId: admin.orgId, emails: [member.email], sendMail: false },
    admin.token,
  );
  await trpcMutation(
    'permission.grant',
    {
      permissionToCreate: grants.map((g) => ({
        ...g,
        orgId: admin.orgId,
        subjectType: 'USER_ROLE',
        subjectId: user.id,
      })),
    },
    admin.token,
  );
  return { ...member, userId: user.id, token };
}
