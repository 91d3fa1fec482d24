import { ConfirmDialog } from '@tessera/ui/confirm-dialog';
import { useTranslation } from 'react-i18next';
import type { VersionItem } from './use-versions';

/** "Restore version N?": the content comes back as a new version; the current one stays in the history. */
export function RestoreVersionDialog({
  version,
  dirty,
  loading,
  onCancel,
  onConfirm,
}: {
  version: VersionItem;
  dirty: boolean;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={t('common:versions.restoreTitle', { version: version.version })}
      description={
        t('common:versions.restoreDescription') + (dirty ? ` ${t('common:versions.restoreDiscards')}` : '')
      }
      confirmLabel={t('common:versions.restore')}
      cancelLabel={t('common:actions.cancel')}
      loading={loading}
      onConfirm={onConfirm}
    />
  );
}
