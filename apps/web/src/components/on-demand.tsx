import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

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
