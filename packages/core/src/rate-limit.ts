import { createRedisLink, type RedisLink } from '@tessera/query';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { AppError } from './errors';

export interface RateLimitRule {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
}

/**
 * Sign-in throttling (see docs/security.md): counted per resolved account (username and e-mail
 * share one counter), per account and client address, and per address, with growing delays instead
 * of a lock that anyone could trigger.
 */
export interface LoginThrottle {
  /** Throws RATE_LIMITED (with seconds) when this account may not try from this address now. */
  before(account: string, ip: string): Promise<void>;
  failed(account: string, ip: string): Promise<void>;
  succeeded(account: string, ip: string): Promise<void>;
}

export interface RateLimiter {
  /** Counts one attempt for `key`; throws RATE_LIMITED once the rule's limit is passed. */
  hit(key: string, rule: RateLimitRule): Promise<void>;
  /** Throws RATE_LIMITED if `key` already used up its limit, without counting. */
  check(key: string, rule: RateLimitRule): Promise<void>;
  login: LoginThrottle;
  close(): Promise<void>;
}

export const rateLimits = {
  register: { limit: 5, windowMs: 60_000 },
  forgotPassword: { limit: 5, windowMs: 60_000 },
  codeCheck: { limit: 10, windowMs: 60_000 },
  resendMail: { limit: 3, windowMs: 60_000 },
  /** Wrong share codes, per share and per address. */
  shareCode: { limit: 10, windowMs: 15 * 60_000 },
  shareCodeIp: { limit: 30, windowMs: 15 * 60_000 },
} satisfies Record<string, RateLimitRule>;

/** The sign-in scheme; numbers are failures, delays seconds. */
export const loginPolicy = {
  /** Failed sign-ins from one address (any account) per window, then wait for the window. */
  ipFailures: 30,
  ipWindowSeconds: 15 * 60,
  /** Consecutive failures of one account from one address before delays start; they double up to the cap. */
  pairFreeFailures: 5,
  pairMaxDelaySeconds: 15 * 60,
  /** Failures of one account from all addresses per window, then a short doubling delay (capped low). */
  accountFailures: 10,
  accountWindowSeconds: 15 * 60,
  accountMaxDelaySeconds: 60,
  /** An address the account signed in from successfully is remembered this long (seconds) and skips the account delay. */
  knownAddressSeconds: 20 * 24 * 3600, // below setTimeout's 2^31 ms limit of the memory store
};

const limited = (msBeforeNext: number) =>
  new AppError('RATE_LIMITED', { seconds: Math.max(1, Math.ceil(msBeforeNext / 1000)) });

export interface RateLimiterOptions {
  /** Shared counters for several server replicas; in-process memory otherwise. */
  redisUrl?: string;
  /** The process's shared Redis connection (preferred over `redisUrl`: one connection, one state). */
  redis?: RedisLink | null;
  /** Key prefix in Redis (tests isolate themselves with it). */
  namespace?: string;
}

/** What the throttles call on a counter. */
type Limiter = Pick<RateLimiterAbstract, 'get' | 'penalty' | 'block' | 'delete' | 'consume'>;

/**
 * A Redis counter that counts in memory while Redis is unreachable: rate-limiter-flexible's insurance
 * limiter takes over any call Redis fails, and while the link is degraded the memory counter is asked
 * directly (no call waits on a Redis that is known to be down). Counts made in memory stay with this
 * process; once Redis answers, the shared counters count again.
 */
const insured = (link: RedisLink, keyPrefix: string, points: number, duration: number): Limiter => {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration });
  const shared = link.client().then(
    (storeClient) =>
      new RateLimiterRedis({
        storeClient,
        keyPrefix,
        points,
        duration,
        insuranceLimiter: memory,
        rejectIfRedisNotReady: true,
      }),
  );
  shared.catch(() => undefined); // a failure belongs to the calls, not to the process
  const pick = async (): Promise<Limiter> => (link.state() === 'ok' ? await shared : memory);
  return {
    get: (key, options) => pick().then((l) => l.get(key, options)),
    penalty: (key, points, options) => pick().then((l) => l.penalty(key, points, options)),
    block: (key, seconds, options) => pick().then((l) => l.block(key, seconds, options)),
    delete: (key, options) => pick().then((l) => l.delete(key, options)),
    consume: (key, points, options) => pick().then((l) => l.consume(key, points, options)),
  };
};

