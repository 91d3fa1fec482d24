import type { QueryClient } from '@tanstack/react-query';
import type { AuthStore } from './auth-store';
import type { Services } from './services';
import type { TrpcOptions } from './trpc';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: TrpcOptions;
  auth: AuthStore;
  services: Services;
}
