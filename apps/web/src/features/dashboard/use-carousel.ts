import { widgetProp, type BoardWidget } from '@tessera/charts';
import { useEffect, useState } from 'react';
import { useMediaQuery } from '../../hooks/use-media-query';

/** A slide stays this long unless the author says otherwise; never shorter than the floor. */
export const DEFAULT_DWELL_SECONDS = 5;
export const MIN_DWELL_SECONDS = 2;

/** A carousel's settings from Datart's `carouselGroup` props (`autoplay`, plus our `duration` in seconds). */
export function carouselSettings(config: Record<string, unknown>): { autoplay: boolean; seconds: number } {
  const s = widgetProp(config, ['carouselGroup', 'duration']);
  return {
    autoplay: widgetProp(config, ['carouselGroup', 'autoplay']) !== false,
    seconds:
      typeof s === 'number' && Number.isFinite(s) ? Math.max(MIN_DWELL_SECONDS, s) : DEFAULT_DWELL_SECONDS,
  };
}

/**
 * Which slide a carousel shows: it moves on after the dwell time while it plays, and holds while the
 * pointer is over it or focus is inside it (so nobody loses what they are reading or about to press),
 * when the person paused it, or when they asked for reduced motion (then it starts paused; Play starts it).
 * Going to a slide by hand starts its dwell time again.
 */
export function useCarousel(count: number, widget: BoardWidget) {
  const { autoplay, seconds } = carouselSettings(widget.config);
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState<boolean | null>(null);
  const stopped = paused ?? (reduced || !autoplay);
  const playing = count > 1 && !stopped && !hovered && !focused;
  const at = count ? Math.min(index, count - 1) : 0;
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [playing, at, count, seconds]);
  return {
    index: at,
    playing,
    stopped,
    reduced,
    go: (i: number) => setIndex(((i % count) + count) % count),
    next: () => setIndex((i) => (i + 1) % count),
    prev: () => setIndex((i) => (i - 1 + count) % count),
    toggle: () => setPaused(!stopped),
    hover: setHovered,
    focus: setFocused,
  };
}
