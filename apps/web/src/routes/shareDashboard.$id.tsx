import { createFileRoute } from '@tanstack/react-router';
import { planBoard } from '@tessera/charts';
import { useCallback, useMemo, useState } from 'react';
import { DashboardBoard } from '../features/dashboard/dashboard-board';
import { readBoardLayout } from '../features/dashboard/board-layout';
import { boardRefreshSeconds } from '../features/dashboard/board-refresh';
import { shareDetailLoader, shareLoader } from '../features/dashboard/loaders';
import type { BoardJump } from '../features/dashboard/jump';
import { followJump, openInBrowser, workspaceJumpHref } from '../features/dashboard/jump-open';
import { usePageTitle } from '../hooks/use-page-title';
import { useServices } from '../lib/services';
import { shareBoardDownloads } from '../features/share/share-board-downloads';
import { ShareDownload } from '../features/share/share-download';
import { ShareGate } from '../features/share/share-gate';
import { useShareErrorText } from '../features/share/share-lost';
import { shareRouteLoader, validateShareSearch } from '../features/share/share-route';
import { readSharedBoard, takeEarlyExecute, type SharedBoard } from '../features/share/shared-board';

export const Route = createFileRoute('/shareDashboard/$id')({
  validateSearch: validateShareSearch,
  loader: shareRouteLoader(['shares', 'dashboards']),
  component: ShareDashboardPage,
});

/** A shared dashboard: filters work; URL parameters filter its charts by field name. */
function ShareDashboardPage() {
  const { id } = Route.useParams();
  const { type } = Route.useSearch();
  return (
    <ShareGate id={id} mode={type}>
      {(share) => (
        <Board
          board={share.vizDetail as unknown as SharedBoard}
          tokens={share.executeToken}
          shareToken={share.shareToken.authorizedToken}
        />
      )}
    </ShareGate>
  );
}

function Board({
  board,
  tokens,
  shareToken,
}: {
  board: SharedBoard;
  tokens: Record<string, { authorizedToken: string }>;
  shareToken: string;
}) {
  usePageTitle(board.name);
  const { trpcClient } = useServices();
  const shareErrorText = useShareErrorText();
  const [ready, setReady] = useState(false);
  const { widgets, views, filters } = useMemo(() => readSharedBoard(board, window.location.search), [board]);
  const loader = useMemo(
    // All widgets at once: tRPC sends them as one batched request and the server gates them per source,
    // so the browser's connection limit does not apply (6 at a time made a 12-chart board two waves).
    () => shareLoader(trpcClient, tokens, shareErrorText, Math.max(widgets.length, 1), takeEarlyExecute),
    [trpcClient, tokens, shareErrorText, widgets.length],
  );
  // "View detail" goes through the share's own detail door, under the share's data rights.
  const detailLoader = useMemo(
    () => shareDetailLoader(trpcClient, shareToken, shareErrorText),
    [trpcClient, shareToken, shareErrorText],
  );
  const onDrawn = useCallback(() => setReady(true), []);
  // A jump opens where its widget says, as on the board in the workspace; a board or chart target is the
  // workspace's page (the visitor signs in to see it).
  const onJump = useCallback(
    (jump: BoardJump) =>
      followJump(jump, {
        hrefOf: workspaceJumpHref,
        inApp: (href) => openInBrowser(href, false),
        open: openInBrowser,
      }),
    [],
  );
  const layout = useMemo(() => readBoardLayout(board.config, board.subType), [board]);
  // A download holds every chart's query as the board opens (its filters' starting values, the link's).
  const downloads = useMemo(
    () =>
      board.can?.download
        ? shareBoardDownloads(planBoard(widgets, views, {}, { crossFilters: filters ?? {} }).queries, widgets)
        : [],
    [board.can?.download, widgets, views, filters],
  );
  return (
    <div className="flex min-h-svh flex-col bg-muted/30" data-testid="share-page">
      <header className="flex h-11 shrink-0 items-center border-b border-border bg-background px-4">
        <h1 className="truncate text-sm font-semibold" data-testid="share-title">
          {board.name}
        </h1>
        {downloads.length > 0 && (
          <ShareDownload
            name={board.name}
            shareToken={shareToken}
            executeToken={tokens}
            requests={downloads}
          />
        )}
      </header>
      <main className="flex-1 p-2">
        {ready && <span hidden data-testid="share-ready" />}
        <DashboardBoard
          widgets={widgets}
          views={views}
          loader={loader}
          {...(filters ? { crossFilters: filters } : {})}
          onDrawn={onDrawn}
          layout={layout}
          refreshSeconds={boardRefreshSeconds(board.config)}
          viewDetail={detailLoader}
          onJump={onJump}
          titleLevel={2}
        />
      </main>
    </div>
  );
}
