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
import { toast } from '@tessera/ui/toast';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../hooks/use-form';
import { formMeta, useServices } from '../../../lib/services';
import { api } from '../../../lib/trpc';
import { matches, password, required } from '../../../lib/validation';

const initial = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common:actions.close')}>
        <DialogHeader>
          <DialogTitle>{t('profile:password.title')}</DialogTitle>
          <DialogDescription>{t('profile:password.description')}</DialogDescription>
        </DialogHeader>
        {open && <ChangePasswordForm onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const services = useServices();
  const form = useForm({
    initial,
    schema: {
      oldPassword: [required],
      newPassword: [password],
      confirmPassword: [matches<typeof initial>('newPassword')],
    },
    labels: {
      oldPassword: 'fields:oldPassword',
      newPassword: 'fields:newPassword',
      confirmPassword: 'fields:confirmPassword',
    },
  });
  const change = api.user.changePassword.useMutation({
    meta: formMeta,
    onSuccess: () => {
      toast.success(t('profile:password.saved'));
      onDone();
    },
    onError: (error) => {
      if (!form.applyServerError(error)) services.reporter.report(error);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (form.check()) change.mutate(form.values);
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField id="oldPassword" label={t('fields:oldPassword')} error={form.errorText('oldPassword')}>
        <Input type="password" autoComplete="current-password" autoFocus {...form.field('oldPassword')} />
      </FormField>
      <FormField
        id="newPassword"
        label={t('fields:newPassword')}
        error={form.errorText('newPassword')}
        hint={t('auth:passwordHint')}
      >
        <Input type="password" autoComplete="new-password" {...form.field('newPassword')} />
      </FormField>
      <FormField
        id="confirmPassword"
        label={t('fields:confirmPassword')}
        error={form.errorText('confirmPassword')}
      >
        <Input type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
      </FormField>
      <DialogFooter className="mt-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" loading={change.isPending}>
          {t('common:actions.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
