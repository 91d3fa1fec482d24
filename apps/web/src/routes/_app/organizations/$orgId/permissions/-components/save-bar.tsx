import { Badge } from '@tessera/ui/badge';
import { Button } from '@tessera/ui/button';
import { RotateCcw, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GrantDraft } from './use-grant-draft';

/** Unsaved-changes indicator with Save and Reset. */
export function SaveBar({ draft }: { draft: GrantDraft }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-end gap-2" data-testid="permissions-save-bar">
      {draft.dirty && (
        <Badge variant="warning" data-testid="unsaved">
          {t('permissions:unsaved')}
        </Badge>
      )}
      <Button variant="outline" size="sm" disabled={!draft.dirty || draft.saving} onClick={draft.reset}>
        <RotateCcw />
        {t('permissions:reset')}
      </Button>
      <Button
        size="sm"
        disabled={!draft.dirty}
        loading={draft.saving}
        onClick={draft.save}
        data-testid="permissions-save"
      >
        <Save />
        {t('permissions:save')}
      </Button>
    </div>
  );
}
