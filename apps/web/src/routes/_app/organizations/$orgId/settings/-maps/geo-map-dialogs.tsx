import { useQueryClient, useMutation } from '@tanstack/react-query';
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
import { useTRPC } from '../../../../../../lib/trpc';

export type GeoMapRow = inferRouterOutputs<AppRouter>['geoMap']['list']['maps'][number];

/** The new name as the server checks it (required, at most 128 characters, free in the organisation). */
const renameFormSchema = geoMapsSchemas.renameGeoMapInputSchema.pick({ name: true });

export function RenameGeoMapDialog({ map, onClose }: { map: GeoMapRow; onClose: () => void }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const services = useServices();
  const queryClient = useQueryClient();
  const form = useSchemaForm(renameFormSchema, { defaultValues: { name: map.name } });
  const errorOf = useFieldErrors(form.formState.errors);
  const rename = useMutation(
    trpc.geoMap.rename.mutationOptions({
      meta: formMeta,
      onSuccess: async () => {
        toast.success(t('orgs:maps.rename.done'));
        await queryClient.invalidateQueries(trpc.geoMap.list.queryFilter({ orgId: map.orgId }));
        onClose();
      },
      onError: (error) => {
        const labelOf = () => t('orgs:maps.upload.name');
        if (!applyServerError(form, error, t, { labelOf })) services.reporter.report(error);
      },
    }),
  );
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
  const trpc = useTRPC();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.geoMap.delete.mutationOptions({
      onSuccess: async () => {
        toast.success(t('orgs:maps.delete.done', { name: map.name }));
        await queryClient.invalidateQueries(trpc.geoMap.list.queryFilter({ orgId: map.orgId }));
        onClose();
      },
    }),
  );
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
