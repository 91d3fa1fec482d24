import { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { describe, expect, it } from 'vitest';
import { api, createTrpcClient, createTrpcOptions } from './trpc';
import { createAuthStore } from './auth-store';

// While the classic hooks and the option factories live side by side (D-arch-10), one cache serves both:
// what a loader primes or a page invalidates through one must be what the other reads.
describe('the option factories and the classic hooks', () => {
  const client = createTrpcClient({ auth: createAuthStore(), acceptLanguage: () => 'en' });
  const trpc = createTrpcOptions(new QueryClient(), client);

  it('name a query with the same key', () => {
    expect(trpc.user.me.queryKey()).toEqual(getQueryKey(api.user.me, undefined, 'query'));
    expect(trpc.viz.recycleBin.queryKey({ orgId: 'o1' })).toEqual(
      getQueryKey(api.viz.recycleBin, { orgId: 'o1' }, 'query'),
    );
  });

  it('invalidate by the same prefix, for one input or every input', () => {
    expect(trpc.source.archived.pathFilter().queryKey).toEqual(getQueryKey(api.source.archived));
    expect(trpc.user.pathFilter().queryKey).toEqual(getQueryKey(api.user));
    const filter = trpc.view.list.queryFilter({ orgId: 'o1' });
    const cache = new QueryClient();
    cache.setQueryData(getQueryKey(api.view.list, { orgId: 'o1' }, 'query'), []);
    cache.setQueryData(getQueryKey(api.view.list, { orgId: 'o2' }, 'query'), []);
    expect(cache.getQueryCache().findAll(filter)).toHaveLength(1);
  });
});
