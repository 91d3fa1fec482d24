import { ConfirmDialog as UiConfirmDialog, type ConfirmDialogProps } from '@tessera/ui/confirm-dialog';
import { useTranslation } from 'react-i18next';
import { onDemandDialog } from './on-demand';

/**
 * A name (and optionally a folder) asked in a dialog: new folder, rename, restore, move. Its form (with the
 * form and schema libraries) loads when first opened, not with the trees and pages that offer it.
 */
export const NameDialog = onDemandDialog(() => import('./name-dialog').then((m) => m.NameDialog));

/**
 * The workspace's confirm dialog with the usual Cancel and Close words filled in: the one ConfirmDialog
 * of @tessera/ui, so every confirmation looks and behaves alike.
 */
export function ConfirmDialog({
  pending,
  ...props
}: Omit<ConfirmDialogProps, 'cancelLabel' | 'closeLabel' | 'loading'> & { pending?: boolean }) {
  const { t } = useTranslation();
  return (
    <UiConfirmDialog
      {...props}
      loading={pending}
      cancelLabel={t('common:actions.cancel')}
      closeLabel={t('common:actions.close')}
    />
  );
}
