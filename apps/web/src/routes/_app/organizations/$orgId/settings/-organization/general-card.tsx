import { useMutation } from '@tanstack/react-query';
import { orgsSchemas } from '@tessera/core/schemas';
import { Button } from '@tessera/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@tessera/ui/card';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { Textarea } from '@tessera/ui/textarea';
import { toast } from '@tessera/ui/toast';
import { useTranslation } from 'react-i18next';
import { applyServerError, useFieldErrors, useSchemaForm } from '../../../../../../lib/forms';
import { formMeta, useServices } from '../../../../../../lib/services';
import { useTRPC } from '../../../../../../lib/trpc';
import { OrgAvatarUpload, type Org } from './org-avatar-upload';

/** The organisation's name, description and avatar. */
export function GeneralCard({ org }: { org: Org }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const services = useServices();
  const form = useSchemaForm(orgsSchemas.updateOrgInputSchema, {
    defaultValues: { orgId: org.id, name: org.name, description: org.description ?? '' },
  });
  const errorOf = useFieldErrors(form.formState.errors);
  const save = useMutation(
    trpc.org.update.mutationOptions({
      meta: formMeta,
      onSuccess: async (_saved, input) => {
        toast.success(t('orgs:settings.general.saved'));
        // The saved values become the form's new starting point, so Save is off until the next edit.
        form.reset({ orgId: org.id, name: input.name, description: input.description ?? '' });
        await Promise.all([
          services.queryClient.invalidateQueries(services.trpc.org.pathFilter()),
          services.queryClient.invalidateQueries(services.trpc.user.me.pathFilter()),
        ]);
      },
      onError: (error) => {
        if (!applyServerError(form, error, t)) services.reporter.report(error);
      },
    }),
  );
  const submit = form.handleSubmit((values) => save.mutate(values));
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('orgs:settings.general.title')}</CardTitle>
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
