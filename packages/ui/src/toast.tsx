import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { toast as sonnerToast } from 'sonner';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  /** Toasts with the same key are not stacked: a second one replaces the visible one. */
  key?: string;
  /** Milliseconds before the toast closes. */
  duration?: number;
}

/** Spec §9: notifications close after 1.5 s by default. */
export const TOAST_DURATION = 1500;
/** Spec §9: centred, 65 px from the top. */
export const TOAST_OFFSET = 65;

type Sonner = typeof sonnerToast;

// sonner (about 10 KB gzip) is loaded with the first toast, not with every page: until its Toaster has
// mounted, toasts wait in this queue (sonner's own state drops toasts raised before a Toaster listens).
const queue: ((sonner: Sonner) => void)[] = [];
let mounted: Sonner | null = null;
let wanted = false;
const listeners = new Set<() => void>();
let nextId = 0;

function run(call: (sonner: Sonner) => void) {
  if (mounted) return call(mounted);
  queue.push(call);
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Called by the loaded Toaster once it listens for toasts; the returned function when it goes. */
export function toasterMounted(sonner: Sonner): () => void {
  mounted = sonner;
  for (const call of queue.splice(0)) call(sonner);
  return () => {
    mounted = null;
  };
}

const show =
  (kind: ToastKind) =>
  (message: string, options: ToastOptions = {}): string => {
    const id = options.key ?? `toast-${++nextId}`;
    run((sonner) => sonner[kind](message, { id, duration: options.duration ?? TOAST_DURATION }));
    return id;
  };

/** Raises toasts from anywhere (mutation handlers, loaders), not only from React. */
export const toast = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
  dismiss: (id?: string) => {
    if (mounted) mounted.dismiss(id);
    else if (id === undefined) queue.length = 0;
    else run((sonner) => sonner.dismiss(id));
  },
};

const LoadedToaster = lazy(() => import('./toaster-loaded').then((m) => ({ default: m.LoadedToaster })));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Renders the toasts, centred 65 px from the top, in the app's colours (spec §9). Its code loads when the
 * first toast is raised.
 */
export function Toaster(props: {
  closeLabel?: string;
  /** Name of the notification region for screen readers. */
  label?: string;
}) {
  const active = useSyncExternalStore(subscribe, () => wanted);
  return active ? (
    <Suspense fallback={null}>
      <LoadedToaster {...props} />
    </Suspense>
  ) : null;
}
