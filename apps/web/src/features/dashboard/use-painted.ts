import { useCallback, useRef, useState } from 'react';

/**
 * Which charts of a board have put on screen what they will show (their drawing, or their empty /
 * error message), or wait below the fold. A share page is "ready" — and a picture may be taken — only
 * when every chart is.
 * The callback per widget is stable, so a chart's draw hook does not re-run for a new function.
 */
export function usePainted() {
  const [painted, setPainted] = useState<ReadonlySet<string>>(() => new Set());
  const callbacks = useRef(new Map<string, () => void>());
  const onPainted = useCallback((id: string) => {
    let cb = callbacks.current.get(id);
    if (!cb) {
      cb = () => setPainted((p) => (p.has(id) ? p : new Set(p).add(id)));
      callbacks.current.set(id, cb);
    }
    return cb;
  }, []);
  return { painted, onPainted };
}
