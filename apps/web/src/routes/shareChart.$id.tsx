import { createFileRoute } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { usePageTitle } from '../hooks/use-page-title';
import { ShareGate } from '../features/share/share-gate';
import { shareRouteLoader, validateShareSearch } from '../features/share/share-route';
import { ShareDownload } from '../features/share/share-download';
import { SharedChart, useSharedChartPlan, type SharedChartDetail } from '../features/share/shared-chart';
import { searchParams } from '../lib/url-params';

export const Route = createFileRoute('/shareChart/$id')({
  validateSearch: validateShareSearch,
  loader: shareRouteLoader(['shares']),
  component: ShareChartPage,
});

/** A shared chart, full page; no workspace code (the schedules wait on `share-ready`). */
function ShareChartPage() {
  const { id } = Route.useParams();
  const { type } = Route.useSearch();
  return (
    <ShareGate id={id} mode={type}>
      {(share) => (
        <ChartPage
          chart={share.vizDetail as unknown as SharedChartDetail}
          tokens={share.executeToken}
          shareToken={share.shareToken.authorizedToken}
        />
      )}
    </ShareGate>
  );
}

function ChartPage({
  chart,
  tokens,
  shareToken,
}: {
  chart: SharedChartDetail & { can?: { download?: boolean } };
  tokens: Record<string, { authorizedToken: string }>;
  shareToken: string;
}) {
  usePageTitle(chart.name);
  const params = useMemo(() => searchParams(window.location.search), []);
  const [ready, setReady] = useState(false);
  const { plan } = useSharedChartPlan(chart, params);
  return (
    <div className="flex h-svh flex-col bg-background" data-testid="share-page">
      <header className="flex h-11 shrink-0 items-center border-b border-border px-4">
        <h1 className="truncate text-sm font-semibold" data-testid="share-title">
          {chart.name}
        </h1>
        {chart.can?.download && plan?.request && (
          <ShareDownload
            name={chart.name}
            shareToken={shareToken}
            executeToken={tokens}
            requests={[plan.request as unknown as Record<string, unknown>]}
          />
        )}
      </header>
      <main className="min-h-0 flex-1 p-4">
        {ready && <span hidden data-testid="share-ready" />}
        <SharedChart chart={chart} tokens={tokens} params={params} onDrawn={() => setReady(true)} />
      </main>
    </div>
  );
}
