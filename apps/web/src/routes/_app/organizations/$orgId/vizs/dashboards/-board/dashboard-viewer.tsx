import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { pageFilters, type BoardWidget, type ChartView } from '@tessera/charts';
import { Badge } from '@tessera/ui/badge';
import { Button } from '@tessera/ui/button';
import { toast } from '@tessera/ui/toast';
import { Copy, Pencil, Send, Share2, Undo } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardLoader } from '../../../../../../../features/dashboard/board-data';
import { DashboardBoard } from '../../../../../../../features/dashboard/dashboard-board';
import type { BoardLayout } from '../../../../../../../features/dashboard/board-layout';
import { boardRefreshSeconds } from '../../../../../../../features/dashboard/board-refresh';
import type { BoardJump } from '../../../../../../../features/dashboard/jump';
import { followJump, openInBrowser } from '../../../../../../../features/dashboard/jump-open';
import { BoardViewTools, JumpBack } from '../../../../../../../features/dashboard/board-view-tools';
import { usePresentation } from '../../../../../../../features/dashboard/use-presentation';
import { cn } from '@tessera/ui/lib/utils';
import { searchParams } from '../../../../../../../lib/url-params';
import { BoardDownloadMenu } from '../../../../../../../components/downloads/board-download-menu';
import { ShareDialog } from '../../../../../../../components/share/lazy-share-dialog';
import { useOrgParam } from '../../../../../../../hooks/use-current-org';
import { usePageTitle } from '../../../../../../../hooks/use-page-title';
import { appErrorOf } from '../../../../../../../lib/app-error';
import { formMeta, useServices } from '../../../../../../../lib/services';
import { useTRPC } from '../../../../../../../lib/trpc';
import { NameDialog } from '../../../../../../../components/dialogs';
import { useRefreshVizs } from '../../../../../../../hooks/use-vizs';
import { jumpHref } from '../../../../../../../features/dashboard/viz-paths';
import { isPublished } from '../../../../../../../lib/viz-status';

interface Board {
  id: string;
  orgId: string;
  name: string;
  status: number;
  parentId: string | null;
  config: unknown;
  can: { manage: boolean; share: boolean; read: boolean; download?: boolean };
}

