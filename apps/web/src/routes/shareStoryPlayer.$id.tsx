import { createFileRoute } from '@tanstack/react-router';
import { boardViews, readBoard } from '@tessera/charts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardBoard } from '../components/dashboard/dashboard-board';
import { shareLoader } from '../components/dashboard/loaders';
import { readAutoPlay, readPage, type StoryPage } from '../components/story/story-model';
import { StoryPlayer } from '../components/story/story-player';
import { usePageTitle } from '../hooks/use-page-title';
import { errorText } from '../lib/error-text';
import { useServices } from '../lib/services';
import { ShareGate } from '../share/share-gate';
import { SharedChart, type SharedChartDetail } from '../share/shared-chart';

export const Route = createFileRoute('/shareStoryPlayer/$id')({
  // A plain function, not a schema: the sign-in bundle carries no validation library for it.
  validateSearch: (search: Record<string, unknown>): { type?: string } =>
    typeof search.type === 'string' ? { type: search.type } : {},
  // The section's texts load with it (a dynamic import keeps them out of the sign-in bundle).
  beforeLoad: async ({ context }) => {
    await Promise.all([
      import('../lib/shares-i18n').then((m) => m.registerSharesI18n(context.services.i18n)),
      import('../lib/dashboards-i18n').then((m) => m.registerDashboardsI18n(context.services.i18n)),
      import('../lib/stories-i18n').then((m) => m.registerStoriesI18n(context.services.i18n)),
    ]);
  },
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
  const { type } = Route.useSearch();
  return (
    <ShareGate id={id} mode={type}>
      {(share) => <Story story={share.vizDetail as unknown as SharedStory} tokens={share.executeToken} />}
    </ShareGate>
  );
}

function SharedBoardPage({ detail, tokens }: { detail: Record<string, unknown>; tokens: Tokens }) {
  const { t } = useTranslation();
  const { trpcClient } = useServices();
  const board = detail as unknown as {
    widgets: { id: string; config: unknown; datachartId: string | null }[];
    datacharts: { id: string; viewId: string | null; config: unknown }[];
    views: { id: string; model: unknown; config: unknown }[];
  };
  const widgets = useMemo(() => readBoard(board.widgets, board.datacharts), [board]);
  const views = useMemo(() => boardViews(board.views), [board]);
  const loader = useMemo(
    () => shareLoader(trpcClient, tokens, (e) => errorText(t, e)),
    [trpcClient, tokens, t],
  );
  return <DashboardBoard widgets={widgets} views={views} loader={loader} />;
}

/** A shared storyboard in the player; its pages' charts and boards run through the share's tokens. */
function Story({ story, tokens }: { story: SharedStory; tokens: Tokens }) {
  usePageTitle(story.name);
  const [ready, setReady] = useState(false);
  const pages = useMemo(
    () => story.storypages.map((p) => readPage(p, p.vizDetail.name ?? '')).sort((a, b) => a.index - b.index),
    [story],
  );
  const byId = useMemo(() => new Map(story.storypages.map((p) => [p.id, p])), [story]);
  const render = (page: StoryPage) => {
    const shared = byId.get(page.id);
    if (!shared) return null;
    return page.relType === 'DASHBOARD' ? (
      <SharedBoardPage detail={shared.vizDetail} tokens={tokens} />
    ) : (
      <SharedChart
        chart={shared.vizDetail as unknown as SharedChartDetail}
        tokens={tokens}
        params={{}}
        onDrawn={() => setReady(true)}
      />
    );
  };
  return (
    <div data-testid="share-page">
      {(ready || pages[0]?.relType === 'DASHBOARD') && <span hidden data-testid="share-ready" />}
      <StoryPlayer
        name={story.name}
        pages={pages}
        autoPlay={readAutoPlay(story.config)}
        renderPage={render}
      />
    </div>
  );
}
