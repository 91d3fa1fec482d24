import { Badge } from '@tessera/ui/badge';
import { Button } from '@tessera/ui/button';
import { Archive, KeyRound, PlugZap, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { originalName } from '../../../../../../lib/source-tree';
import { SourceIcon } from './source-icon';
import type { SourceForm } from './use-source-form';

/** The source's name and type, whether it is archived or changed, and the test and save buttons. */
export function SourceEditorHeader({ form, typeLabel }: { form: SourceForm; typeLabel: string }) {
  const { t } = useTranslation();
  const { source, type } = form;
  const testable = type === 'JDBC' || type === 'HTTP';
  return (
    <header className="flex flex-wrap items-center gap-3">
      <span className="flex size-10 items-center justify-center rounded-lg bg-muted">
        <SourceIcon type={type} className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-xl font-semibold tracking-tight" data-testid="source-title">
          {source ? originalName(source.name) : t('sources:new.title')}
        </h2>
        <div className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge variant="secondary">{typeLabel}</Badge>
          {form.archived && (
            <Badge variant="outline">
              <Archive className="size-3" />
              {t('sources:tree.recycleBin')}
            </Badge>
          )}
          {source?.needsPassword && (
            // Imported without its secret (issue 32): saving with the password clears it.
            <Badge variant="destructive" data-testid="source-needs-password">
              <KeyRound className="size-3" />
              {t('sources:needsPassword')}
            </Badge>
          )}
          {form.dirty && <span className="size-1.5 rounded-full bg-warning" aria-hidden />}
        </div>
      </div>
      {!form.readOnly && (
        <div className="flex items-center gap-2">
          {testable && (
            <Button type="button" variant="outline" loading={form.testing} onClick={() => void form.onTest()}>
              <PlugZap />
              {t('sources:actions.test')}
            </Button>
          )}
          <Button
            type="button"
            loading={form.saving}
            disabled={Boolean(source) && !form.dirty}
            onClick={() => form.onSave()}
            data-testid="source-save"
          >
            <Save />
            {t(source ? 'sources:actions.save' : 'sources:actions.create')}
          </Button>
        </div>
      )}
    </header>
  );
}
