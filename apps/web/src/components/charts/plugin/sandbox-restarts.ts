/**
 * Every plugin frame of a page may share one browser process: Chromium puts sandboxed frames in a
 * process away from the page's (IsolateSandboxedIframes), but groups the frames of one site together,
 * and a separate sandbox origin (PLUGIN_SANDBOX_ORIGIN) is one site too. A plugin stuck in an endless
 * loop holds that process, so the other plugin frames stop answering with it, and removing the looping
 * frame alone does not end it. When a frame misses a deadline, every plugin frame of the page is
 * therefore replaced (D-plugin-4): once the process holds no frame the browser ends it, and the new
 * frames start in a fresh one. The one that missed its deadline shows why and is not started again.
 */
let generation = 0;
/** Frames are away between their removal and the new generation's start (`restartDelayMs`). */
let away = false;
let resume: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const tell = () => {
  for (const listener of listeners) listener();
};

/**
 * Replaces every plugin frame of the page (a frame stopped answering): they are removed at once and
 * created again after `delayMs`, once the browser has let go of the process the stuck one holds (a
 * frame created at once may be handed that very process while it winds down).
 */
export function restartPluginSandboxes(delayMs: number): void {
  generation += 1;
  away = true;
  tell();
  clearTimeout(resume);
  resume = setTimeout(() => {
    away = false;
    tell();
  }, delayMs);
}

/** For useSyncExternalStore: subscribe, and a number that changes with each removal and start. */
export function subscribeSandboxRestarts(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}
/** The generation the page's frames belong to, times two, plus one while they are away. */
export const sandboxState = () => generation * 2 + (away ? 1 : 0);
export const generationOf = (state: number) => Math.floor(state / 2);
export const framesAway = (state: number) => state % 2 === 1;
