import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './rate-limit';

describe('memory rate limiter', () => {
  it('allows the limit, refuses the next attempt with the seconds to wait, and resets after the window', async () => {
    let now = 1_000_000;
    const rl = createMemoryRateLimiter(() => now);
    const rule = { limit: 3, windowMs: 60_000 };
    for (let i = 0; i < 3; i++) await rl.hit('k', rule);
    await expect(rl.hit('k', rule)).rejects.toMatchObject({ code: 'RATE_LIMITED', params: { seconds: 60 } });
    await expect(rl.check('k', rule)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await rl.hit('other', rule);
    now += 60_000;
    await expect(rl.hit('k', rule)).resolves.toBeUndefined();
  });

  it('check does not count', async () => {
    const rl = createMemoryRateLimiter(() => 0);
    const rule = { limit: 1, windowMs: 1000 };
    for (let i = 0; i < 5; i++) await rl.check('k', rule);
    await expect(rl.hit('k', rule)).resolves.toBeUndefined();
  });
});
