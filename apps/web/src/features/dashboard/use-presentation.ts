import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A board shown alone on the whole screen: the browser's full screen on the board's element when it
 * allows it (not in every frame), and the board over the whole page in any case. Esc, or the browser
 * leaving full screen, ends it.
 */
export function usePresentation<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [on, setOn] = useState(false);
  useEffect(() => {
    const left = () => {
      if (!document.fullscreenElement) setOn(false);
    };
    const esc = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOn(false);
    };
    document.addEventListener('fullscreenchange', left);
    document.addEventListener('keydown', esc);
    return () => {
      document.removeEventListener('fullscreenchange', left);
      document.removeEventListener('keydown', esc);
    };
  }, []);
  const start = useCallback(() => {
    setOn(true);
    const el = ref.current;
    // Refused (a frame without the permission, a browser setting): the board still covers the page.
    if (el?.requestFullscreen && !document.fullscreenElement)
      void el.requestFullscreen().catch(() => undefined);
  }, []);
  const stop = useCallback(() => {
    setOn(false);
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, []);
  return { ref, on, start, stop };
}
