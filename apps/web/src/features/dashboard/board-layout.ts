type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const num = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : undefined;

export const scaleModes = ['scaleWidth', 'scaleHeight', 'scaleFull', 'noScale'] as const;
export type ScaleMode = (typeof scaleModes)[number];

/** How a board lays its widgets out: the auto grid, or a free canvas of absolute pixels. */
export type BoardLayout =
  | { type: 'auto' }
  | { type: 'free'; width: number; height: number; scaleMode: ScaleMode; background: string | null };

/** A value in the board's `jsonConfig.props` groups, e.g. `['basic', 'scaleMode']`. */
function boardProp(props: unknown, group: string, key: string): unknown {
  const g = Array.isArray(props) ? (props as Json[]).find((p) => obj(p).key === group) : undefined;
  const rows = Array.isArray(g?.rows) ? (g.rows as Json[]) : [];
  return rows.find((r) => obj(r).key === key)?.value;
}

/**
 * The layout of a board from its Datart config (datart-facts §6.3): the current `jsonConfig.props`
 * (basic.scaleMode, size.width / size.height, background) or beta3's flat fields. A free board defaults
 * to a 1920×1080 canvas scaled to the width.
 */
export function readBoardLayout(config: unknown, subType?: string | null): BoardLayout {
  const c = obj(typeof config === 'string' ? (JSON.parse(config) as unknown) : config);
  const type = c.type === 'free' || subType === 'free' ? 'free' : 'auto';
  if (type === 'auto') return { type };
  const props = obj(c.jsonConfig).props;
  const mode = boardProp(props, 'basic', 'scaleMode') ?? c.scaleMode;
  const bg = boardProp(props, 'background', 'background') ?? c.background;
  const colour = typeof bg === 'string' ? bg : obj(bg).color;
  return {
    type,
    width: num(boardProp(props, 'size', 'width')) ?? num(c.width) ?? 1920,
    height: num(boardProp(props, 'size', 'height')) ?? num(c.height) ?? 1080,
    scaleMode: (scaleModes as readonly unknown[]).includes(mode) ? (mode as ScaleMode) : 'scaleWidth',
    background: typeof colour === 'string' && colour ? colour : null,
  };
}

/** The horizontal and vertical scale of a free canvas drawn in a box of `box` pixels. */
export function canvasScale(
  mode: ScaleMode,
  canvas: { width: number; height: number },
  box: { width: number; height: number },
): { x: number; y: number } {
  const sx = box.width > 0 ? box.width / canvas.width : 1;
  const sy = box.height > 0 ? box.height / canvas.height : 1;
  if (mode === 'scaleWidth') return { x: sx, y: sx };
  if (mode === 'scaleHeight') return { x: sy, y: sy };
  if (mode === 'scaleFull') return { x: sx, y: sy };
  return { x: 1, y: 1 };
}

/** A free widget's pixel rect (Datart keeps it in `rect`; default 400×300 at the origin). */
export function freeRect(config: Json): { x: number; y: number; width: number; height: number } {
  const r = obj(config.rect);
  const n = (v: unknown, d: number) => (typeof v === 'number' && Number.isFinite(v) ? v : d);
  return {
    x: n(r.x, 0),
    y: n(r.y, 0),
    width: Math.max(1, n(r.width, 400)),
    height: Math.max(1, n(r.height, 300)),
  };
}
