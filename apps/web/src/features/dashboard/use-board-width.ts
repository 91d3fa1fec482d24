import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * The auto board's width, read before the first paint: the grid is drawn only once its width is known, so
 * its widgets are laid out once at their real size. (react-grid-layout's own hook starts at 1280 px and
 * measures after paint: every widget, and every chart in it, was laid out twice, the second time through
 * the grid's 200 ms width transition.) Later changes arrive through a ResizeObserver, one per frame.
 */
export function useBoardWidth(): {
  width: number;
  measured: boolean;
  containerRef: (node: HTMLDivElement | null) => void;
} {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(0);
  const containerRef = useCallback((el: HTMLDivElement | null) => setNode(el), []);
  const frame = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (!node) return;
    const read = () => setWidth(Math.round(node.getBoundingClientRect().width));
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(() => {
        frame.current = null;
        read();
      });
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    };
  }, [node]);
  return { width, measured: width > 0, containerRef };
}
