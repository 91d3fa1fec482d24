import { createFileRoute, useNavigate, useRouterState } from '@tanstack/react-router';
import { cn } from '@tessera/ui/lib/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../../../../components/page-error';
import { OrgGate, ResourceWorkspace } from '../../../../../components/resource-tree/resource-workspace';
import { PagePending } from '../../../../../components/page-pending';
import { ensureList } from '../../../../../lib/route-data';
import { NewVizDialogs, type NewVizRequest } from './-components/new-viz-dialogs';
import { StoryTreePanel } from './-components/story-tree-panel';
import { isForbidden, useStoryTree, useVizTree } from '../../../../../hooks/use-vizs';
import { VizTreePanel } from './-components/viz-tree-panel';
import { NewFromTemplateDialog } from '../../../../../features/transfer/new-from-template-dialog';

export const Route = createFileRoute('/_app/organizations/$orgId/vizs')({
  // The name / folder dialogs are shared with the sources, whose texts live in `sources`.
  // The section's texts load with its data, at once (a dynamic import keeps them out of the sign-in bundle).
  // Both trees: the storyboards tab and the storyboard pages (which name their charts) read them.
  loader: ({ context, params }) =>
    Promise.all([
      ensureList(
        context.queryClient.ensureQueryData(context.trpc.viz.folders.queryOptions({ orgId: params.orgId })),
      ),
      ensureList(
        context.queryClient.ensureQueryData(
          context.trpc.storyboard.list.queryOptions({ orgId: params.orgId }),
        ),
      ),
      import('../../../../../lib/vizs-i18n').then((m) => m.registerVizsI18n(context.services.i18n)),
      import('../../../../../lib/shares-i18n').then((m) => m.registerSharesI18n(context.services.i18n)),
      import('../../../../../lib/dashboards-i18n').then((m) =>
        m.registerDashboardsI18n(context.services.i18n),
      ),
      import('../../../../../lib/sources-i18n').then((m) => m.registerSourcesI18n(context.services.i18n)),
    ]),
  // `?create=dashboard` opens the new-board dialog (the overview's "make a board" step links here).
  validateSearch: (search: Record<string, unknown>): { create?: 'dashboard' } =>
    search.create === 'dashboard' ? { create: 'dashboard' } : {},
  pendingComponent: PagePending,
  errorComponent: PageError,
  component: VizsLayout,
});

/** The Vizs section: the charts-and-dashboards tree or the storyboards tree, and the open item. */
function VizsLayout() {
  return <OrgGate>{(orgId) => <VizsWorkspace orgId={orgId} />}</OrgGate>;
}

function VizsWorkspace({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tree, setTree] = useState<'viz' | 'story'>('viz');
  const { create } = Route.useSearch();
  const [request, setRequest] = useState<NewVizRequest | null>(
    create === 'dashboard' ? { kind: 'DASHBOARD', parentId: null } : null,
  );
  const [templateParent, setTemplateParent] = useState<{ parentId: string | null } | null>(null);
  const viz = useVizTree(orgId);
  // Editors (the chart workbench, the board editor) take the whole width, as in Datart.
  const editing = useRouterState({
    select: (st) => /\/vizs\/(charts\/new|[a-z]+\/[^/]+\/edit)$/.test(st.location.pathname),
  });
  const story = useStoryTree(orgId);
  const switcher = (
    // Each tab as wide as its name needs (one line: "Charts & dashboards" is longer than "Storyboards").
    <div className="flex gap-1 border-b border-border p-2 text-xs font-medium" role="tablist">
      {(['viz', 'story'] as const).map((k) => (
        <button
          key={k}
          type="button"
          role="tab"
          aria-selected={tree === k}
          data-testid={`vizs-tab-${k}`}
          onClick={() => setTree(k)}
          className={cn(
            'h-7 flex-auto cursor-pointer truncate rounded-sm px-2 whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground',
            tree === k && 'bg-muted text-foreground',
          )}
        >
          {t(k === 'viz' ? 'vizs:tabs.vizs' : 'vizs:tabs.storyboards')}
        </button>
      ))}
    </div>
  );
  return (
    <>
      <ResourceWorkspace
        testId="vizs-page"
        forbidden={isForbidden(viz.list.error) || (viz.ready && !viz.access.module)}
        noPermissionTitle={t('vizs:noPermission')}
        ready={viz.ready}
        tree={
          editing ? null : tree === 'viz' ? (
            <VizTreePanel
              orgId={orgId}
              items={viz.items}
              access={viz.access}
              loading={viz.list.isLoading}
              above={switcher}
              onNew={(kind, parentId) =>
                kind === 'TEMPLATE'
                  ? setTemplateParent({ parentId })
                  : kind === 'DATACHART'
                    ? void navigate({
                        to: '/organizations/$orgId/vizs/charts/new',
                        params: { orgId },
                        search: parentId ? { parentId } : {},
                      })
                    : setRequest({ kind, parentId })
              }
            />
          ) : (
            <StoryTreePanel
              orgId={orgId}
              items={story.items}
              access={story.access}
              loading={story.list.isLoading}
              above={switcher}
              onNew={(parentId) => setRequest({ kind: 'STORYBOARD', parentId })}
            />
          )
        }
      />
      <NewVizDialogs
        orgId={orgId}
        request={request}
        onClose={() => {
          setRequest(null);
          if (create)
            void navigate({ to: '/organizations/$orgId/vizs', params: { orgId }, search: {}, replace: true });
        }}
      />
      {templateParent && (
        <NewFromTemplateDialog
          orgId={orgId}
          parentId={templateParent.parentId}
          onClose={() => setTemplateParent(null)}
        />
      )}
    </>
  );
}
