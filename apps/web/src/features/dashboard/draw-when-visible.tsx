import { useRef, type ReactNode } from 'react';
import { useSeenOnScreen } from '../../components/charts/echarts/use-visible';

/**
 * Draws its children only once the box has come near the viewport (issue 14 "off-screen widgets start
 * their queries but draw only when scrolled in"). A box already in view at mount draws in the same commit,
 * before the first paint; once drawn it stays drawn, so scrolling back does not re-create the chart.
 * Without IntersectionObserver (old browsers, some test DOMs) it draws at once.
 */
export function DrawWhenVisible({ children, margin = '200px' }: { children: ReactNode; margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { seen } = useSeenOnScreen(ref, margin);
  return (
    <div ref={ref} className="h-full w-full" data-drawn={seen}>
      {seen ? children : null}
    </div>
  );
}
