import { createFileRoute } from '@tanstack/react-router';
import { EmbedGate } from '../features/embed/embed-gate';
import { embedRouteLoader } from '../features/embed/embed-route';
import { EmbeddedChart } from '../features/embed/embedded-chart';
import type { SharedChartDetail } from '../features/share/shared-chart';

export const Route = createFileRoute('/embed/chart/$token')({
  loader: embedRouteLoader,
  component: EmbedChartPage,
});

/** A chart embedded in a host app's page by a signed token (docs/embedding.md). */
function EmbedChartPage() {
  const { token } = Route.useParams();
  return (
    <EmbedGate token={token}>
      {(embed) => <EmbeddedChart chart={embed.vizDetail as SharedChartDetail} token={token} />}
    </EmbedGate>
  );
}
