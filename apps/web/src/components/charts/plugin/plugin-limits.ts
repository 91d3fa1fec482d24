/**
 * The host's limits on a plugin (docs/plugins.md, D-plugin-3). A plugin that breaks one of them loses
 * its frame (the page removes it, which stops its script) and its widget shows why; nothing else on the
 * page is touched.
 */
export const pluginLimits = {
  /** From the frame's creation to its `ready` message (the script evaluated). */
  readyMs: 5000,
  /** From an update or resize sent to the frame to its `done` (or `error`) answer. */
  answerMs: 5000,
  /** Messages a frame may send per second; past it, it is flooding the host. */
  messagesPerSecond: 50,
  /**
   * After a frame missed a deadline, the page's plugin frames are away this long before they start
   * again (sandbox-restarts.ts).
   */
  restartDelayMs: 2000,
};

export type PluginFailure =
  { kind: 'error'; message: string } | { kind: 'timeout' } | { kind: 'flood' } | { kind: 'unavailable' };

/** Counts a frame's messages per one-second window. */
export function floodMeter(limit: number, now: () => number) {
  let windowStart = now();
  let count = 0;
  return () => {
    const t = now();
    if (t - windowStart >= 1000) {
      windowStart = t;
      count = 0;
    }
    count += 1;
    return count > limit;
  };
}
