/**
 * Query options of the organisation's admin lists (members, invitations, roles, permission subjects
 * and catalog, organisation settings, audit log), shared by the route loaders and the pages. These
 * lists change under other admins' hands, so they stay fresh a few seconds only: long enough that
 * the page mounts with the loader's answer instead of asking again, short enough that coming back to
 * the page asks the server. Mutations invalidate them, which refetches regardless of this time.
 */
export const adminQuery = { staleTime: 5_000 } as const;
