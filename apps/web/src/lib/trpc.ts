import { createTRPCReact, createTRPCQueryUtils } from '@trpc/react-query';
import type { CreateTRPCClient } from '@trpc/client';
import type { QueryClient } from '@tanstack/react-query';
import type { AppRouter } from '@tessera/api';
import { apiLinks, type ApiHeadersDeps } from './trpc-links';

export { requestHeaders, type ApiHeadersDeps } from './trpc-links';

/** React hooks for the API (`api.user.me.useQuery()`). */
export const api = createTRPCReact<AppRouter>();

export type TrpcClient = CreateTRPCClient<AppRouter>;

export function createTrpcClient(deps: ApiHeadersDeps) {
  return api.createClient({ links: apiLinks(deps) });
}

export function createQueryUtils(queryClient: QueryClient, client: ReturnType<typeof createTrpcClient>) {
  return createTRPCQueryUtils<AppRouter>({ queryClient, client });
}

export type QueryUtils = ReturnType<typeof createQueryUtils>;
