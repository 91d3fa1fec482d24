import { usePermissions } from './use-permissions';

/** The current organisation inside pages wrapped by RequireModule (which renders nothing without one). */
export function useOrg() {
  const perms = usePermissions();
  if (!perms.org) throw new Error('useOrg outside an organisation');
  return { ...perms, org: perms.org, orgId: perms.org.id };
}
