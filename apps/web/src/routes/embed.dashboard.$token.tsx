import { createFileRoute } from '@tanstack/react-router';
import { EmbedGate } from '../features/embed/embed-gate';
import { embedRouteLoader } from '../features/embed/embed-route';
import { EmbeddedBoard } from '../features/embed/embedded-board';
import type { SharedBoard } from '../features/share/shared-board';

export const Route = createFileRoute('/embed/dashboard/$token')({
  loader: embedRouteLoader,
  component: EmbedDashboardPage,
});

/** A board embedded in a host app's page by a signed token (docs/embedding.md). */
function EmbedDashboardPage() {
  const { token } = Route.useParams();
  return (
    <EmbedGate token={token}>
      {(embed) => (
        <EmbeddedBoard
          board={embed.vizDetail as SharedBoard & { name: string }}
          token={token}
          lockedFilters={embed.lockedFilters}
        />
      )}
    </EmbedGate>
  );
}
