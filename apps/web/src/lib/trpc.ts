import { createTRPCReact, createTRPCQueryUtils } from '@trpc/react-query';
import { httpBatchLink, httpBatchStreamLink, splitLink, type CreateTRPCClient } from '@trpc/client';
import type { QueryClient } from '@tanstack/react-query';
import type { AppRouter } from '@tessera/api';
import { clientTransformer, isStreamedOperation } from '@tessera/sdk/transport';
import type { AuthStore } from './auth-store';
import { earlyLink } from './early-link';

/** React hooks for the API (`api.user.me.useQuery()`). */
export const api = createTRPCReact<AppRouter>();

export type TrpcClient = CreateTRPCClient<AppRouter>;

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

export function createTrpcClient(deps: ApiHeadersDeps) {
  const options = {
    url: '/trpc',
    transformer: clientTransformer,
    headers: () => requestHeaders(deps),
    // Any response may carry a renewed token (spec §7).
    fetch: async (input: string | URL | Request, init?: RequestInit) => {
      const sent = new Headers(init?.headers as HeadersInit | undefined).get('Authorization');
      const response = await fetch(input, init);
      deps.auth.acceptResponseToken(sent, response.headers.get('Authorization'));
      return response;
    },
  };
  return api.createClient({
    links: [
      // The first system.info and a public share's bootstrap, started by public/early-fetch.js.
      earlyLink(),
      // Large results stream as JSON Lines (rows parsed as they arrive); the rest is batched.
      splitLink({
        condition: isStreamedOperation,
        true: httpBatchStreamLink(options),
        false: httpBatchLink(options),
      }),
    ],
  });
}

export function createQueryUtils(queryClient: QueryClient, client: ReturnType<typeof createTrpcClient>) {
  return createTRPCQueryUtils<AppRouter>({ queryClient, client });
}

export type QueryUtils = ReturnType<typeof createQueryUtils>;
