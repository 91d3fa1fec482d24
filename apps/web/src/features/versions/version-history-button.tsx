import { Button } from '@tessera/ui/button';
import { History } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VersionedType } from './use-versions';
import { VersionHistoryDialog } from './version-history-dialog';

/** An editor's "History" button: the versions of what it edits, their comparison, and restore. */
export function VersionHistoryButton({
  resourceType,
  resourceId,
  dirty = false,
}: {
  resourceType: VersionedType;
  resourceId: string;
  /** The editor holds unsaved changes (a restore discards them: the dialog says so). */
  dirty?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} data-testid="version-history">
        <History />
        {t('common:versions.button')}
      </Button>
      {open && (
        <VersionHistoryDialog
          resourceType={resourceType}
          resourceId={resourceId}
          dirty={dirty}
          onOpenChange={setOpen}
        />
      )}
    </>
  );
}
