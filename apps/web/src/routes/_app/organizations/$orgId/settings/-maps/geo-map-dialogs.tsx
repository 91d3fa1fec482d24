import { ConfirmDialog } from '@tessera/ui/confirm-dialog';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { geoMapsSchemas } from '@tessera/core/schemas';
import { toast } from '@tessera/ui/toast';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../../../components/form-dialog';
import { applyServerError, useFieldErrors, useSchemaForm } from '../../../../../../lib/forms';
import { formMeta, useServices } from '../../../../../../lib/services';
import type { AppRouter } from '@tessera/api';
import type { inferRouterOutputs } from '@trpc/server';
import { api } from '../../../../../../lib/trpc';

export type GeoMapRow = inferRouterOutputs<AppRouter>['geoMap']['list']['maps'][number];

/** The new name as the server checks it (required, at most 128 characters, free in the organisation). */
const renameFormSchema = geoMapsSchemas.renameGeoMapInputSchema.pick({ name: true });

export function RenameGeoMapDialog({ map, onClose }: { map: GeoMapRow; onClose: () => void }) {
  const { t } = useTranslation();
  const services = useServices();
  const utils = api.useUtils();
  const form = useSchemaForm(renameFormSchema, { defaultValues: { name: map.name } });
  const errorOf = useFieldErrors(form.formState.errors);
  const rename = api.geoMap.rename.useMutation({
    meta: formMeta,
    onSuccess: async () => {
      toast.success(t('orgs:maps.rename.done'));
      await utils.geoMap.list.invalidate({ orgId: map.orgId });
      onClose();
    },
    onError: (error) => {
      const labelOf = () => t('orgs:maps.upload.name');
      if (!applyServerError(form, error, t, { labelOf })) services.reporter.report(error);
    },
  });
  return (
    <FormDialog
      title={t('orgs:maps.rename.title')}
      description={t('orgs:maps.rename.description', { name: map.name })}
      testId="geo-map-rename-dialog"
      submitLabel={t('orgs:maps.rename.submit')}
      submitTestId="geo-map-rename-submit"
      onClose={onClose}
      onSubmit={form.handleSubmit(({ name }) => rename.mutate({ id: map.id, name }))}
    >
      <FormField
        id="geo-map-new-name"
        label={t('orgs:maps.upload.name')}
        error={errorOf('name', 'orgs:maps.upload.name')}
      >
        <Input autoFocus {...form.register('name')} />
      </FormField>
    </FormDialog>
  );
}

export function DeleteGeoMapDialog({ map, onClose }: { map: GeoMapRow; onClose: () => void }) {
  const { t } = useTranslation();
  const utils = api.useUtils();
  const remove = api.geoMap.delete.useMutation({
    onSuccess: async () => {
      toast.success(t('orgs:maps.delete.done', { name: map.name }));
      await utils.geoMap.list.invalidate({ orgId: map.orgId });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('orgs:maps.delete.title', { name: map.name })}
      description={t('orgs:maps.delete.description')}
      confirmLabel={t('orgs:maps.delete.confirm')}
      cancelLabel={t('common:actions.cancel')}
      closeLabel={t('common:actions.close')}
      destructive
      loading={remove.isPending}
      onConfirm={() => remove.mutate({ id: map.id })}
    />
  );
}
