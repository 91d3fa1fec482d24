import { AppError } from './errors';

export interface RateLimitRule {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts one attempt for `key`; throws RATE_LIMITED once the rule's limit is passed. */
  hit(key: string, rule: RateLimitRule): Promise<void>;
  /** Throws RATE_LIMITED if `key` already used up its limit, without counting. */
  check(key: string, rule: RateLimitRule): Promise<void>;
}

export const rateLimits = {
  /** All login attempts from one address. */
  login: { limit: 30, windowMs: 60_000 },
  /** Failed logins for one account. */
  loginFailures: { limit: 10, windowMs: 60_000 },
  register: { limit: 5, windowMs: 60_000 },
  forgotPassword: { limit: 5, windowMs: 60_000 },
  codeCheck: { limit: 10, windowMs: 60_000 },
  resendMail: { limit: 3, windowMs: 60_000 },
} satisfies Record<string, RateLimitRule>;

/** Fixed-window counters in memory: right for one process; a shared store is needed for replicas. */
export function createMemoryRateLimiter(clock: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const current = (key: string, rule: RateLimitRule, now: number) => {
    let w = windows.get(key);
    if (!w || now - w.start >= rule.windowMs) {
      w = { start: now, count: 0 };
      windows.set(key, w);
    }
    return w;
  };
  const limited = (w: { start: number }, rule: RateLimitRule, now: number) =>
    new AppError('RATE_LIMITED', { seconds: Math.max(1, Math.ceil((w.start + rule.windowMs - now) / 1000)) });
  return {
    async check(key, rule) {
      const now = clock();
      const w = current(key, rule, now);
      if (w.count >= rule.limit) throw limited(w, rule, now);
    },
    async hit(key, rule) {
      const now = clock();
      const w = current(key, rule, now);
      w.count++;
      if (windows.size > 50_000) {
        for (const [k, v] of windows) if (now - v.start >= rule.windowMs) windows.delete(k);
      }
      if (w.count > rule.limit) throw limited(w, rule, now);
    },
  };
}
