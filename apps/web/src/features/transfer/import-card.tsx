import { Button } from '@tessera/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@tessera/ui/card';
import { FormField } from '@tessera/ui/form-field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefreshStories, useRefreshVizs } from '../../hooks/use-vizs';
import { errorText } from '../../lib/error-text';
import { useServices } from '../../lib/services';
import { ImportReportView } from './import-report';
import { importResources, STRATEGIES, type ImportReport, type ImportStrategy } from './transfer-api';

const selectClass =
  'h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** Import: a `.drr` file and what to do when its items exist here; the server's report is shown. */
export function ImportCard({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const services = useServices();
  const refreshVizs = useRefreshVizs();
  const refreshStories = useRefreshStories();
  const [file, setFile] = useState<File | null>(null);
  const [strategy, setStrategy] = useState<ImportStrategy>('NEW');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const submit = async () => {
    if (!file) return setProblem(t('orgs:migration.import.noFile'));
    setBusy(true);
    setProblem(null);
    setReport(null);
    try {
      setReport(await importResources(services.apiDeps, orgId, strategy, file));
      await Promise.all([refreshVizs(), refreshStories()]);
    } catch (e) {
      setProblem(errorText(t, e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card data-testid="migration-import">
      <CardHeader>
        <CardTitle level={2}>{t('orgs:migration.import.title')}</CardTitle>
        <CardDescription>{t('orgs:migration.import.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <FormField id="import-file" label={t('orgs:migration.import.file')}>
          <input
            type="file"
            accept=".drr,application/gzip"
            className="text-sm"
            data-testid="import-file"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </FormField>
        <FormField id="import-strategy" label={t('orgs:migration.import.strategy')}>
          <select
            className={selectClass}
            value={strategy}
            onChange={(e) => setStrategy(e.target.value as ImportStrategy)}
            data-testid="import-strategy"
          >
            {STRATEGIES.map((s) => (
              <option key={s} value={s}>
                {t(`orgs:migration.import.strategies.${s}`)}
              </option>
            ))}
          </select>
        </FormField>
        {problem && (
          <p role="alert" className="text-sm text-destructive" data-testid="import-problem">
            {problem}
          </p>
        )}
        <div>
          <Button onClick={() => void submit()} disabled={busy} data-testid="import-submit">
            {t('orgs:migration.import.submit')}
          </Button>
        </div>
        {report && <ImportReportView report={report} />}
      </CardContent>
    </Card>
  );
}
