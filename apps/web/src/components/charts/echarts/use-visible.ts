import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

export interface SeenOnScreen {
  /** True once the element has been on screen (and stays true). */
  seen: boolean;
  /**
   * Its size when it was measured coming on screen (null when it was not measured): a chart drawn in the same
   * commit takes it rather than reading the layout again after other charts changed the page.
   */
  size: RefObject<{ width: number; height: number } | null>;
}

/**
 * Whether the element has been on screen: charts below the fold are initialised only when scrolled to.
 * Without IntersectionObserver (old browsers, test DOMs) it is seen at once.
 */
export function useSeenOnScreen(
  ref: RefObject<Element | null>,
  rootMargin = '200px',
  /** Told when the element is measured off screen at mount: its drawing waits for a scroll. */
  onOffScreen?: () => void,
): SeenOnScreen {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const size = useRef<{ width: number; height: number } | null>(null);
  const offScreen = useRef(onOffScreen);
  offScreen.current = onOffScreen;
  useLayoutEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    // Already in view at mount (the usual case): start now rather than one observer round later.
    const rect = el.getBoundingClientRect();
    size.current = { width: rect.width, height: rect.height };
    if (
      rect.bottom >= 0 &&
      rect.top <= window.innerHeight &&
      rect.right >= 0 &&
      rect.left <= window.innerWidth
    ) {
      setSeen(true);
      return;
    }
    offScreen.current?.();
    const observer = new IntersectionObserver(
      (entries) => {
        const shown = entries.find((e) => e.isIntersecting);
        if (shown) {
          size.current = { width: shown.boundingClientRect.width, height: shown.boundingClientRect.height };
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, seen, rootMargin]);
  return { seen, size };
}
