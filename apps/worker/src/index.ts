import type { ServiceDeps } from '@tessera/core';
import { startQueue } from './queue';
import { rendererFromSettings, type RenderSettings } from './render/pool-renderer';
import { startScheduler } from './scheduler';

export { jobs, startScheduler, type SchedulerOptions } from './scheduler';
export { handlers, startQueue } from './queue';
export { startExternalWorker } from './external';
export type { Job, JobDeps } from './job';
export { createRenderPool, type RenderPool } from './render/render-pool';
export { poolRenderer, rendererFromSettings, type RenderSettings } from './render/pool-renderer';

/**
 * The worker inside the server process (WORKER_MODE=embedded, the default): housekeeping, and the
 * job queue woken in-process by every enqueue (PGlite has no other process to hear a NOTIFY).
 */
export function startEmbeddedWorker(deps: ServiceDeps, render?: RenderSettings): { stop: () => void } {
  // Chromium starts on the first picture, not here: a server that never makes one never launches it.
  const rendering = render ? rendererFromSettings(render) : null;
  const jobDeps = rendering ? { ...deps, renderer: rendering.renderer } : deps;
  const scheduler = startScheduler(jobDeps);
  const queue = startQueue(jobDeps);
  return {
    stop: () => {
      scheduler.stop();
      void queue.stop().then(() => rendering?.pool.close());
    },
  };
}
