import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Draws its children only once the box has come near the viewport (issue 14 "off-screen widgets start
 * their queries but draw only when scrolled in"). Once drawn it stays drawn, so scrolling back does not
 * re-create the chart. Without IntersectionObserver (old browsers, some test DOMs) it draws at once.
 */
export function DrawWhenVisible({ children, margin = '200px' }: { children: ReactNode; margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [seen, margin]);
  return (
    <div ref={ref} className="h-full w-full" data-drawn={seen}>
      {seen ? children : null}
    </div>
  );
}
