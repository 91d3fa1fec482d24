import { useEffect } from 'react';
import { Toaster as SonnerToaster, toast as sonner } from 'sonner';
import { TOAST_DURATION, TOAST_OFFSET, TOAST_POSITION, toasterMounted } from './toast-queue';

/** sonner's Toaster in the app's colours; loaded by `Toaster` with the first toast. */
export function LoadedToaster({
  closeLabel = 'Close',
  label = 'Notifications',
}: {
  closeLabel?: string;
  label?: string;
}) {
  // Runs after sonner's own effect (children first), so the queued toasts find it listening.
  useEffect(() => toasterMounted(sonner), []);
  return (
    <SonnerToaster
      position={TOAST_POSITION}
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
