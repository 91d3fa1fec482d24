import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NamedFileUpload } from '../../../../../../components/named-file-upload';
import { useTRPC } from '../../../../../../lib/trpc';
import { geoMapUploadFormSchema, suggestedMapName } from './geo-map-upload-schema';

/** The server's limit (packages/core GEO_MAX_BYTES); checked here only to spare a pointless upload. */
const MAX_BYTES = 10 * 1024 * 1024;

/** Drop or pick a GeoJSON file, name it, upload it; the server's reasons for a refusal are shown here. */
export function GeoMapUpload({ orgId }: { orgId: string }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <NamedFileUpload
      testId="geo-map"
      labels={{
        drop: t('orgs:maps.upload.drop'),
        pick: t('orgs:maps.upload.pick'),
        hint: t('orgs:maps.upload.hint'),
        name: t('orgs:maps.upload.name'),
        submit: t('orgs:maps.upload.submit'),
        uploading: t('orgs:maps.upload.uploading'),
        done: (name) => t('orgs:maps.upload.done', { name }),
      }}
      accept=".json,.geojson,application/json,application/geo+json"
      maxBytes={MAX_BYTES}
      maxLabel="10 MB"
      schema={geoMapUploadFormSchema}
      suggestName={suggestedMapName}
      uploadUrl={(name) =>
        `/api/v1/geo-maps?orgId=${encodeURIComponent(orgId)}&name=${encodeURIComponent(name)}`
      }
      onUploaded={() => queryClient.invalidateQueries(trpc.geoMap.list.queryFilter({ orgId }))}
    />
  );
}
