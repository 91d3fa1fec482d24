// The toasts raised before sonner has loaded, and the calls that raise them: apart from the Toaster
// components, so that the loaded Toaster and the lazy one both use it without importing each other.
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
/**
 * Bottom right, 16 px from the edges: spec §9 puts them centred 65 px from the top, where they covered the
 * page titles (issue 35, decision D-shell-ux-1).
 */
export const TOAST_POSITION = 'bottom-right';
export const TOAST_OFFSET = 16;

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

/** Starts the Toaster's code loading once a toast is wanted; the Toaster subscribes here. */
export const subscribeToWanted = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** True once a toast has been raised (the Toaster's code is then needed). */
export const isWanted = () => wanted;
