import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useReportError } from '../lib/report-error';

/**
 * Mounts what it holds (typically a `lazy` dialog) from the first time `when` is true, and keeps it mounted
 * after, so a dialog can play its closing animation: code a page shows only on request loads on request.
 */
export function OnDemand({ when, children }: { when: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(when);
  if (when && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** A dialog whose code (with its form and schema libraries) loads the first time it opens. */
export function onDemandDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function OnDemandDialog(props: P) {
    return (
      <OnDemand when={props.open}>
        <Loaded {...props} />
      </OnDemand>
    );
  };
}

/**
 * Loads a module once the page is idle after it has drawn, and answers whether it has: for what a person may
 * open and type into at once (⌘K), so that their first keys do not arrive before it is there.
 */
export function useLoadWhenIdle(load: () => Promise<unknown>): boolean {
  const report = useReportError();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    const start = () => void load().then(() => live && setLoaded(true), report);
    const idle = typeof window.requestIdleCallback === 'function';
    const id = idle ? window.requestIdleCallback(start, { timeout: 3000 }) : window.setTimeout(start, 1000);
    return () => {
      live = false;
      if (idle) window.cancelIdleCallback(id);
      else window.clearTimeout(id);
    };
  }, [load, report]);
  return loaded;
}
