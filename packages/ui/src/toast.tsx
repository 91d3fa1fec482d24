import { Toaster as SonnerToaster, toast as sonner } from 'sonner';

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

const show =
  (kind: ToastKind) =>
  (message: string, options: ToastOptions = {}): string | number =>
    sonner[kind](message, {
      ...(options.key ? { id: options.key } : {}),
      duration: options.duration ?? TOAST_DURATION,
    });

/** Raises toasts from anywhere (mutation handlers, loaders), not only from React. */
export const toast = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
  dismiss: (id?: string | number) => sonner.dismiss(id),
};

/** Renders the toasts, centred 65 px from the top, in the app's colours (spec §9). */
export function Toaster({
  closeLabel = 'Close',
  label = 'Notifications',
}: {
  closeLabel?: string;
  /** Name of the notification region for screen readers. */
  label?: string;
}) {
  return (
    <SonnerToaster
      position="top-center"
      offset={TOAST_OFFSET}
      closeButton
      containerAriaLabel={label}
      toastOptions={{
        duration: TOAST_DURATION,
        closeButtonAriaLabel: closeLabel,
        classNames: {
          toast: '!bg-popover !text-popover-foreground !border-border !shadow-lg !text-sm',
          success: '[&_[data-icon]]:text-success',
          error: '[&_[data-icon]]:text-destructive',
          warning: '[&_[data-icon]]:text-warning',
          info: '[&_[data-icon]]:text-primary',
        },
      }}
    />
  );
}
