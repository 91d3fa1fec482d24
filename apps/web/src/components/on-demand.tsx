import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts what it holds (typically a `lazy` dialog) from the first time `when` is true, and keeps it mounted
 * after, so a dialog can play its closing animation: code a page shows only on request loads on request.
 */
export function OnDemand({ when, children }: { when: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(when);
  if (when && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
