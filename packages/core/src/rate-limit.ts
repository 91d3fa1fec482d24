import { AppError } from './errors';

export interface RateLimitRule {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts one attempt for `key`; throws RATE_LIMITED once the rule's limit is passed. */
  hit(key: string, rule: RateLimitRule): Promise<void>;
}

export const rateLimits = {
  login: { limit: 10, windowMs: 60_000 },
  register: { limit: 5, windowMs: 60_000 },
  forgotPassword: { limit: 5, windowMs: 60_000 },
  codeCheck: { limit: 10, windowMs: 60_000 },
  resendMail: { limit: 3, windowMs: 60_000 },
} satisfies Record<string, RateLimitRule>;

/** Fixed-window counters in memory: right for one process; a shared store is needed for replicas. */
export function createMemoryRateLimiter(clock: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    async hit(key, rule) {
      const now = clock();
      let w = windows.get(key);
      if (!w || now - w.start >= rule.windowMs) {
        w = { start: now, count: 0 };
        windows.set(key, w);
      }
      w.count++;
      if (windows.size > 50_000) {
        for (const [k, v] of windows) if (now - v.start >= rule.windowMs) windows.delete(k);
      }
      if (w.count > rule.limit) {
        throw new AppError('RATE_LIMITED', { seconds: Math.ceil((w.start + rule.windowMs - now) / 1000) });
      }
    },
  };
}
