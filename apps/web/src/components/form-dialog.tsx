import { Button } from '@tessera/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@tessera/ui/dialog';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A small form in a dialog: title, description, the fields, Cancel and the submit button. */
export function FormDialog({
  title,
  description,
  testId,
  submitLabel,
  submitTestId,
  submitDisabled = false,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  description: string;
  testId: string;
  submitLabel: string;
  submitTestId: string;
  /** A saved thing's settings not yet changed: nothing to save. */
  submitDisabled?: boolean;
  onClose: () => void;
  onSubmit: (e: FormEvent) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t('common:actions.close')} data-testid={testId}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" disabled={submitDisabled} data-testid={submitTestId}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
