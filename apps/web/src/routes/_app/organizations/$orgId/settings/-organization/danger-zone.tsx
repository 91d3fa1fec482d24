import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button } from '@tessera/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@tessera/ui/card';
import { ConfirmDialog } from '@tessera/ui/confirm-dialog';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { toast } from '@tessera/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { switchOrg } from '../../../../../../hooks/use-current-org';
import { useOrg } from '../../../../../../hooks/use-org';
import { applyServerError, useFieldErrors, useSchemaForm } from '../../../../../../lib/forms';
import { formMeta, useServices } from '../../../../../../lib/services';
import { useTRPC } from '../../../../../../lib/trpc';
import { deleteOrgFormSchema } from './delete-org-schema';

/** Deleting needs the exact name typed; afterwards the workspace moves to another organisation. */
export function DangerZone({ name }: { name: string }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const services = useServices();
  const navigate = useNavigate();
  const { orgId } = useOrg();
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(deleteOrgFormSchema, { defaultValues: { confirmName: '' } });
  const errorOf = useFieldErrors(form.formState.errors);
  const typed = form.watch('confirmName');
  const remove = useMutation(
    trpc.org.delete.mutationOptions({
      meta: formMeta,
      onSuccess: async () => {
        setOpen(false);
        toast.success(t('orgs:delete.deleted', { name }));
        const user = await services.queryClient.fetchQuery(
          services.trpc.user.me.queryOptions(undefined, { staleTime: 0 }),
        );
        services.auth.setUser(user);
        void services.queryClient.invalidateQueries(services.trpc.org.list.pathFilter());
        const next = user.organizations.find((o) => o.id !== orgId);
        if (next) switchOrg(services, next.id);
        void navigate({ to: '/' });
      },
      onError: (e) => {
        if (!applyServerError(form, e, t, { labelOf: () => t('orgs:delete.typeName') }))
          services.reporter.report(e);
      },
    }),
  );
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle level={2} className="text-destructive">
          {t('orgs:delete.zone')}
        </CardTitle>
        <CardDescription>{t('orgs:delete.zoneDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="destructive"
          onClick={() => {
            form.reset({ confirmName: '' });
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
          onConfirm={() => void form.handleSubmit((v) => remove.mutate({ orgId, ...v }))()}
        >
          <FormField
            id="delete-org-name"
            label={t('orgs:delete.typeName')}
            error={errorOf('confirmName', 'orgs:delete.typeName')}
          >
            <Input autoComplete="off" placeholder={name} {...form.register('confirmName')} />
          </FormField>
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}
