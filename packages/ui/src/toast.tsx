import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isWanted, subscribeToWanted } from './toast-queue';

export { TOAST_DURATION, TOAST_OFFSET, TOAST_POSITION, toast, toasterMounted } from './toast-queue';
export type { ToastKind, ToastOptions } from './toast-queue';

const LoadedToaster = lazy(() => import('./toaster-loaded').then((m) => ({ default: m.LoadedToaster })));

/**
 * Renders the toasts, centred 65 px from the top, in the app's colours (spec §9). Its code loads when the
 * first toast is raised.
 */
export function Toaster(props: {
  closeLabel?: string;
  /** Name of the notification region for screen readers. */
  label?: string;
}) {
  const active = useSyncExternalStore(subscribeToWanted, isWanted);
  return active ? (
    <Suspense fallback={null}>
      <LoadedToaster {...props} />
    </Suspense>
  ) : null;
}
