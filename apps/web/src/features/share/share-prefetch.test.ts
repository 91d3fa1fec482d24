import { describe, expect, it } from 'vitest';
import type { Services } from '../../lib/services';
import { prefetchShare, takePrefetchedShare } from './share-prefetch';

/** A tRPC client whose `share.open` answers (or refuses) as told and counts its calls. */
function clientAnswering(answer: () => Promise<unknown>) {
  const calls: unknown[] = [];
  const client = {
    share: {
      open: {
        mutate: (input: unknown) => {
          calls.push(input);
          return answer();
        },
      },
    },
  } as unknown as Services['trpcClient'];
  return { client, calls };
}

describe('the share bootstrap started by the loader', () => {
  it('is asked once per id, with no code, and handed over once', async () => {
    const { client, calls } = clientAnswering(() => Promise.resolve({ vizType: 'DATACHART' }));
    prefetchShare(client, 'a1');
    prefetchShare(client, 'a1');
    expect(calls).toEqual([{ id: 'a1', authenticationMode: null, authenticationCode: null }]);
    expect(await takePrefetchedShare('a1')).toEqual({ ok: true, share: { vizType: 'DATACHART' } });
    expect(takePrefetchedShare('a1')).toBeUndefined();
  });

  it('keeps a refusal for the page to show instead of rejecting unobserved', async () => {
    const refusal = new Error('SHARE_LOGIN_REQUIRED');
    const { client } = clientAnswering(() => Promise.reject(refusal));
    prefetchShare(client, 'b2');
    expect(await takePrefetchedShare('b2')).toEqual({ ok: false, error: refusal });
  });
});
