import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has been on screen (and stays true): charts below the fold are initialised
 * only when scrolled to. Without IntersectionObserver (old browsers, test DOMs) it is true at once.
 */
export function useSeenOnScreen(ref: RefObject<Element | null>, rootMargin = '200px'): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
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
