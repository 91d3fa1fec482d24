import { orgsSchemas, settingsSchemas } from '@tessera/core/schemas';
import { z } from 'zod';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Button } from '@tessera/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@tessera/ui/card';
import { ConfirmDialog } from '@tessera/ui/confirm-dialog';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { Textarea } from '@tessera/ui/textarea';
import { toast } from '@tessera/ui/toast';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequireModule } from '../../../../../components/require-module';
import { useOrg } from '../../../../../hooks/use-org';
import { usePageTitle } from '../../../../../hooks/use-page-title';
import { formMeta, useServices } from '../../../../../lib/services';
import { api } from '../../../../../lib/trpc';
import { applyServerError, useFieldErrors, useSchemaForm } from '../../../../../lib/forms';
import { ImageUpload } from '../../../../../components/image-upload';

export const Route = createFileRoute('/_app/organizations/$orgId/settings/organization')({
  component: () => (
    <RequireModule module="ORG_SETTINGS">
      <OrganizationSettingsPage />
    </RequireModule>
  ),
});

/** Datart's default when an organisation has not set its own download limit. */
const DEFAULT_DOWNLOAD_RECORD_LIMIT = 1_000_000;

function OrganizationSettingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('orgs:settings.tabs.organization'));
  const { orgId, orgOwner } = useOrg();
  const org = api.org.byId.useQuery({ orgId });
  const [system] = api.system.info.useSuspenseQuery();
  return (
    <div className="space-y-5">
      {org.data && <GeneralCard key={org.data.id} org={org.data} />}
      <DownloadLimitCard />
      {orgOwner && system.tenantManagementMode !== 'TEAM' && org.data && <DangerZone name={org.data.name} />}
    </div>
  );
}

type Org = { id: string; name: string; description: string | null; avatar: string | null };

