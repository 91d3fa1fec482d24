import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (m=19 MiB, t=2, p=1); algorithm 2 = Argon2id.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32, algorithm: 2 } as const;

/**
 * How many hashes run at once. @node-rs/argon2 runs each on libuv's thread pool (UV_THREADPOOL_SIZE, 4 by
 * default), which file reads, DNS lookups and zlib share: unbounded, a sign-in storm filled the whole pool
 * and a file read waited behind 22 of 24 hashes (docs/performance.md). Half the pool at most, and one core
 * left to the event loop, so browsing users keep their threads and their CPU; the other sign-ins wait here.
 */
export function hashConcurrency(
  poolSize = Number(process.env.UV_THREADPOOL_SIZE) || 4,
  cores = availableParallelism(),
): number {
  return Math.max(1, Math.min(Math.floor(poolSize / 2), cores - 1));
}

/** A counting semaphore: at most `limit` of the given tasks run at once, the rest in arrival order. */
export function createLimiter(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      else active++;
      try {
        return await task();
      } finally {
        // Hand the slot straight to the next waiter (active stays the same), or free it.
        const next = waiting.shift();
        if (next) next();
        else active--;
      }
    },
    active: () => active,
    waiting: () => waiting.length,
  };
}

const hashing = createLimiter(hashConcurrency());

export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => hash(password, options));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await hashing.run(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/** A hash that never verifies, used to keep login timing equal for unknown users. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('tessera-dummy-password');
  return dummyHash;
}
