import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../../../../components/page-error';
import { PagePending } from '../../../../../components/page-pending';
import { ensureList } from '../../../../../lib/route-data';
import { RequireModule } from '../../../../../components/require-module';
import { useOrg } from '../../../../../hooks/use-org';
import { usePageTitle } from '../../../../../hooks/use-page-title';
import { useTRPC } from '../../../../../lib/trpc';
import { DangerZone } from './-organization/danger-zone';
import { DownloadLimitCard } from './-organization/download-limit-card';
import { EmbeddingCard } from './-organization/embedding-card';
import { GeneralCard } from './-organization/general-card';
import { TimeZoneCard } from './-organization/time-zone-card';

export const Route = createFileRoute('/_app/organizations/$orgId/settings/organization')({
  loader: ({ context, params }) =>
    ensureList(
      Promise.all([
        context.queryClient.ensureQueryData(context.trpc.system.info.queryOptions()),
        context.queryClient.ensureQueryData(context.trpc.org.byId.queryOptions({ orgId: params.orgId })),
      ]),
    ),
  pendingComponent: PagePending,
  errorComponent: PageError,
  component: () => (
    <RequireModule module="ORG_SETTINGS">
      <OrganizationSettingsPage />
    </RequireModule>
  ),
});

/** Settings → Organisation: its name and avatar, its time zone, the download limit, embedding, and deleting it. */
function OrganizationSettingsPage() {
  const trpc = useTRPC();
  const { t } = useTranslation();
  usePageTitle(t('orgs:settings.tabs.organization'));
  const { orgId, orgOwner } = useOrg();
  const { data: org } = useSuspenseQuery(trpc.org.byId.queryOptions({ orgId }));
  const { data: system } = useSuspenseQuery(trpc.system.info.queryOptions());
  return (
    <div className="space-y-5">
      <GeneralCard key={org.id} org={org} />
      <TimeZoneCard
        orgId={org.id}
        timeZone={org.timeZone}
        effectiveTimeZone={org.effectiveTimeZone}
        canEdit={orgOwner}
      />
      <DownloadLimitCard />
      <EmbeddingCard />
      {orgOwner && system.tenantManagementMode !== 'TEAM' && <DangerZone name={org.name} />}
    </div>
  );
}
