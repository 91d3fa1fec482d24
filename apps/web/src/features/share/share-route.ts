import type { Services } from '../../lib/services';
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
  board = false,
): void {
  if (search.type !== 'CODE') prefetchShare(services.trpcClient, id, board);
}

/**
 * The earliest start of a share page's bootstrap: from the entry, before the router and the route's
 * chunks. Started later, behind those chunks, it waited for one of the browser's six connections.
 */
const SHARE_PATH = /^\/share(Chart|Dashboard|StoryPlayer)\/([^/]+)$/;

/** Whether a path is one of the three share pages. */
export const isSharePath = (pathname: string) => SHARE_PATH.test(pathname);

export function prefetchShareAtStart(services: Pick<Services, 'trpcClient'>, location: Location): void {
  const match = SHARE_PATH.exec(location.pathname);
  if (!match) return;
  const type = new URLSearchParams(location.search).get('type') ?? undefined;
  prefetchUnlessCode(
    services,
    decodeURIComponent(match[2]!),
    type === undefined ? {} : { type },
    match[1] === 'Dashboard',
  );
}

/** The texts each share page needs beyond the sign-in bundle's, loaded on demand. */
const sectionTexts = {
  shares: () => import('../../lib/shares-i18n').then((m) => m.registerSharesI18n),
  dashboards: () => import('../../lib/dashboards-i18n').then((m) => m.registerDashboardsI18n),
  stories: () => import('../../lib/stories-i18n').then((m) => m.registerStoriesI18n),
};

/**
 * A share route's loader: starts the bootstrap (unless a code is needed) and loads the page's texts. In
 * the loader rather than `beforeLoad`, so the route's own chunks load at the same time, not after.
 */
export function shareRouteLoader(sections: (keyof typeof sectionTexts)[]) {
  return async ({
    context,
    params,
    location,
  }: {
    context: { services: Pick<Services, 'trpcClient' | 'i18n'> };
    params: { id: string };
    location: { search: unknown };
  }): Promise<void> => {
    prefetchUnlessCode(context.services, params.id, location.search as { type?: string });
    await Promise.all(
      sections.map((s) => sectionTexts[s]().then((register) => register(context.services.i18n))),
    );
  };
}
