import { api } from '../../lib/trpc';

/**
 * The zone the organisation's schedules fire in (its owner's choice, else the server's), which the
 * form's dates are shown and typed in; undefined while it loads.
 */
export function useOrgTimeZone(orgId: string): string | undefined {
  return api.org.byId.useQuery({ orgId }).data?.effectiveTimeZone;
}
