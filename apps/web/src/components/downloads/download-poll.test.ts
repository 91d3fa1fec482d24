import { describe, expect, it } from 'vitest';
import { newlyReady, pollDelay, POLL_MAX_MS, POLL_MIN_MS } from './download-poll';

const at = Date.parse('2026-11-27T10:00:00Z');
const task = (status: number, secondsAgo: number, id = `t${secondsAgo}`) => ({
  id,
  status,
  createTime: new Date(at - secondsAgo * 1000).toISOString(),
});

describe('the download list’s polling', () => {
  it('stops when nothing is being made', () => {
    expect(pollDelay([], at)).toBe(false);
    expect(pollDelay([task(1, 5), task(-1, 9), task(2, 30)], at)).toBe(false);
  });

  it('asks again quickly for a new task and slows down, up to 15 s, as it takes longer', () => {
    expect(pollDelay([task(0, 0)], at)).toBe(POLL_MIN_MS);
    expect(pollDelay([task(0, 30)], at)).toBe(3000);
    expect(pollDelay([task(0, 600)], at)).toBe(POLL_MAX_MS);
    // the youngest task being made sets the pace: a new one after an old one is seen quickly
    expect(pollDelay([task(0, 600), task(0, 12), task(1, 1)], at)).toBe(1200);
    // a clock behind the server's never makes it faster than the minimum
    expect(pollDelay([task(0, -60)], at)).toBe(POLL_MIN_MS);
  });

  it('names the tasks that became ready since the last answer', () => {
    const before = new Map([
      ['a', 0],
      ['b', 0],
      ['c', 1],
    ]);
    const now = [task(1, 5, 'a'), task(-1, 5, 'b'), task(1, 5, 'c'), task(1, 5, 'd')];
    expect(newlyReady(before, now).map((t) => t.id)).toEqual(['a']);
  });
});
