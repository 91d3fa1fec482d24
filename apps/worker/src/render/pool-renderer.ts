import { AppError, type Renderer } from '@tessera/core';
import { createRenderPool, RenderError, SHARE_FAILED, SHARE_READY, type RenderPool } from './render-pool';

/** The render settings of either app (the server's embedded worker or an external one). */
export interface RenderSettings {
  RENDER_CHROMIUM_PATH: string;
  RENDER_POOL_SIZE: number;
  RENDER_TIMEOUT_MS: number;
  RENDER_BASE_URL?: string | undefined;
  /** PUBLIC_URL or its default: where share pages are when RENDER_BASE_URL is not set. */
  publicUrl: string;
}

/**
 * Core's Renderer over the Chromium pool: a path of the app opened at the base URL, captured once the
 * share page's render-complete mark is there; the pool's failure reasons become the task's codes.
 */
export function poolRenderer(pool: RenderPool, baseUrl: string): Renderer {
  const base = baseUrl.replace(/\/$/, '');
  return {
    async render(job) {
      try {
        return await pool.render({
          url: `${base}${job.path}`,
          format: job.format,
          width: job.width,
          readySelector: SHARE_READY,
          failSelector: SHARE_FAILED,
        });
      } catch (e) {
        if (e instanceof RenderError)
          // the link itself stays out of the reason: it is the job's credential while it runs
          throw new AppError(`RENDER_${e.reason}`, { reason: e.message.replace(/\/r\.[\w-]+/g, '/…') });
        throw e;
      }
    },
  };
}

/** A pool and its renderer from the settings; the pool is closed with the worker. */
export function rendererFromSettings(settings: RenderSettings): { renderer: Renderer; pool: RenderPool } {
  const pool = createRenderPool({
    executablePath: settings.RENDER_CHROMIUM_PATH,
    size: settings.RENDER_POOL_SIZE,
    timeoutMs: settings.RENDER_TIMEOUT_MS,
  });
  return { pool, renderer: poolRenderer(pool, settings.RENDER_BASE_URL ?? settings.publicUrl) };
}