/**
 * Counters in rate-limiter-flexible: RateLimiterRedis with Redis (every replica sees the same counts,
 * and memory takes over while Redis is unreachable), RateLimiterMemory otherwise (one process).
 */
export function createRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  // ioredis loads with the link: a server without REDIS_URL never carries it.
  const owned = !options.redis && options.redisUrl ? createRedisLink(options.redisUrl) : null;
  const link = options.redis ?? owned;
  const namespace = options.namespace ?? 'tessera:rl';
  const make = (keyPrefix: string, points: number, duration: number): Limiter =>
    link
      ? insured(link, `${namespace}:${keyPrefix}`, points, duration)
      : new RateLimiterMemory({ keyPrefix, points, duration });
  const byRule = new Map<string, Limiter>();
  const forRule = (rule: RateLimitRule) => {
    const name = `${rule.limit}:${rule.windowMs}`;
    let l = byRule.get(name);
    if (!l)
      byRule.set(name, (l = make(`rule:${name}`, rule.limit, Math.max(1, Math.round(rule.windowMs / 1000)))));
    return l;
  };
  const blockedFor = async (l: Limiter, key: string, points: number) => {
    const res = await l.get(key);
    return res && res.consumedPoints > points ? res.msBeforeNext : 0;
  };

  const p = loginPolicy;
  const ipFailures = make('login:ip', p.ipFailures, p.ipWindowSeconds);
  const pairFailures = make('login:pair', 10_000, p.pairMaxDelaySeconds * 4);
  const pairDelay = make('login:pair-delay', 1, 1);
  const accountFailures = make('login:account', 100_000, p.accountWindowSeconds);
  const accountDelay = make('login:account-delay', 1, 1);
  const known = make('login:known', 1_000_000, p.knownAddressSeconds);
  const pair = (account: string, ip: string) => `${account}|${ip}`;

  const login: LoginThrottle = {
    async before(account, ip) {
      const ipRes = await ipFailures.get(ip);
      if (ipRes && ipRes.consumedPoints >= p.ipFailures) throw limited(ipRes.msBeforeNext);
      const pairWait = await blockedFor(pairDelay, pair(account, ip), 1);
      if (pairWait) throw limited(pairWait);
      if (!(await known.get(pair(account, ip)))) {
        const accountWait = await blockedFor(accountDelay, account, 1);
        if (accountWait) throw limited(accountWait);
      }
    },
    async failed(account, ip) {
      await ipFailures.penalty(ip, 1);
      const n = (await pairFailures.penalty(pair(account, ip), 1)).consumedPoints;
      if (n >= p.pairFreeFailures)
        await pairDelay.block(
          pair(account, ip),
          Math.min(2 ** (n - p.pairFreeFailures), p.pairMaxDelaySeconds),
        );
      const total = (await accountFailures.penalty(account, 1)).consumedPoints;
      if (total >= p.accountFailures)
        await accountDelay.block(
          account,
          Math.min(2 ** (total - p.accountFailures), p.accountMaxDelaySeconds),
        );
    },
    async succeeded(account, ip) {
      await Promise.all([pairFailures.delete(pair(account, ip)), pairDelay.delete(pair(account, ip))]);
      await known.penalty(pair(account, ip), 1);
    },
  };

  return {
    login,
    async check(key, rule) {
      const res = await forRule(rule).get(key);
      if (res && res.consumedPoints >= rule.limit) throw limited(res.msBeforeNext);
    },
    async hit(key, rule) {
      try {
        await forRule(rule).consume(key, 1);
      } catch (e) {
        if (e instanceof RateLimiterRes) throw limited(e.msBeforeNext);
        throw e;
      }
    },
    async close() {
      if (owned) await owned.close();
    },
  };
}

/** In-process counters (tests, one-process installs). */
export const createMemoryRateLimiter = () => createRateLimiter();
