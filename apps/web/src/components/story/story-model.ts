/** A storyboard's settings and a page's (datart-facts §6.4), read with their defaults. */
export type Effect = 'none' | 'fade' | 'slide' | 'convex' | 'concave' | 'zoom';
export type Speed = 'default' | 'slow' | 'fast';
export const effects: Effect[] = ['none', 'fade', 'slide', 'convex', 'concave', 'zoom'];
export const speeds: Speed[] = ['default', 'slow', 'fast'];

export interface StoryPage {
  id: string;
  relType: 'DATACHART' | 'DASHBOARD';
  relId: string;
  name: string;
  index: number;
  effectIn: Effect;
  effectOut: Effect;
  speed: Speed;
  /** The server-made picture of the page (`resources/image/storyboard/...`), if there is one yet. */
  thumbnail: string | null;
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

/** Datart writes `fade-in` / `fade-out`; the effect is the part before the suffix. */
const effectOf = (v: unknown): Effect => {
  const base = typeof v === 'string' ? v.replace(/-(in|out)$/, '') : 'none';
  return (effects as string[]).includes(base) ? (base as Effect) : 'none';
};

export function readPage(
  p: { id: string; relType: string; relId: string; config: unknown },
  fallbackName: string,
): StoryPage {
  const c = obj(p.config);
  const t = obj(c.transitionEffect);
  return {
    id: p.id,
    relType: p.relType === 'DASHBOARD' ? 'DASHBOARD' : 'DATACHART',
    relId: p.relId,
    name: typeof c.name === 'string' && c.name ? c.name : fallbackName,
    index: typeof c.index === 'number' ? c.index : 0,
    effectIn: effectOf(t.in),
    effectOut: effectOf(t.out),
    speed: t.speed === 'slow' || t.speed === 'fast' ? t.speed : 'default',
    thumbnail:
      typeof c.thumbnail === 'string' && c.thumbnail.startsWith('resources/image/storyboard/')
        ? c.thumbnail
        : null,
  };
}

/** A page's config as Datart stores it. */
export function pageConfig(p: Pick<StoryPage, 'name' | 'index' | 'effectIn' | 'effectOut' | 'speed'>): Json {
  return {
    version: '1.0.0',
    name: p.name,
    index: p.index,
    transitionEffect: {
      in: p.effectIn === 'none' ? 'none' : `${p.effectIn}-in`,
      out: p.effectOut === 'none' ? 'none' : `${p.effectOut}-out`,
      speed: p.speed,
    },
  };
}

export function readAutoPlay(config: unknown): { auto: boolean; delay: number } {
  const a = obj(obj(config).autoPlay);
  const delay = typeof a.delay === 'number' && a.delay > 0 ? a.delay : 5;
  return { auto: a.auto === true, delay };
}

export const speedMs: Record<Speed, number> = { default: 500, slow: 900, fast: 250 };
