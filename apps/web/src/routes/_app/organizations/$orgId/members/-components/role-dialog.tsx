import { useMutation } from '@tanstack/react-query';
import { rolesSchemas } from '@tessera/core/schemas';
import { Button } from '@tessera/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@tessera/ui/dialog';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { Textarea } from '@tessera/ui/textarea';
import { toast } from '@tessera/ui/toast';
import { useTranslation } from 'react-i18next';
import { useOrg } from '../../../../../../hooks/use-org';
import { formMeta, useServices } from '../../../../../../lib/services';
import { useTRPC } from '../../../../../../lib/trpc';
import { applyServerError, useFieldErrors, useSchemaForm } from '../../../../../../lib/forms';
import type { Role } from './types';

/** Creates or edits a role; a name clash shows "Name already exists!" under the name. */
export function RoleDialog({
  open,
  role,
  onClose,
  onSaved,
}: {
  open: boolean;
  role: Role | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t('common:actions.close')} data-testid="role-dialog">
        <DialogHeader>
          <DialogTitle>{role ? t('members:role.editTitle') : t('members:role.createTitle')}</DialogTitle>
        </DialogHeader>
        {open && <RoleForm role={role} onClose={onClose} onSaved={onSaved} />}
      </DialogContent>
    </Dialog>
  );
}

const roleFormSchema = rolesSchemas.createRoleInputSchema.pick({ name: true, description: true });

function RoleForm({
  role,
  onClose,
  onSaved,
}: {
  role: Role | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const services = useServices();
  const { orgId } = useOrg();
  const form = useSchemaForm(roleFormSchema, {
    defaultValues: { name: role?.name ?? '', description: role?.description ?? '' },
  });
  const errorOf = useFieldErrors(form.formState.errors);
  const handlers = {
    meta: formMeta,
    onError: (error: unknown) => {
      if (!applyServerError(form, error, t)) services.reporter.report(error);
    },
  };
  const create = useMutation(trpc.role.create.mutationOptions(handlers));
  const update = useMutation(trpc.role.update.mutationOptions(handlers));
  const submit = form.handleSubmit(({ name, description }) => {
    const onSuccess = async () => {
      toast.success(role ? t('members:role.saved') : t('members:role.created', { name }));
      await onSaved();
      onClose();
    };
    if (role) update.mutate({ id: role.id, name, description: description ?? '' }, { onSuccess });
    else create.mutate({ orgId, name, description: description ?? undefined }, { onSuccess });
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField
        id="role-name"
        label={t('members:role.columns.name')}
        error={errorOf('name', 'members:role.columns.name')}
      >
        <Input autoFocus {...form.register('name')} />
      </FormField>
      <FormField
        id="role-description"
        label={t('fields:description')}
        error={errorOf('description', 'fields:description')}
      >
        <Textarea rows={3} {...form.register('description')} />
      </FormField>
      <DialogFooter className="mt-2">
        <Button type="button" variant="outline" onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          type="submit"
          loading={create.isPending || update.isPending}
          disabled={Boolean(role) && !form.formState.isDirty}
        >
          {t('common:actions.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