/** A dashboard as its readers see it; managers also get Edit, Publish and Copy (the server's `can` flags). */
export function DashboardViewer({
  board,
  widgets,
  views,
  loader,
  layout,
}: {
  board: Board;
  widgets: BoardWidget[];
  views: Map<string, ChartView>;
  loader: BoardLoader;
  layout: BoardLayout;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  usePageTitle(board.name);
  const navigate = useNavigate();
  const router = useRouter();
  const orgId = useOrgParam();
  const refresh = useRefreshVizs();
  const [sharing, setSharing] = useState(false);
  // A jump from another board (or a shared address) brings values in the query string: filters by name.
  const searchStr = useLocation({ select: (l) => l.searchStr });
  const urlFilters = useMemo(
    () => pageFilters(widgets, views, searchParams(searchStr)),
    [widgets, views, searchStr],
  );
  // A plain query string (not the router's JSON-typed one): the target reads values by name as text. A
  // same-tab jump tells the target where it came from, so that its page offers the way back.
  const onJump = (jump: BoardJump) =>
    followJump(jump, {
      hrefOf: (j) => jumpHref(router, orgId, j),
      inApp: (href) => void navigate({ href, state: { jumpFrom: board.name } }),
      open: openInBrowser,
    });
  const jumpFrom = useLocation({ select: (l) => l.state.jumpFrom });
  const presentation = usePresentation<HTMLDivElement>();
  const [refreshKey, setRefreshKey] = useState(0);
  const tools = (presenting: boolean) => (
    <BoardViewTools
      presenting={presenting}
      onRefresh={() => setRefreshKey((k) => k + 1)}
      onPresent={presentation.start}
      onExit={presentation.stop}
    />
  );
  const services = useServices();
  const [copying, setCopying] = useState(false);
  const published = isPublished(board);
  const publish = useMutation(
    trpc.viz.publish.mutationOptions({
      onSuccess: async (_r, input) => {
        await refresh();
        toast.success(t(input.publish ? 'vizs:done.published' : 'vizs:done.unpublished'));
      },
    }),
  );
  const copy = useMutation(
    trpc.dashboard.copy.mutationOptions({
      meta: formMeta,
      onSuccess: async (node) => {
        await refresh();
        setCopying(false);
        toast.success(t('dashboards:done.copied'));
        void navigate({
          to: '/organizations/$orgId/vizs/dashboards/$dashboardId',
          params: { orgId, dashboardId: node.id },
        });
      },
      // A name clash lands under the copy's name; anything else is reported.
      onError: (e) => {
        if (appErrorOf(e)?.code !== 'NAME_EXISTS') services.reporter.report(e);
      },
    }),
  );
  return (
    <div className="flex h-full min-h-0 flex-col" data-testid="dashboard-viewer">
      <header className="flex h-12 shrink-0 items-center gap-2 border-b border-border px-4">
        <h2 className="min-w-0 truncate text-base font-semibold" data-testid="dashboard-title">
          {board.name}
        </h2>
        <Badge variant={published ? 'default' : 'secondary'} data-testid="dashboard-status">
          {t(published ? 'vizs:status.published' : 'vizs:status.draft')}
        </Badge>
        <JumpBack from={jumpFrom} onBack={() => router.history.back()} />
        <span className="flex-1" />
        {board.can.read && widgets.length > 0 && tools(false)}
        {board.can.download && widgets.length > 0 && (
          <BoardDownloadMenu board={board} widgets={widgets} views={views} />
        )}
        {board.can.share && (
          <Button size="sm" variant="outline" data-testid="dashboard-share" onClick={() => setSharing(true)}>
            <Share2 />
            {t('vizs:actions.share')}
          </Button>
        )}
        {board.can.manage && (
          <>
            <Button size="sm" variant="outline" onClick={() => setCopying(true)} data-testid="dashboard-copy">
              <Copy />
              {t('dashboards:actions.copy')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              data-testid="dashboard-publish"
              disabled={publish.isPending}
              onClick={() => publish.mutate({ id: board.id, vizType: 'DASHBOARD', publish: !published })}
            >
              {published ? <Undo /> : <Send />}
              {t(published ? 'vizs:actions.unpublish' : 'vizs:actions.publish')}
            </Button>
            <Button
              size="sm"
              data-testid="dashboard-edit"
              onClick={() =>
                void navigate({
                  to: '/organizations/$orgId/vizs/dashboards/$dashboardId/edit',
                  params: { orgId, dashboardId: board.id },
                })
              }
            >
              <Pencil />
              {t('vizs:actions.edit')}
            </Button>
          </>
        )}
      </header>
      <div
        ref={presentation.ref}
        className={cn(
          'min-h-0 flex-1 overflow-auto bg-muted/30 p-2',
          presentation.on && 'fixed inset-0 z-50 bg-background',
        )}
        data-testid="dashboard-stage"
        data-presenting={presentation.on}
      >
        {presentation.on && (
          <div className="sticky top-0 z-10 flex justify-end gap-2 pb-2">{tools(true)}</div>
        )}
        {widgets.length === 0 ? (
          <p className="p-6 text-center text-sm text-muted-foreground" data-testid="dashboard-empty">
            {t(board.can.manage ? 'dashboards:emptyManager' : 'dashboards:empty')}
          </p>
        ) : (
          <DashboardBoard
            key={searchStr}
            widgets={widgets}
            views={views}
            loader={loader}
            layout={layout}
            lazyDraw
            viewDetail={loader}
            refreshSeconds={boardRefreshSeconds(board.config)}
            refreshKey={refreshKey}
            onJump={onJump}
            {...(urlFilters ? { crossFilters: urlFilters } : {})}
          />
        )}
      </div>
      {board.can.share && (
        <ShareDialog
          orgId={board.orgId}
          vizType="DASHBOARD"
          vizId={board.id}
          name={board.name}
          open={sharing}
          onOpenChange={setSharing}
        />
      )}
      <NameDialog
        open={copying}
        onOpenChange={(o) => {
          setCopying(o);
          copy.reset();
        }}
        title={t('dashboards:copyTitle')}
        initialName={t('dashboards:copyName', { name: board.name })}
        submitLabel={t('dashboards:actions.copy')}
        pending={copy.isPending}
        error={copy.error}
        onSubmit={(name) => copy.mutate({ id: board.id, name, parentId: board.parentId })}
      />
    </div>
  );
}
