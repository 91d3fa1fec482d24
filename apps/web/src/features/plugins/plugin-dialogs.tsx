import { useMutation } from '@tanstack/react-query';
import type { AppRouter } from '@tessera/api';
import { ConfirmDialog } from '@tessera/ui/confirm-dialog';
import { toast } from '@tessera/ui/toast';
import type { inferRouterOutputs } from '@trpc/server';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../../lib/trpc';

export type PluginRow = inferRouterOutputs<AppRouter>['plugin']['list']['plugins'][number];

export function DeletePluginDialog({
  plugin,
  onClose,
  onChanged,
}: {
  plugin: PluginRow;
  onClose: () => void;
  onChanged: () => Promise<void>;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const remove = useMutation(
    trpc.plugin.delete.mutationOptions({
      onSuccess: async () => {
        toast.success(t('orgs:plugins.delete.done', { name: plugin.name }));
        await onChanged();
        onClose();
      },
    }),
  );
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('orgs:plugins.delete.title', { name: plugin.name })}
      description={t('orgs:plugins.delete.description')}
      confirmLabel={t('orgs:plugins.delete.confirm')}
      cancelLabel={t('common:actions.cancel')}
      closeLabel={t('common:actions.close')}
      destructive
      loading={remove.isPending}
      onConfirm={() => remove.mutate({ id: plugin.id })}
    />
  );
}
