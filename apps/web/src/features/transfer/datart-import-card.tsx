import { useQuery, useMutation } from '@tanstack/react-query';
import { Button } from '@tessera/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@tessera/ui/card';
import { Checkbox } from '@tessera/ui/checkbox';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';
import { useTRPC } from '../../lib/trpc';
import { DatartReportView } from './datart-report';

/**
 * Settings → Resource migration → Move over from Datart (issue 32 part 4). Shown only when the server
 * says this person is the system's first owner (`datart.canImport`).
 */
export function DatartImportCard() {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const allowed = useQuery(trpc.datart.canImport.queryOptions());
  const run = useMutation(trpc.datart.import.mutationOptions());
  const [from, setFrom] = useState('');
  const [key, setKey] = useState('');
  const [dryRun, setDryRun] = useState(false);
  if (!allowed.data) return null;
  const submit = () => run.mutate({ from: from.trim(), key: key || null, dryRun });
  return (
    <Card data-testid="datart-import">
      <CardHeader>
        <CardTitle level={2}>{t('orgs:migration.datart.title')}</CardTitle>
        <CardDescription>{t('orgs:migration.datart.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <FormField id="datart-from" label={t('orgs:migration.datart.from')}>
          <Input
            id="datart-from"
            value={from}
            placeholder={t('orgs:migration.datart.fromHint')}
            autoComplete="off"
            onChange={(e) => setFrom(e.target.value)}
            data-testid="datart-from"
          />
        </FormField>
        <FormField id="datart-key" label={t('orgs:migration.datart.key')}>
          <Input
            id="datart-key"
            type="password"
            value={key}
            autoComplete="off"
            onChange={(e) => setKey(e.target.value)}
            data-testid="datart-key"
          />
        </FormField>
        <p className="text-xs text-muted-foreground">{t('orgs:migration.datart.keyHint')}</p>
        <label className="flex items-center gap-2 text-sm">
          <Checkbox
            checked={dryRun}
            onCheckedChange={(v) => setDryRun(v === true)}
            data-testid="datart-dry-run"
          />
          {t('orgs:migration.datart.dryRun')}
        </label>
        {run.error && (
          <p role="alert" className="text-sm text-destructive" data-testid="datart-problem">
            {errorText(t, run.error)}
          </p>
        )}
        <div>
          <Button onClick={submit} disabled={run.isPending || !from.trim()} data-testid="datart-submit">
            {run.isPending ? t('orgs:migration.datart.running') : t('orgs:migration.datart.submit')}
          </Button>
        </div>
        {run.data && <DatartReportView report={run.data} />}
      </CardContent>
    </Card>
  );
}
