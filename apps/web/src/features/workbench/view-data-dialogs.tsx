import type { Dataframe } from '@tessera/charts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@tessera/ui/dialog';
import { Spinner } from '@tessera/ui/spinner';
import { useTranslation } from 'react-i18next';
import { PreviewTable } from '../../components/data-grid/preview-table';

/** "View data": the rows behind the chart, under the person's own rules. */
export function ViewDataDialog({
  frame,
  loading,
  error,
  point,
  onClose,
}: {
  frame: Dataframe | undefined;
  loading: boolean;
  error: string | null;
  /** The clicked point whose rows are shown ("country = Germany"), else the whole chart's rows. */
  point?: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        closeLabel={t('common:actions.close')}
        className="sm:max-w-5xl"
        data-testid="view-data-dialog"
      >
        <DialogHeader>
          <DialogTitle>{t('vizs:workbench.viewData')}</DialogTitle>
          <DialogDescription data-testid="view-data-scope">
            {point ? t('vizs:workbench.viewPointHint', { point }) : t('vizs:workbench.viewDataHint')}
          </DialogDescription>
        </DialogHeader>
        {error ? (
          <p className="text-sm text-destructive">{error}</p>
        ) : loading || !frame ? (
          <Spinner />
        ) : (
          <PreviewTable frame={frame} height={460} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** "View SQL": the statement the database ran, for managers of the view. */
export function ViewSqlDialog({ sql, onClose }: { sql: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        closeLabel={t('common:actions.close')}
        className="sm:max-w-3xl"
        data-testid="view-sql-dialog"
      >
        <DialogHeader>
          <DialogTitle>{t('vizs:workbench.viewSql')}</DialogTitle>
          <DialogDescription>{t('vizs:workbench.viewSqlHint')}</DialogDescription>
        </DialogHeader>
        {sql ? (
          <pre className="max-h-[60vh] overflow-auto rounded-md bg-muted p-3 font-mono text-xs whitespace-pre-wrap">
            {sql}
          </pre>
        ) : (
          <Spinner />
        )}
      </DialogContent>
    </Dialog>
  );
}
