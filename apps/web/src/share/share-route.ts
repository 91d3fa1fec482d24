import type { Services } from '../lib/services';
import { prefetchShare } from './share-prefetch';

/**
 * What the three share routes share. `?type=` read by a plain function, not a schema: the sign-in
 * bundle, where route definitions live, carries no validation library for it.
 */
export const validateShareSearch = (search: Record<string, unknown>): { type?: string } =>
  typeof search.type === 'string' ? { type: search.type } : {};

/** The bootstrap starts with the page's chunks, not after them; a CODE link waits for its code. */
export function prefetchUnlessCode(
  services: Pick<Services, 'trpcClient'>,
  id: string,
  search: { type?: string },
): void {
  if (search.type !== 'CODE') prefetchShare(services.trpcClient, id);
}

/**
 * The earliest start of a share page's bootstrap: from the entry, before the router and the route's
 * chunks. Started later, behind those chunks, it waited for one of the browser's six connections.
 */
export function prefetchShareAtStart(services: Pick<Services, 'trpcClient'>, location: Location): void {
  const match = /^\/share(?:Chart|Dashboard|StoryPlayer)\/([^/]+)$/.exec(location.pathname);
  if (!match) return;
  const type = new URLSearchParams(location.search).get('type') ?? undefined;
  prefetchUnlessCode(services, decodeURIComponent(match[1]!), type === undefined ? {} : { type });
}
