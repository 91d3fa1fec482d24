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
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { switchOrg } from '../../../hooks/use-current-org';
import { useForm } from '../../../hooks/use-form';
import { formMeta, useServices } from '../../../lib/services';
import { api } from '../../../lib/trpc';
import { maxLength, required } from '../../../lib/validation';

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
  const { t } = useTranslation();
  const services = useServices();
  const navigate = useNavigate();
  const form = useForm({
    initial: { name: '', description: '' },
    schema: { name: [required, maxLength(128)], description: [maxLength(1000)] },
    labels: { name: 'orgs:fields.name', description: 'fields:description' },
  });
  const create = api.org.create.useMutation({
    meta: formMeta,
    onSuccess: async (org) => {
      await Promise.all([services.trpc.user.me.invalidate(), services.trpc.org.list.invalidate()]);
      switchOrg(services, org.id);
      toast.success(t('orgs:create.created', { name: org.name }));
      onDone();
      void navigate({ to: '/' });
    },
    onError: (error) => {
      if (!form.applyServerError(error)) services.reporter.report(error);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (form.check())
      create.mutate({
        name: form.values.name.trim(),
        description: form.values.description.trim() || undefined,
      });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField id="org-name" label={t('orgs:fields.name')} error={form.errorText('name')}>
        <Input autoFocus {...form.field('name')} />
      </FormField>
      <FormField id="org-description" label={t('fields:description')} error={form.errorText('description')}>
        <Textarea rows={3} {...form.field('description')} />
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
