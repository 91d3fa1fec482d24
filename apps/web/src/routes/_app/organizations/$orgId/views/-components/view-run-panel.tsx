import { Alert } from '@tessera/ui/alert';
import { Button } from '@tessera/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@tessera/ui/select';
import { CircleAlert, Play, TriangleAlert } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PreviewTable, type Frame } from '../../../../../../components/data-grid/preview-table';

export const ROW_COUNTS = [100, 1000, 10000, 100000] as const;

export type RunState =
  | { kind: 'idle' }
  | { kind: 'ok'; frame: Frame; warnings: { code: string; message: string }[] }
  | { kind: 'error'; title: string; message: string };

/** The run button, the row count and the result of the last run. */
export function ViewRunPanel({
  type,
  run,
  size,
  setSize,
  pending,
  disabled,
  doRun,
  runLabel,
}: {
  type: 'SQL' | 'STRUCT';
  run: RunState;
  size: number;
  setSize: (size: number) => void;
  pending: boolean;
  disabled: boolean;
  doRun: (onlySelection: boolean) => void;
  runLabel: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="default"
          loading={pending}
          disabled={disabled}
          onClick={() => doRun(true)}
          data-testid="view-run"
        >
          <Play />
          {runLabel}
        </Button>
        <Select value={String(size)} onValueChange={(v) => setSize(Number(v))}>
          <SelectTrigger className="w-36" aria-label={t('views:run.rows')} data-testid="view-run-size">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {ROW_COUNTS.map((n) => (
              <SelectItem key={n} value={String(n)}>
                {t('views:run.rowCount', { count: n, formatted: n.toLocaleString(i18n.language) })}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {type === 'SQL' && <span className="text-xs text-muted-foreground">{t('views:run.shortcut')}</span>}
        {run.kind === 'ok' && (
          <span className="ml-auto text-xs text-muted-foreground" data-testid="view-row-count">
            {t('views:run.resultRows', {
              count: run.frame.rows.length,
              formatted: run.frame.rows.length.toLocaleString(i18n.language),
            })}
          </span>
        )}
      </div>
      <RunResult run={run} />
    </>
  );
}

function RunResult({ run }: { run: RunState }) {
  const { t } = useTranslation();
  const parseWarning =
    run.kind === 'ok' ? run.warnings.find((w) => w.code === 'SQL_PARSE_FAILED') : undefined;
  const rowLimit = run.kind === 'ok' ? run.warnings.find((w) => w.code === 'ROW_LIMIT') : undefined;
  const frame = run.kind === 'ok' ? run.frame : null;
  const empty = useMemo(() => frame && frame.rows.length === 0, [frame]);
  if (run.kind === 'idle')
    return (
      <div className="rounded-md border border-dashed border-border py-10 text-center text-sm text-muted-foreground">
        {t('views:run.idle')}
      </div>
    );
  if (run.kind === 'error')
    return (
      <Alert variant="destructive" data-testid="run-error">
        <CircleAlert />
        <div className="min-w-0">
          <p className="font-medium">{run.title}</p>
          {/* Monospaced: a database's caret line (`^`) points at the column above it. */}
          <p
            className="mt-0.5 font-mono text-xs break-words whitespace-pre-wrap opacity-90"
            data-testid="run-error-message"
          >
            {run.message}
          </p>
        </div>
      </Alert>
    );
  return (
    <div className="space-y-2">
      {parseWarning && (
        <Alert variant="warning" data-testid="run-parse-warning">
          <TriangleAlert />
          <div className="min-w-0">
            <p className="font-medium">{t('views:run.parseFailed')}</p>
            <p className="mt-0.5 text-xs break-words opacity-90">{t('views:run.parseFailedHint')}</p>
          </div>
        </Alert>
      )}
      {rowLimit && <p className="text-xs text-muted-foreground">{t('views:run.rowLimit')}</p>}
      {empty ? (
        <div
          className="rounded-md border border-border py-8 text-center text-sm text-muted-foreground"
          data-testid="run-empty"
        >
          {t('views:run.noRows')}
        </div>
      ) : (
        <div className="rounded-md border border-border" data-testid="run-result">
          <PreviewTable frame={run.frame} height={440} />
        </div>
      )}
    </div>
  );
}
