import { api } from '../../lib/trpc';

/** Roles and members of the organisation, as far as the user may list them. */
export function useSubjects(orgId: string) {
  const roles = api.role.list.useQuery({ orgId }, { retry: false });
  const members = api.member.list.useQuery({ orgId }, { retry: false });
  return {
    roles: (roles.data ?? []).map((r) => ({ id: r.id, name: r.name })),
    members: (members.data ?? []).map((m) => ({
      id: m.id,
      name: m.name ? `${m.name} (${m.username})` : m.username,
    })),
    loading: roles.isLoading || members.isLoading,
    limited: Boolean(roles.error || members.error),
  };
}
