import type { QueryClient } from '@tanstack/react-query';
import type { AuthStore } from './lib/auth-store';
import type { Services } from './lib/services';
import type { QueryUtils } from './lib/trpc';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: QueryUtils;
  auth: AuthStore;
  services: Services;
}
