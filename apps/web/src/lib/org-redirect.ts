import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { resolveCurrentOrg } from '../hooks/use-current-org';
import type { UserProfile } from './auth-store';
import { orgHref } from './org-paths';

/**
 * Addresses from before the organisation was in the URL (`/views/abc`, old bookmarks and links) open
 * the same page in the current organisation; without one they land on the overview.
 */
export function redirectToCurrentOrg({
  context,
  location,
}: {
  context: { user: UserProfile };
  location: ParsedLocation;
}): never {
  const org = resolveCurrentOrg(context.user);
  const href = org ? orgHref(location.href, org.id) : null;
  if (href) throw redirect({ href, replace: true });
  throw redirect({ to: '/', replace: true });
}
