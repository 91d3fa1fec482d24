import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

/** Roles and members of the organisation, as far as the user may list them. */
export function useSubjects(orgId: string) {
  const trpc = useTRPC();
  const roles = useQuery(trpc.role.list.queryOptions({ orgId }, { retry: false }));
  const members = useQuery(trpc.member.list.queryOptions({ orgId }, { retry: false }));
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
