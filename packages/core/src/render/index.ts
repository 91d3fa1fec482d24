export {
  isRenderId,
  openRenderToken,
  sealRenderToken,
  RENDER_TOKEN_MS,
  type RenderClaims,
} from './render-token';
export { renderShare } from './render-share';
export { DEFAULT_IMAGE_WIDTH, type Renderer, type RenderJob } from './renderer';
