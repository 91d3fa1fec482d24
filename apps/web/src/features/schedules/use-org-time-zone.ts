import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

/**
 * The zone the organisation's schedules fire in (its owner's choice, else the server's), which the
 * form's dates are shown and typed in; undefined while it loads.
 */
export function useOrgTimeZone(orgId: string): string | undefined {
  const trpc = useTRPC();
  return useQuery(trpc.org.byId.queryOptions({ orgId })).data?.effectiveTimeZone;
}
