import { useTranslation } from 'react-i18next';
import { NamedFileUpload } from '../../components/named-file-upload';
import { pluginUploadFormSchema, PLUGIN_MAX_BYTES, suggestedPluginName } from './plugin-upload-schema';

/** Drop or pick a plugin script, name it, upload it; the server's reasons for a refusal are shown here. */
export function PluginUpload({ orgId, onUploaded }: { orgId: string; onUploaded: () => Promise<void> }) {
  const { t } = useTranslation();
  return (
    <NamedFileUpload
      testId="plugin"
      labels={{
        drop: t('orgs:plugins.upload.drop'),
        pick: t('orgs:plugins.upload.pick'),
        hint: t('orgs:plugins.upload.hint'),
        name: t('orgs:plugins.upload.name'),
        submit: t('orgs:plugins.upload.submit'),
        uploading: t('orgs:plugins.upload.uploading'),
        done: (name) => t('orgs:plugins.upload.done', { name }),
      }}
      accept=".js,.mjs,text/javascript,application/javascript"
      maxBytes={PLUGIN_MAX_BYTES}
      maxLabel="512 KB"
      schema={pluginUploadFormSchema}
      suggestName={suggestedPluginName}
      uploadUrl={(name) =>
        `/api/v1/plugins?orgId=${encodeURIComponent(orgId)}&name=${encodeURIComponent(name)}`
      }
      onUploaded={onUploaded}
    />
  );
}
