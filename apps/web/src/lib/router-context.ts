import type { QueryClient } from '@tanstack/react-query';
import type { AuthStore } from './auth-store';
import type { Services } from './services';
import type { QueryUtils } from './trpc';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: QueryUtils;
  auth: AuthStore;
  services: Services;
}
