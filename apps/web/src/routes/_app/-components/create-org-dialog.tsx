import { useMutation } from '@tanstack/react-query';
import { orgsSchemas } from '@tessera/core/schemas';
import { useNavigate } from '@tanstack/react-router';
import { Button } from '@tessera/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@tessera/ui/dialog';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { Textarea } from '@tessera/ui/textarea';
import { toast } from '@tessera/ui/toast';
import { useTranslation } from 'react-i18next';
import { formMeta, useServices } from '../../../lib/services';
import { useTRPC } from '../../../lib/trpc';
import { applyServerError, useFieldErrors, useSchemaForm } from '../../../lib/forms';

export function CreateOrgDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common:actions.close')} data-testid="create-org-dialog">
        <DialogHeader>
          <DialogTitle>{t('orgs:create.title')}</DialogTitle>
          <DialogDescription>{t('orgs:create.description')}</DialogDescription>
        </DialogHeader>
        {open && <CreateOrgForm onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function CreateOrgForm({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const services = useServices();
  const navigate = useNavigate();
  const form = useSchemaForm(orgsSchemas.createOrgInputSchema, {
    defaultValues: { name: '', description: '' },
  });
  const errorOf = useFieldErrors(form.formState.errors);
  const create = useMutation(
    trpc.org.create.mutationOptions({
      meta: formMeta,
      onSuccess: async (org) => {
        await Promise.all([
          services.queryClient.invalidateQueries(services.trpc.user.me.pathFilter()),
          services.queryClient.invalidateQueries(services.trpc.org.list.pathFilter()),
        ]);
        toast.success(t('orgs:create.created', { name: org.name }));
        onDone();
        // Its address makes it the current organisation (see organizations/$orgId/route.tsx).
        void navigate({ to: '/organizations/$orgId', params: { orgId: org.id } });
      },
      onError: (error) => {
        if (!applyServerError(form, error, t)) services.reporter.report(error);
      },
    }),
  );
  const submit = form.handleSubmit((values) =>
    create.mutate({ name: values.name, description: values.description ?? undefined }),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField id="org-name" label={t('orgs:fields.name')} error={errorOf('name', 'orgs:fields.name')}>
        <Input autoFocus {...form.register('name')} />
      </FormField>
      <FormField
        id="org-description"
        label={t('fields:description')}
        error={errorOf('description', 'fields:description')}
      >
        <Textarea rows={3} {...form.register('description')} />
      </FormField>
      <DialogFooter className="mt-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" loading={create.isPending}>
          {t('orgs:create.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
