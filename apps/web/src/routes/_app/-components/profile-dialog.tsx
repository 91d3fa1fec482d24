import { useSuspenseQuery, useMutation } from '@tanstack/react-query';
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
import { Textarea } from '@tessera/ui/textarea';
import { toast } from '@tessera/ui/toast';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '../../../lib/auth-store';
import { ImageUpload } from '../../../components/image-upload';
import { formMeta, useServices } from '../../../lib/services';
import { useTRPC } from '../../../lib/trpc';
import { displayName } from '../../../lib/user';
import { applyServerError, useFieldErrors, useSchemaForm } from '../../../lib/forms';

export function ProfileDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { data: user } = useSuspenseQuery(trpc.user.me.queryOptions());
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common:actions.close')} className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('profile:title')}</DialogTitle>
          <DialogDescription>{t('profile:description')}</DialogDescription>
        </DialogHeader>
        {open && <ProfileForm user={user} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ProfileForm({ user, onDone }: { user: UserProfile; onDone: () => void }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const services = useServices();
  const form = useSchemaForm(accountsSchemas.updateProfileInputSchema, {
    defaultValues: {
      name: user.name ?? '',
      department: user.department ?? '',
      description: user.description ?? '',
    },
  });
  const errorOf = useFieldErrors(form.formState.errors);
  const save = useMutation(
    trpc.user.updateProfile.mutationOptions({
      meta: formMeta,
      onSuccess: (updated) => {
        // Spec §4: the saved changes are merged into the stored user.
        services.auth.mergeUser(updated);
        services.queryClient.setQueryData(services.trpc.user.me.queryKey(), updated);
        toast.success(t('profile:saved'));
        onDone();
      },
      onError: (error) => {
        if (!applyServerError(form, error, t)) services.reporter.report(error);
      },
    }),
  );
  const submit = form.handleSubmit((values) => save.mutate(values));
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <AvatarUpload user={user} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="profile-username" label={t('fields:username')}>
          <Input value={user.username} disabled readOnly />
        </FormField>
        <FormField id="profile-email" label={t('fields:email')}>
          <Input value={user.email} disabled readOnly />
        </FormField>
        <FormField id="name" label={t('fields:name')} error={errorOf('name', 'fields:name')}>
          <Input autoComplete="name" {...form.register('name')} />
        </FormField>
        <FormField
          id="department"
          label={t('fields:department')}
          error={errorOf('department', 'fields:department')}
        >
          <Input autoComplete="organization-title" {...form.register('department')} />
        </FormField>
      </div>
      <FormField
        id="description"
        label={t('fields:description')}
        error={errorOf('description', 'fields:description')}
      >
        <Textarea rows={3} {...form.register('description')} />
      </FormField>
      <DialogFooter className="mt-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty}>
          {t('common:actions.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}

function AvatarUpload({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const services = useServices();
  return (
    <ImageUpload
      current={user.avatar}
      name={displayName(user)}
      endpoint="/api/v1/files/user/avatar"
      label={t('profile:avatar.label')}
      hint={t('profile:avatar.hint')}
      uploadLabel={t('profile:avatar.upload')}
      savedMessage={t('profile:avatar.saved')}
      testId="profile-avatar"
      inputTestId="avatar-input"
      onUploaded={(path) => {
        const next = services.auth.mergeUser({ avatar: path }) ?? { ...user, avatar: path };
        services.queryClient.setQueryData(services.trpc.user.me.queryKey(), (u) =>
          u ? { ...u, avatar: path } : next,
        );
      }}
    />
  );
}
