import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  framesAway,
  generationOf,
  restartPluginSandboxes,
  sandboxState,
  subscribeSandboxRestarts,
} from './sandbox-restarts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('plugin sandbox restarts', () => {
  it('remove every frame at once, start a new generation after the delay, and stop telling those that left', () => {
    const a = vi.fn();
    const b = vi.fn();
    const before = generationOf(sandboxState());
    expect(framesAway(sandboxState())).toBe(false);
    const leaveA = subscribeSandboxRestarts(a);
    const leaveB = subscribeSandboxRestarts(b);
    restartPluginSandboxes(2000);
    expect(generationOf(sandboxState())).toBe(before + 1);
    expect(framesAway(sandboxState())).toBe(true);
    expect(a).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1999);
    expect(framesAway(sandboxState())).toBe(true);
    vi.advanceTimersByTime(1);
    expect(framesAway(sandboxState())).toBe(false);
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledTimes(2);
    leaveA();
    restartPluginSandboxes(2000);
    restartPluginSandboxes(2000); // a second stuck frame: one start, after the last removal's delay
    vi.advanceTimersByTime(2000);
    expect(generationOf(sandboxState())).toBe(before + 3);
    expect(framesAway(sandboxState())).toBe(false);
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledTimes(5);
    leaveB();
  });
});
