import type { Dataframe } from '@tessera/charts';
import { useCallback, useMemo, useState } from 'react';
import { usePageTitle } from '../../hooks/use-page-title';
import { useServices } from '../../lib/services';
import { searchParams } from '../../lib/url-params';
import { SharedChart, type SharedChartDetail } from '../share/shared-chart';

/** An embedded chart, full frame: its query runs through `embed.execute` with the page's signed token. */
export function EmbeddedChart({ chart, token }: { chart: SharedChartDetail; token: string }) {
  usePageTitle(chart.name);
  const { trpcClient } = useServices();
  const params = useMemo(() => searchParams(window.location.search), []);
  const [ready, setReady] = useState(false);
  const run = useCallback(
    async (request: Record<string, unknown>) =>
      (await trpcClient.embed.execute.mutate({ token, request })) as Dataframe,
    [trpcClient, token],
  );
  return (
    <main className="h-svh bg-background p-4" data-testid="embed-page">
      {ready && <span hidden data-testid="embed-ready" />}
      <SharedChart chart={chart} tokens={{}} params={params} run={run} onDrawn={() => setReady(true)} />
    </main>
  );
}