function GeneralCard({ org }: { org: Org }) {
  const { t } = useTranslation();
  const services = useServices();
  const form = useSchemaForm(orgsSchemas.updateOrgInputSchema, {
    defaultValues: { orgId: org.id, name: org.name, description: org.description ?? '' },
  });
  const errorOf = useFieldErrors(form.formState.errors);
  const save = api.org.update.useMutation({
    meta: formMeta,
    onSuccess: async (_saved, input) => {
      toast.success(t('orgs:settings.general.saved'));
      // The saved values become the form's new starting point, so Save is off until the next edit.
      form.reset({ orgId: org.id, name: input.name, description: input.description ?? '' });
      await Promise.all([services.trpc.org.invalidate(), services.trpc.user.me.invalidate()]);
    },
    onError: (error) => {
      if (!applyServerError(form, error, t)) services.reporter.report(error);
    },
  });
  const submit = form.handleSubmit((values) => save.mutate(values));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('orgs:settings.general.title')}</CardTitle>
        <CardDescription>{t('orgs:settings.general.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4" data-testid="org-settings-form">
          <OrgAvatarUpload org={org} name={form.watch('name') || org.name} />
          <FormField
            id="org-settings-name"
            label={t('orgs:fields.name')}
            error={errorOf('name', 'orgs:fields.name')}
          >
            <Input {...form.register('name')} />
          </FormField>
          <FormField
            id="org-settings-description"
            label={t('fields:description')}
            error={errorOf('description', 'fields:description')}
          >
            <Textarea rows={3} {...form.register('description')} />
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty}>
              {t('common:actions.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** The organisation's avatar, uploaded like the user's. */
function OrgAvatarUpload({ org, name }: { org: Org; name: string }) {
  const { t } = useTranslation();
  const services = useServices();
  return (
    <ImageUpload
      current={org.avatar}
      name={name}
      endpoint={`/api/v1/files/org/avatar?orgId=${encodeURIComponent(org.id)}`}
      label={t('orgs:settings.avatar.label')}
      hint={t('orgs:settings.avatar.hint')}
      uploadLabel={t('orgs:settings.avatar.upload')}
      savedMessage={t('orgs:settings.avatar.saved')}
      avatarClassName="size-14 rounded-lg text-base"
      testId="org-avatar"
      inputTestId="org-avatar-input"
      onUploaded={async () => {
        await Promise.all([services.trpc.org.invalidate(), services.trpc.user.me.invalidate()]);
      }}
    />
  );
}

/** The server's rule for the value (a positive integer); empty means "use the default" and clears it. */
const downloadLimitFormSchema = z.object({
  limit: z.union([
    z.literal(''),
    settingsSchemas.orgSettingInputSchema.shape.config.refine((v) => Number(v) > 0, { error: 'invalid' }),
  ]),
});

function DownloadLimitCard() {
  const { t } = useTranslation();
  const services = useServices();
  const { orgId } = useOrg();
  const settings = api.settings.org.useQuery({ orgId });
  const row = settings.data?.find((s) => s.type === 'DOWNLOAD_RECORD_LIMIT');
  const form = useSchemaForm(downloadLimitFormSchema, { defaultValues: { limit: '' } });
  const { reset } = form;
  useEffect(() => reset({ limit: row?.config ?? '' }), [row?.config, reset]);
  const done = async () => {
    toast.success(t('orgs:settings.download.saved'));
    await services.trpc.settings.org.invalidate({ orgId });
  };
  const onError = (error: unknown) => {
    if (!applyServerError(form, error, t)) services.reporter.report(error);
  };
  const save = api.settings.saveOrg.useMutation({ meta: formMeta, onSuccess: done, onError });
  const clear = api.settings.deleteOrg.useMutation({ meta: formMeta, onSuccess: done, onError });
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
        <CardTitle>{t('orgs:settings.download.title')}</CardTitle>
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

/** Deleting needs the exact name typed; afterwards the workspace moves to another organisation. */
function DangerZone({ name }: { name: string }) {
  const { t } = useTranslation();
  const services = useServices();
  const navigate = useNavigate();
  const { orgId } = useOrg();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const remove = api.org.delete.useMutation({
    meta: formMeta,
    onSuccess: async () => {
      setOpen(false);
      toast.success(t('orgs:delete.deleted', { name }));
      const user = await services.trpc.user.me.fetch(undefined, { staleTime: 0 });
      services.auth.setUser(user);
      void services.trpc.org.list.invalidate();
      const next = user.organizations.find((o) => o.id !== orgId);
      if (next) void navigate({ to: '/organizations/$orgId', params: { orgId: next.id } });
      else void navigate({ to: '/' });
    },
    onError: (e) => {
      const code = (e.data as { appError?: { code: string } } | undefined)?.appError?.code;
      if (code === 'CONFIRM_NAME_MISMATCH') setError(t('errors:CONFIRM_NAME_MISMATCH'));
      else services.reporter.report(e);
    },
  });
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle className="text-destructive">{t('orgs:delete.zone')}</CardTitle>
        <CardDescription>{t('orgs:delete.zoneDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="destructive"
          onClick={() => {
            setTyped('');
            setError(undefined);
            setOpen(true);
          }}
          data-testid="delete-org"
        >
          {t('orgs:delete.button')}
        </Button>
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title={t('orgs:delete.dialogTitle', { name })}
          description={t('orgs:delete.dialogDescription')}
          confirmLabel={t('orgs:delete.confirm')}
          cancelLabel={t('common:actions.cancel')}
          closeLabel={t('common:actions.close')}
          destructive
          loading={remove.isPending}
          confirmDisabled={typed !== name}
          onConfirm={() => remove.mutate({ orgId, confirmName: typed })}
        >
          <FormField id="delete-org-name" label={t('orgs:delete.typeName')} error={error}>
            <Input
              autoComplete="off"
              value={typed}
              placeholder={name}
              onChange={(e) => {
                setTyped(e.target.value);
                setError(undefined);
              }}
            />
          </FormField>
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}
