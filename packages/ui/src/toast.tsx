import * as React from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { cn } from './lib/utils';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
  /** Toasts with the same key are not stacked: while one is visible, another with that key is dropped. */
  key?: string;
  duration: number;
  leaving: boolean;
}

export interface ToastOptions {
  key?: string;
  /** Milliseconds before the toast fades out. */
  duration?: number;
}

/** Spec §9: notifications close after 1.5 s by default and fade out. */
export const TOAST_DURATION = 1500;
export const TOAST_FADE_MS = 200;

type Listener = () => void;

/** A tiny store so that toasts can be raised from anywhere (fetch handlers, loaders), not only from React. */
export function createToastStore() {
  let items: ToastItem[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const emit = () => listeners.forEach((l) => l());

  const remove = (id: number) => {
    items = items.filter((t) => t.id !== id);
    timers.delete(id);
    emit();
  };
  const dismiss = (id: number) => {
    const item = items.find((t) => t.id === id);
    if (!item || item.leaving) return;
    clearTimeout(timers.get(id));
    items = items.map((t) => (t.id === id ? { ...t, leaving: true } : t));
    emit();
    timers.set(
      id,
      setTimeout(() => remove(id), TOAST_FADE_MS),
    );
  };
  const show = (kind: ToastKind, message: string, options: ToastOptions = {}): number | null => {
    if (options.key && items.some((t) => t.key === options.key && !t.leaving)) return null;
    const id = nextId++;
    const duration = options.duration ?? TOAST_DURATION;
    items = [...items, { id, kind, message, key: options.key, duration, leaving: false }];
    emit();
    timers.set(
      id,
      setTimeout(() => dismiss(id), duration),
    );
    return id;
  };
  return {
    show,
    dismiss,
    success: (m: string, o?: ToastOptions) => show('success', m, o),
    error: (m: string, o?: ToastOptions) => show('error', m, o),
    warning: (m: string, o?: ToastOptions) => show('warning', m, o),
    info: (m: string, o?: ToastOptions) => show('info', m, o),
    getItems: () => items,
    subscribe: (l: Listener) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The application-wide toast store. */
export const toast = createToastStore();

const icons = { success: CircleCheck, error: CircleAlert, warning: TriangleAlert, info: Info } as const;
const iconClass = {
  success: 'text-success',
  error: 'text-destructive',
  warning: 'text-warning',
  info: 'text-primary',
} as const;

/** Renders the toasts of a store, centred 65 px from the top (spec §9). */
export function Toaster({
  store = toast,
  closeLabel = 'Close',
}: {
  store?: ToastStore;
  closeLabel?: string;
}) {
  const items = React.useSyncExternalStore(store.subscribe, store.getItems, store.getItems);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 z-[100] flex flex-col items-center gap-2 px-4"
      style={{ top: 65 }}
    >
      {items.map((item) => {
        const Icon = icons[item.kind];
        return (
          <div
            key={item.id}
            role={item.kind === 'error' || item.kind === 'warning' ? 'alert' : 'status'}
            data-kind={item.kind}
            data-state={item.leaving ? 'closed' : 'open'}
            className={cn(
              'pointer-events-auto flex max-w-md items-start gap-2.5 rounded-md border border-border bg-popover px-3.5 py-2.5 text-sm text-popover-foreground shadow-lg transition-opacity',
              item.leaving ? 'opacity-0' : 'animate-fade-in opacity-100',
            )}
            style={{ transitionDuration: `${TOAST_FADE_MS}ms` }}
          >
            <Icon className={cn('mt-0.5 size-4 shrink-0', iconClass[item.kind])} />
            <span className="flex-1">{item.message}</span>
            <button
              type="button"
              aria-label={closeLabel}
              onClick={() => store.dismiss(item.id)}
              className="mt-0.5 text-muted-foreground hover:text-foreground"
            >
              <X className="size-3.5" />
            </button>
          </div>
        );
      })}
    </div>
  );
}
