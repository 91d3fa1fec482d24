import { useMutation } from '@tanstack/react-query';
import { accountsSchemas } from '@tessera/core/schemas';
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
import { useTranslation } from 'react-i18next';
import { formMeta, useServices } from '../../../lib/services';
import { useTRPC } from '../../../lib/trpc';
import { applyServerError, useFieldErrors, useSchemaForm } from '../../../lib/forms';

const initial = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** The server's rules; the form also asks for the confirmation, which Datart's client checks itself. */
const changePasswordFormSchema = accountsSchemas.changePasswordInputSchema.superRefine((v, c) => {
  if (!v.confirmPassword) c.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'required' });
});

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
  const trpc = useTRPC();
  const { t } = useTranslation();
  const services = useServices();
  const form = useSchemaForm(changePasswordFormSchema, { defaultValues: initial });
  const errorOf = useFieldErrors(form.formState.errors);
  const change = useMutation(
    trpc.user.changePassword.mutationOptions({
      meta: formMeta,
      onSuccess: () => {
        toast.success(t('profile:password.saved'));
        onDone();
      },
      onError: (error) => {
        if (!applyServerError(form, error, t)) services.reporter.report(error);
      },
    }),
  );
  const submit = form.handleSubmit((values) => change.mutate(values));
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField
        id="oldPassword"
        label={t('fields:oldPassword')}
        error={errorOf('oldPassword', 'fields:oldPassword')}
      >
        <Input type="password" autoComplete="current-password" autoFocus {...form.register('oldPassword')} />
      </FormField>
      <FormField
        id="newPassword"
        label={t('fields:newPassword')}
        error={errorOf('newPassword', 'fields:newPassword')}
        hint={t('auth:passwordHint')}
      >
        <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
      </FormField>
      <FormField
        id="confirmPassword"
        label={t('fields:confirmPassword')}
        error={errorOf('confirmPassword', 'fields:confirmPassword')}
      >
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
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
