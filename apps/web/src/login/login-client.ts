import { createTRPCClient } from '@trpc/client';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@tessera/api';
import { apiLinks, type ApiHeadersDeps } from '../lib/trpc-links';

/** The sign-in page's API client: plain tRPC calls through the app's links, without React Query. */
export function createLoginClient(deps: ApiHeadersDeps) {
  return createTRPCClient<AppRouter>({ links: apiLinks(deps) });
}

export type LoginClient = ReturnType<typeof createLoginClient>;
export type SystemInfo = inferRouterOutputs<AppRouter>['system']['info'];
