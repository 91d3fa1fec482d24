/** One page to capture: a path of this app (an internal render link), as a full-page PNG or a vector PDF. */
export interface RenderJob {
  path: string;
  format: 'png' | 'pdf';
  /** The page's width in CSS pixels (Datart's `imageWidth`, 1920 by default). */
  width: number;
}

/**
 * Chromium behind an interface (the worker's render pool, apps/worker/src/render): core never imports a
 * browser. A failure is an AppError RENDER_BROWSER_MISSING, RENDER_BROWSER_CRASHED, RENDER_TIMEOUT or
 * RENDER_PAGE_FAILED, with the cause as its `reason`.
 */
export interface Renderer {
  render(job: RenderJob): Promise<Uint8Array>;
}

/** Datart's default picture width. */
export const DEFAULT_IMAGE_WIDTH = 1920;
