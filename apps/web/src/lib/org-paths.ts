/** The workspace sections that live under `/organizations/$orgId/` (Datart's URL shape). */
export const orgSections = [
  'vizs',
  'views',
  'sources',
  'schedules',
  'members',
  'permissions',
  'settings',
] as const;

export type OrgSection = (typeof orgSections)[number];

const isSection = (s: string | undefined): s is OrgSection => orgSections.some((section) => section === s);

/**
 * Where an address from before organisations were in the URL (`/views/abc?x=1#y`) lives now:
 * the same page under the given organisation. Anything else is not a workspace address (null).
 */
export function orgHref(legacyHref: string, orgId: string): string | null {
  if (!isSection(/^\/([^/?#]+)/.exec(legacyHref)?.[1])) return null;
  return `/organizations/${encodeURIComponent(orgId)}${legacyHref}`;
}

/** The section a workspace address is in (`/organizations/o1/views/abc` → `views`), if any. */
export function sectionOf(pathname: string): OrgSection | null {
  const section = /^\/organizations\/[^/]+\/([^/?#]+)/.exec(pathname)?.[1];
  return isSection(section) ? section : null;
}
