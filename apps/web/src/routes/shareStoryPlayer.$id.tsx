import { createFileRoute } from '@tanstack/react-router';
import { boardViews, pageFilters, readBoard } from '@tessera/charts';
import { useCallback, useMemo, useState } from 'react';
import { DashboardBoard } from '../features/dashboard/dashboard-board';
import { readBoardLayout } from '../features/dashboard/board-layout';
import { shareDetailLoader, shareLoader } from '../features/dashboard/loaders';
import { readAutoPlay, readPage, type StoryPage } from '../components/story/story-model';
import { StoryPlayer } from '../components/story/story-player';
import { usePageTitle } from '../hooks/use-page-title';
import { useServices } from '../lib/services';
import { ShareGate } from '../features/share/share-gate';
import { useShareErrorText } from '../features/share/share-lost';
import { shareRouteLoader, validateShareSearch } from '../features/share/share-route';
import { SharedChart, type SharedChartDetail } from '../features/share/shared-chart';
import { searchParams } from '../lib/url-params';

/** The share's search (`type`) and the page the player opens on (`page`, a storyboard page's id). */
const validateStorySearch = (search: Record<string, unknown>): { type?: string; page?: string } => ({
  ...validateShareSearch(search),
  ...(typeof search.page === 'string' ? { page: search.page } : {}),
});

export const Route = createFileRoute('/shareStoryPlayer/$id')({
  validateSearch: validateStorySearch,
  loader: shareRouteLoader(['shares', 'dashboards', 'stories']),
  component: ShareStoryPage,
});

type Tokens = Record<string, { authorizedToken: string }>;
interface SharedPage {
  id: string;
  relType: string;
  relId: string;
  config: unknown;
  vizDetail: Record<string, unknown> & { name?: string };
}
interface SharedStory {
  name: string;
  config: unknown;
  storypages: SharedPage[];
}

function ShareStoryPage() {
  const { id } = Route.useParams();
  const { type, page } = Route.useSearch();
  return (
    <ShareGate id={id} mode={type}>
      {(share) => (
        <Story
          story={share.vizDetail as unknown as SharedStory}
          tokens={share.executeToken}
          shareToken={share.shareToken.authorizedToken}
          startPage={page}
        />
      )}
    </ShareGate>
  );
}

function SharedBoardPage({
  detail,
  tokens,
  shareToken,
  params,
  onDrawn,
}: {
  detail: Record<string, unknown>;
  tokens: Tokens;
  shareToken: string;
  params: Record<string, string[]>;
  onDrawn: (() => void) | undefined;
}) {
  const { trpcClient } = useServices();
  const shareErrorText = useShareErrorText();
  const board = detail as unknown as {
    config: unknown;
    subType: string | null;
    widgets: { id: string; config: unknown; datachartId: string | null }[];
    datacharts: { id: string; viewId: string | null; config: unknown }[];
    views: { id: string; model: unknown; config: unknown }[];
  };
  const widgets = useMemo(() => readBoard(board.widgets, board.datacharts), [board]);
  const views = useMemo(() => boardViews(board.views), [board]);
  const loader = useMemo(
    // All widgets at once: tRPC sends them as one batched request and the server gates them per source,
    // so the browser's connection limit does not apply (6 at a time made a 12-chart board two waves).
    () => shareLoader(trpcClient, tokens, shareErrorText, Math.max(widgets.length, 1)),
    [trpcClient, tokens, shareErrorText, widgets.length],
  );
  // "View detail" through the share's detail door, under the share's data rights.
  const detailLoader = useMemo(
    () => shareDetailLoader(trpcClient, shareToken, shareErrorText),
    [trpcClient, shareToken, shareErrorText],
  );
  const filters = useMemo(() => pageFilters(widgets, views, params), [widgets, views, params]);
  const layout = useMemo(() => readBoardLayout(board.config, board.subType), [board]);
  return (
    <DashboardBoard
      widgets={widgets}
      views={views}
      loader={loader}
      {...(filters ? { crossFilters: filters } : {})}
      onDrawn={onDrawn}
      layout={layout}
      viewDetail={detailLoader}
    />
  );
}

/**
 * A shared storyboard in the player; its pages' charts and boards run through the share's tokens. It
 * opens on `startPage` when that is one of its pages (a storyboard page's picture), else on the first.
 */
function Story({
  story,
  tokens,
  shareToken,
  startPage,
}: {
  story: SharedStory;
  tokens: Tokens;
  shareToken: string;
  startPage: string | undefined;
}) {
  usePageTitle(story.name);
  const [ready, setReady] = useState(false);
  const pages = useMemo(
    () => story.storypages.map((p) => readPage(p, p.vizDetail.name ?? '')).sort((a, b) => a.index - b.index),
    [story],
  );
  const byId = useMemo(() => new Map(story.storypages.map((p) => [p.id, p])), [story]);
  const params = useMemo(() => searchParams(window.location.search), []);
  const markReady = useCallback(() => setReady(true), []);
  // `share-ready` (what a picture waits for) follows the page the player opens on.
  const first = pages.find((p) => p.id === startPage) ?? pages[0];
  const render = (page: StoryPage) => {
    const shared = byId.get(page.id);
    if (!shared) return null;
    const onDrawn = page.id === first?.id ? markReady : undefined;
    return page.relType === 'DASHBOARD' ? (
      <SharedBoardPage
        detail={shared.vizDetail}
        tokens={tokens}
        shareToken={shareToken}
        params={params}
        onDrawn={onDrawn}
      />
    ) : (
      <SharedChart
        chart={shared.vizDetail as unknown as SharedChartDetail}
        tokens={tokens}
        params={params}
        onDrawn={onDrawn}
      />
    );
  };
  return (
    <div data-testid="share-page">
      {(ready || pages.length === 0) && <span hidden data-testid="share-ready" />}
      <StoryPlayer
        name={story.name}
        pages={pages}
        autoPlay={readAutoPlay(story.config)}
        renderPage={render}
        startPage={first?.id}
      />
    </div>
  );
}
