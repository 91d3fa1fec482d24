import { ConfirmDialog } from '@tessera/ui/confirm-dialog';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { toast } from '@tessera/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../../../components/form-dialog';
import { errorText } from '../../../../../../lib/error-text';
import { formMeta } from '../../../../../../lib/services';
import type { AppRouter } from '@tessera/api';
import type { inferRouterOutputs } from '@trpc/server';
import { api } from '../../../../../../lib/trpc';

export type GeoMapRow = inferRouterOutputs<AppRouter>['geoMap']['list']['maps'][number];

export function RenameGeoMapDialog({ map, onClose }: { map: GeoMapRow; onClose: () => void }) {
  const { t } = useTranslation();
  const utils = api.useUtils();
  const [name, setName] = useState(map.name);
  const rename = api.geoMap.rename.useMutation({
    meta: formMeta,
    onSuccess: async () => {
      toast.success(t('orgs:maps.rename.done'));
      await utils.geoMap.list.invalidate({ orgId: map.orgId });
      onClose();
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
      onSubmit={(e) => {
        e.preventDefault();
        if (name.trim()) rename.mutate({ id: map.id, name: name.trim() });
      }}
    >
      <FormField
        id="geo-map-new-name"
        label={t('orgs:maps.upload.name')}
        error={rename.error ? errorText(t, rename.error) : undefined}
      >
        <Input value={name} maxLength={128} onChange={(e) => setName(e.target.value)} autoFocus />
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
