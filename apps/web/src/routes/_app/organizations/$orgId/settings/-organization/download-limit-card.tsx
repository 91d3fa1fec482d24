import { useQuery, useMutation } from '@tanstack/react-query';
import { settingsSchemas } from '@tessera/core/schemas';
import { Button } from '@tessera/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@tessera/ui/card';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { toast } from '@tessera/ui/toast';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useOrg } from '../../../../../../hooks/use-org';
import { applyServerError, useSchemaForm } from '../../../../../../lib/forms';
import { formMeta, useServices } from '../../../../../../lib/services';
import { useTRPC } from '../../../../../../lib/trpc';

/** Datart's default when an organisation has not set its own download limit. */
const DEFAULT_DOWNLOAD_RECORD_LIMIT = 1_000_000;

/** The server's rule for the value (a positive integer); empty means "use the default" and clears it. */
const downloadLimitFormSchema = z.object({
  limit: z.union([
    z.literal(''),
    settingsSchemas.orgSettingInputSchema.shape.config.refine((v) => Number(v) > 0, { error: 'invalid' }),
  ]),
});

/** The most rows a download of this organisation may hold; empty falls back to the default. */
export function DownloadLimitCard() {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const services = useServices();
  const { orgId } = useOrg();
  const settings = useQuery(trpc.settings.org.queryOptions({ orgId }));
  const row = settings.data?.find((s) => s.type === 'DOWNLOAD_RECORD_LIMIT');
  const form = useSchemaForm(downloadLimitFormSchema, { defaultValues: { limit: '' } });
  const { reset } = form;
  useEffect(() => reset({ limit: row?.config ?? '' }), [row?.config, reset]);
  const done = async () => {
    toast.success(t('orgs:settings.download.saved'));
    await services.queryClient.invalidateQueries(services.trpc.settings.org.queryFilter({ orgId }));
  };
  const onError = (error: unknown) => {
    if (!applyServerError(form, error, t)) services.reporter.report(error);
  };
  const save = useMutation(
    trpc.settings.saveOrg.mutationOptions({ meta: formMeta, onSuccess: done, onError }),
  );
  const clear = useMutation(
    trpc.settings.deleteOrg.mutationOptions({ meta: formMeta, onSuccess: done, onError }),
  );
  const submit = form.handleSubmit(({ limit }) => {
    if (!limit) {
      if (row) clear.mutate({ id: row.id });
      return;
    }
    save.mutate({ orgId, type: 'DOWNLOAD_RECORD_LIMIT', config: String(Number(limit)) });
  });
  const fallback = DEFAULT_DOWNLOAD_RECORD_LIMIT.toLocaleString('en-US');
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('orgs:settings.download.title')}</CardTitle>
        <CardDescription>{t('orgs:settings.download.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={submit}
          noValidate
          className="flex flex-wrap items-start gap-3"
          data-testid="download-limit-form"
        >
          <FormField
            id="download-limit"
            className="min-w-60 flex-1"
            label={t('orgs:settings.download.label')}
            error={form.formState.errors.limit ? t('orgs:settings.download.invalid') : undefined}
            hint={t('orgs:settings.download.hint', { value: fallback })}
          >
            <Input inputMode="numeric" placeholder={fallback} {...form.register('limit')} />
          </FormField>
          <Button type="submit" className="mt-6" loading={save.isPending || clear.isPending}>
            {t('common:actions.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
