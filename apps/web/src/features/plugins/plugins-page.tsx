import { useQueryClient, useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@tessera/ui/card';
import { Spinner } from '@tessera/ui/spinner';
import { useTranslation } from 'react-i18next';
import { AccessDenied } from '../../components/require-module';
import { usePageTitle } from '../../hooks/use-page-title';
import { useTRPC } from '../../lib/trpc';
import { loadPluginCharts } from './load-plugin-charts';
import { PluginList } from './plugin-list';
import { PluginUpload } from './plugin-upload';

/** Settings → Chart plugins: the organisation's custom chart types, managed by its owners (issue 33). */
export function PluginsPage({ orgId, owner }: { orgId: string; owner: boolean }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  usePageTitle(t('orgs:plugins.title'));
  const queryClient = useQueryClient();
  const list = useQuery(trpc.plugin.list.queryOptions({ orgId }, { enabled: owner }));
  if (!owner) return <AccessDenied />;
  // The list, and the chart types every page of the organisation offers, follow each change.
  const changed = async () => {
    await queryClient.invalidateQueries(trpc.plugin.list.queryFilter({ orgId }));
    await loadPluginCharts({ queryClient, trpc }, orgId, true);
  };
  return (
    <Card data-testid="plugins">
      <CardHeader>
        <CardTitle level={2}>{t('orgs:plugins.title')}</CardTitle>
        <CardDescription>{t('orgs:plugins.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <PluginUpload orgId={orgId} onUploaded={changed} />
        {list.data ? <PluginList plugins={list.data.plugins} onChanged={changed} /> : <Spinner />}
      </CardContent>
    </Card>
  );
}
