import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Envelope } from '@tessera/api';
import { RestError } from '../../lib/app-error';
import { appErrorOfEnvelope } from '../../lib/rest';
import { useServices } from '../../lib/services';
import { requestHeaders } from '../../lib/trpc';

/** Fetches an uploaded map's GeoJSON by id. */
export type GeoJsonFetcher = (id: string) => Promise<unknown>;

const ShareTokenContext = createContext<string | null>(null);

/**
 * Share pages load the maps their charts draw on with the page's viz token (the server opens only the
 * maps of the shared charts); everywhere else a member's session reads the organisation's maps.
 */
export function ShareGeoMaps({ shareToken, children }: { shareToken: string; children: ReactNode }) {
  return <ShareTokenContext.Provider value={shareToken}>{children}</ShareTokenContext.Provider>;
}

export function useGeoJsonFetcher(): GeoJsonFetcher {
  const { apiDeps } = useServices();
  const shareToken = useContext(ShareTokenContext);
  return useMemo(
    () => async (id: string) => {
      const url = shareToken
        ? `/api/v1/shares/geo-maps/${id}?shareToken=${encodeURIComponent(shareToken)}`
        : `/api/v1/geo-maps/${id}`;
      const headers = requestHeaders(apiDeps);
      const res = await fetch(url, { headers });
      apiDeps.auth.acceptResponseToken(headers.Authorization, res.headers.get('Authorization'));
      if (res.ok) return (await res.json()) as unknown;
      const body = (await res.json().catch(() => null)) as Envelope<unknown> | null;
      throw new RestError(body?.message || res.statusText, res.status, appErrorOfEnvelope(body?.exception));
    },
    [apiDeps, shareToken],
  );
}
