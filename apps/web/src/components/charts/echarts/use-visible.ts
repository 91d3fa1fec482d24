import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * True once the element has been on screen (and stays true): charts below the fold are initialised
 * only when scrolled to. Without IntersectionObserver (old browsers, test DOMs) it is true at once.
 */
export function useSeenOnScreen(ref: RefObject<Element | null>, rootMargin = '200px'): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
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
