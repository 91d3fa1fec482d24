import { Avatar } from '@tessera/ui/avatar';
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
import { Upload } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../hooks/use-form';
import type { UserProfile } from '../../../lib/auth-store';
import { uploadFile } from '../../../lib/rest';
import { formMeta, useServices } from '../../../lib/services';
import { api } from '../../../lib/trpc';
import { avatarUrl, displayName } from '../../../lib/user';
import { maxLength } from '../../../lib/validation';

export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export function ProfileDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [user] = api.user.me.useSuspenseQuery();
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
  const { t } = useTranslation();
  const services = useServices();
  const form = useForm({
    initial: {
      name: user.name ?? '',
      department: user.department ?? '',
      description: user.description ?? '',
    },
    schema: { name: [maxLength(128)], department: [maxLength(128)], description: [maxLength(1000)] },
    labels: { name: 'fields:name', department: 'fields:department', description: 'fields:description' },
  });
  const save = api.user.updateProfile.useMutation({
    meta: formMeta,
    onSuccess: (updated) => {
      // Spec §4: the saved changes are merged into the stored user.
      services.auth.mergeUser(updated);
      services.trpc.user.me.setData(undefined, updated);
      toast.success(t('profile:saved'));
      onDone();
    },
    onError: (error) => {
      if (!form.applyServerError(error)) services.reporter.report(error);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (form.check()) save.mutate(form.values);
  };
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
        <FormField id="name" label={t('fields:name')} error={form.errorText('name')}>
          <Input autoComplete="name" {...form.field('name')} />
        </FormField>
        <FormField id="department" label={t('fields:department')} error={form.errorText('department')}>
          <Input autoComplete="organization-title" {...form.field('department')} />
        </FormField>
      </div>
      <FormField id="description" label={t('fields:description')} error={form.errorText('description')}>
        <Textarea rows={3} {...form.field('description')} />
      </FormField>
      <DialogFooter className="mt-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t('common:actions.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Picks an image, previews it at once and uploads it with progress (REST, multipart `file`). */
function AvatarUpload({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const services = useServices();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!AVATAR_TYPES.includes(file.type)) return void toast.error(t('errors:FILE_TYPE'));
    if (file.size > AVATAR_MAX_BYTES) return void toast.error(t('errors:FILE_TOO_LARGE', { max: '2 MB' }));
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      const path = await uploadFile<string>(services.apiDeps, '/api/v1/files/user/avatar', file, setProgress);
      const next = services.auth.mergeUser({ avatar: path }) ?? { ...user, avatar: path };
      services.trpc.user.me.setData(undefined, (u) => (u ? { ...u, avatar: path } : next));
      toast.success(t('profile:avatar.saved'));
    } catch (error) {
      setPreview(null);
      services.reporter.report(error);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="flex items-center gap-4 rounded-lg border border-border bg-muted/40 p-3">
      <Avatar
        src={preview ?? avatarUrl(user.avatar)}
        name={displayName(user)}
        className="size-14 text-base"
        data-testid="profile-avatar"
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">{t('profile:avatar.label')}</p>
        <p className="text-xs text-muted-foreground">{t('profile:avatar.hint')}</p>
        {progress !== null && (
          <div
            className="mt-2 h-1 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-valuenow={Math.round(progress * 100)}
          >
            <div
              className="h-full bg-primary transition-[width]"
              style={{ width: `${Math.round(progress * 100)}%` }}
            />
          </div>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept={AVATAR_TYPES.join(',')}
        className="hidden"
        data-testid="avatar-input"
        onChange={(e) => void onFile(e)}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        loading={progress !== null}
        onClick={() => input.current?.click()}
      >
        <Upload />
        {t('profile:avatar.upload')}
      </Button>
    </div>
  );
}
