import { Alert } from '@tessera/ui/alert';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TestState } from './use-source-form';

/** The outcome of the last connection test, with the database's message or its warnings. */
export function TestResultAlert({ test }: { test: NonNullable<TestState> }) {
  const { t } = useTranslation();
  return (
    <Alert variant={test.ok ? 'success' : 'destructive'} data-testid="test-result" data-ok={test.ok}>
      {test.ok ? <CircleCheck /> : <CircleAlert />}
      <div className="min-w-0">
        <p className="font-medium">{t(test.ok ? 'sources:editor.testOk' : 'sources:editor.testFailed')}</p>
        {!test.ok && <p className="mt-0.5 text-xs break-words opacity-90">{test.message}</p>}
        {test.ok &&
          test.warnings.map((w) => (
            <p key={w} className="mt-0.5 text-xs break-words" data-testid="test-warning">
              {w}
            </p>
          ))}
      </div>
    </Alert>
  );
}
