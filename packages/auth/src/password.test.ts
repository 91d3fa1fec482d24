import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createLimiter, hashConcurrency, hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one or a broken hash', async () => {
    const h = await hashPassword('correct horse');
    expect(h).toMatch(/^\$argon2id\$/);
    await expect(verifyPassword(h, 'correct horse')).resolves.toBe(true);
    await expect(verifyPassword(h, 'wrong horse')).resolves.toBe(false);
    await expect(verifyPassword('not-a-hash', 'correct horse')).resolves.toBe(false);
  });

  it('takes half the thread pool at most and leaves a core to the event loop', () => {
    expect(hashConcurrency(4, 2)).toBe(1);
    expect(hashConcurrency(4, 8)).toBe(2);
    expect(hashConcurrency(16, 8)).toBe(7);
    expect(hashConcurrency(1, 1)).toBe(1);
  });

  it('leaves libuv threads to other work during a sign-in storm', async () => {
    // 24 verifications at once (a storm), then a file read, which runs on the same libuv pool. Unbounded,
    // the read waited until 22 of the 24 had finished; bounded, it needs no hash to finish first.
    const h = await hashPassword('storm');
    let finished = 0;
    const storm = Array.from({ length: 24 }, () => verifyPassword(h, 'storm').then((ok) => (finished++, ok)));
    await readFile(new URL(import.meta.url));
    const finishedBeforeRead = finished;
    expect(await Promise.all(storm)).toEqual(Array(24).fill(true));
    expect(finishedBeforeRead).toBeLessThanOrEqual(hashConcurrency());
  }, 60_000);
});

describe('createLimiter', () => {
  it('runs at most `limit` tasks at once, the others in arrival order, and frees a failed slot', async () => {
    const limiter = createLimiter(2);
    const gates: (() => void)[] = [];
    const started: number[] = [];
    let peak = 0;
    const task = (i: number, fail = false) =>
      limiter.run(async () => {
        started.push(i);
        peak = Math.max(peak, limiter.active());
        await new Promise<void>((resolve) => gates.push(resolve));
        if (fail) throw new Error(`task ${i} failed`);
        return i;
      });
    const results = [task(0, true), task(1), task(2), task(3)].map((p) => p.catch((e: Error) => e.message));
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1]);
    expect(limiter.waiting()).toBe(2);
    gates[0]!(); // task 0 fails: its slot goes to task 2
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);
    gates[1]!();
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2, 3]);
    gates[2]!();
    gates[3]!();
    expect(await Promise.all(results)).toEqual(['task 0 failed', 1, 2, 3]);
    expect(peak).toBe(2);
    expect(limiter.active()).toBe(0);
  });
});
