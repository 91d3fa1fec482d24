import { httpBatchLink, httpBatchStreamLink, splitLink, type TRPCLink } from '@trpc/client';
import type { AppRouter } from '@tessera/api';
import { clientTransformer, isStreamedOperation, wholeLines } from '@tessera/sdk/transport';
import type { AuthStore } from './auth-store';
import { earlyLink } from './early-link';

export interface ApiHeadersDeps {
  auth: AuthStore;
  acceptLanguage: () => string;
}

/** Headers of spec §7 on every request: the session token and the chosen language. */
export function requestHeaders({ auth, acceptLanguage }: ApiHeadersDeps): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': acceptLanguage() };
  const token = auth.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * How every client of the web app reaches the API (the workspace's React Query client and the sign-in
 * page's plain one): spec §7's headers, the renewed token any answer may carry, the calls
 * public/early-fetch.js started, and large results streamed.
 */
export function apiLinks(deps: ApiHeadersDeps): TRPCLink<AppRouter>[] {
  const options = {
    url: '/trpc',
    transformer: clientTransformer,
    headers: () => requestHeaders(deps),
    fetch: async (input: string | URL | Request, init?: RequestInit) => {
      const sent = new Headers(init?.headers as HeadersInit | undefined).get('Authorization');
      const response = await fetch(input, init);
      deps.auth.acceptResponseToken(sent, response.headers.get('Authorization'));
      return response;
    },
  };
  return [
    // The first system.info and a public share's bootstrap, started by public/early-fetch.js.
    earlyLink(),
    // Large results stream as JSON Lines (rows parsed as they arrive); the rest is batched.
    splitLink({
      condition: isStreamedOperation,
      true: httpBatchStreamLink({
        ...options,
        fetch: async (input, init) => wholeLines(await options.fetch(input, init)),
      }),
      false: httpBatchLink(options),
    }),
  ];
}
