import { createTRPCClient, type CreateTRPCClient } from '@trpc/client';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCContext, createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@tessera/api';
import { apiLinks, type ApiHeadersDeps } from './trpc-links';

export { requestHeaders, type ApiHeadersDeps } from './trpc-links';

/**
 * The API's query and mutation options for TanStack Query's own hooks:
 * `const trpc = useTRPC(); useQuery(trpc.user.me.queryOptions())`. Mounted once (`TRPCProvider`) with the
 * app's client and QueryClient.
 */
export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

export type TrpcClient = CreateTRPCClient<AppRouter>;

export function createTrpcClient(deps: ApiHeadersDeps): TrpcClient {
  return createTRPCClient<AppRouter>({ links: apiLinks(deps) });
}

/** The same options outside React (router loaders, services): read and written through the QueryClient. */
export function createTrpcOptions(queryClient: QueryClient, client: TrpcClient): TrpcOptions {
  return createTRPCOptionsProxy<AppRouter>({ queryClient, client });
}

export type TrpcOptions = TRPCOptionsProxy<AppRouter>;
