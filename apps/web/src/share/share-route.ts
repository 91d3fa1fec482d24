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
