import { useQuery } from '@tanstack/react-query';
import { Button } from '@tessera/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@tessera/ui/dialog';
import { Spinner } from '@tessera/ui/spinner';
import { toast } from '@tessera/ui/toast';
import { GitCompare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';
import { useTRPC } from '../../lib/trpc';
import { RestoreVersionDialog } from './restore-version-dialog';
import { useRestoreVersion, type VersionedType, type VersionItem } from './use-versions';
import { VersionCompare } from './version-compare';
import { VersionList } from './version-list';

/** The history panel: versions newest first; pick two to compare them side by side, or restore one. */
export function VersionHistoryDialog({
  resourceType,
  resourceId,
  dirty,
  onOpenChange,
}: {
  resourceType: VersionedType;
  resourceId: string;
  dirty: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const list = useQuery(trpc.version.list.queryOptions({ resourceType, resourceId }));
  const [picked, setPicked] = useState<string[]>([]);
  const [comparing, setComparing] = useState<[string, string] | null>(null);
  const [target, setTarget] = useState<VersionItem | null>(null);
  const restore = useRestoreVersion(resourceId, (version) => {
    toast.success(t('common:versions.restored', { from: target?.version ?? '', to: version }));
    setTarget(null);
    onOpenChange(false);
  });
  const toggle = (id: string) =>
    setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id].slice(-2)));
  const items = list.data?.items ?? [];

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[90vh] overflow-auto sm:max-w-5xl"
        closeLabel={t('common:actions.close')}
        data-testid="version-history-dialog"
      >
        <DialogHeader>
          <DialogTitle>{t('common:versions.title')}</DialogTitle>
          <DialogDescription>{t('common:versions.description')}</DialogDescription>
        </DialogHeader>
        {list.isPending ? (
          <Spinner label={t('common:versions.loading')} />
        ) : list.error ? (
          <p className="text-sm text-destructive">{errorText(t, list.error)}</p>
        ) : (
          <>
            <VersionList
              items={items}
              picked={picked}
              onToggle={toggle}
              canRestore={list.data.canRestore}
              onRestore={setTarget}
            />
            <div className="flex items-center gap-2">
              <Button
                size="sm"
                variant="outline"
                disabled={picked.length !== 2}
                onClick={() => setComparing([picked[0]!, picked[1]!])}
                data-testid="version-compare"
              >
                <GitCompare />
                {t('common:versions.compare')}
              </Button>
              <span className="text-xs text-muted-foreground">{t('common:versions.pickTwo')}</span>
            </div>
            {comparing && <VersionCompare fromId={comparing[0]} toId={comparing[1]} />}
          </>
        )}
        {target && (
          <RestoreVersionDialog
            version={target}
            dirty={dirty}
            loading={restore.isPending}
            onCancel={() => setTarget(null)}
            onConfirm={() => restore.mutate({ id: target.id })}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
