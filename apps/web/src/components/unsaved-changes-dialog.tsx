import { ConfirmDialog } from '@tessera/ui/confirm-dialog';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The one "Discard unsaved changes?" dialog, whether leaving a page or switching what is edited. */
export function UnsavedChangesDialog({
  open,
  description,
  onStay,
  onDiscard,
}: {
  open: boolean;
  description: ReactNode;
  onStay: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(o) => !o && onStay()}
      title={t('common:unsavedTitle')}
      description={description}
      confirmLabel={t('common:unsavedDiscard')}
      cancelLabel={t('common:unsavedStay')}
      closeLabel={t('common:actions.close')}
      destructive
      onConfirm={onDiscard}
    />
  );
}

/**
 * Guards an in-page switch (another subject, another resource) while a draft is dirty: `guard(action)`
 * runs the action at once, or after the person confirms discarding. Render `dialog` once.
 */
export function useDiscardGuard(dirty: boolean, description: ReactNode) {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const guard = (action: () => void) => (dirty ? setPending(() => action) : action());
  const dialog = (
    <UnsavedChangesDialog
      open={pending !== null}
      description={description}
      onStay={() => setPending(null)}
      onDiscard={() => {
        const action = pending;
        setPending(null);
        action?.();
      }}
    />
  );
  return { guard, dialog };
}
