import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * True once the element has been on screen (and stays true): charts below the fold are initialised
 * only when scrolled to. Without IntersectionObserver (old browsers, test DOMs) it is true at once.
 */
export function useSeenOnScreen(
  ref: RefObject<Element | null>,
  rootMargin = '200px',
  /** Told when the element is measured off screen at mount: its drawing waits for a scroll. */
  onOffScreen?: () => void,
): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const offScreen = useRef(onOffScreen);
  offScreen.current = onOffScreen;
  useLayoutEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    // Already in view at mount (the usual case): start now rather than one observer round later.
    const rect = el.getBoundingClientRect();
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
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, seen, rootMargin]);
  return seen;
}
