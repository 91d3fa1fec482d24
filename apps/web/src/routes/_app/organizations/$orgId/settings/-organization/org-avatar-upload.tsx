import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../../../../../components/image-upload';
import { useServices } from '../../../../../../lib/services';

export type Org = { id: string; name: string; description: string | null; avatar: string | null };

/** The organisation's avatar, uploaded like the user's. */
export function OrgAvatarUpload({ org, name }: { org: Org; name: string }) {
  const { t } = useTranslation();
  const services = useServices();
  return (
    <ImageUpload
      current={org.avatar}
      name={name}
      endpoint={`/api/v1/files/org/avatar?orgId=${encodeURIComponent(org.id)}`}
      label={t('orgs:settings.avatar.label')}
      hint={t('orgs:settings.avatar.hint')}
      uploadLabel={t('orgs:settings.avatar.upload')}
      savedMessage={t('orgs:settings.avatar.saved')}
      avatarClassName="size-14 rounded-lg text-base"
      testId="org-avatar"
      inputTestId="org-avatar-input"
      onUploaded={async () => {
        await Promise.all([
          services.queryClient.invalidateQueries(services.trpc.org.pathFilter()),
          services.queryClient.invalidateQueries(services.trpc.user.me.pathFilter()),
        ]);
      }}
    />
  );
}
