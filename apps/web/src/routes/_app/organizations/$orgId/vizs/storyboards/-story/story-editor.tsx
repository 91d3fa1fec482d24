import { useQueryClient, useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Badge } from '@tessera/ui/badge';
import { Button } from '@tessera/ui/button';
import { Checkbox } from '@tessera/ui/checkbox';
import { Input } from '@tessera/ui/input';
import { Label } from '@tessera/ui/label';
import { cn } from '@tessera/ui/lib/utils';
import { toast } from '@tessera/ui/toast';
import {
  ArrowDown,
  ArrowUp,
  BarChart3,
  LayoutDashboard,
  Play,
  Plus,
  Send,
  Share2,
  Trash2,
  Undo,
} from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareDialog } from '../../../../../../../components/share/lazy-share-dialog';
import { pageConfig, type StoryPage } from '../../../../../../../components/story/story-model';
import { useOrgParam } from '../../../../../../../hooks/use-current-org';
import { usePageTitle } from '../../../../../../../hooks/use-page-title';
import { errorText } from '../../../../../../../lib/error-text';
import { useTRPC } from '../../../../../../../lib/trpc';
import { useRefreshStories } from '../../../../../../../hooks/use-vizs';
import { AddPageDialog } from './add-page-dialog';
import { PageSettings } from './page-settings';
import { StoryPageView } from './story-page-view';
import { usePageThumbnail } from './use-page-thumbnail';
import { VersionHistoryButton } from '../../../../../../../features/versions/version-history-button';
import type { useStoryboard } from './use-storyboard';
import { isPublished } from '../../../../../../../lib/viz-status';

/**
 * The storyboard editor: its pages in order (add, move up / down, remove), the selected page's name and
 * transitions with a preview, autoplay, Play, Publish and Share. Each change is saved at once.
 */
export function StoryEditor({ story }: { story: ReturnType<typeof useStoryboard> }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orgId = useOrgParam();
  const queryClient = useQueryClient();
  const refresh = useRefreshStories();
  const board = story.detail.data!;
  usePageTitle(board.name);
  const { pages } = story;
  const [selectedId, setSelectedId] = useState<string | null>(pages[0]?.id ?? null);
  const [adding, setAdding] = useState(false);
  const [sharing, setSharing] = useState(false);
  const selected = pages.find((p) => p.id === selectedId) ?? pages[0];
  const canManage = board.can.manage;
  const preview = useRef<HTMLDivElement>(null);
  const picture = usePageThumbnail(board.id, canManage);
  const reload = () => queryClient.invalidateQueries(trpc.storyboard.byId.queryFilter({ id: board.id }));
  const onError = (e: unknown) => toast.error(errorText(t, e));
  const addPage = useMutation(
    trpc.storyboard.addPage.mutationOptions({
      onSuccess: async (page) => {
        await reload();
        setSelectedId(page.id);
        toast.success(t('stories:done.pageAdded'));
      },
      onError,
    }),
  );
  const updatePage = useMutation(trpc.storyboard.updatePage.mutationOptions({ onSuccess: reload, onError }));
  const deletePage = useMutation(
    trpc.storyboard.deletePage.mutationOptions({
      onSuccess: async () => {
        await reload();
        toast.success(t('stories:done.pageRemoved'));
      },
      onError,
    }),
  );
  const update = useMutation(trpc.storyboard.update.mutationOptions({ onSuccess: reload, onError }));
  const publish = useMutation(
    trpc.viz.publish.mutationOptions({
      onSuccess: async (_r, input) => {
        await Promise.all([reload(), refresh()]);
        toast.success(t(input.publish ? 'vizs:done.published' : 'vizs:done.unpublished'));
      },
      onError,
    }),
  );
  const save = (page: StoryPage, patch: Partial<StoryPage>) =>
    updatePage.mutate({
      id: page.id,
      storyboardId: board.id,
      relType: page.relType,
      relId: page.relId,
      config: pageConfig({ ...page, ...patch }),
    });
  /** Reordering writes the new index of every page whose place changed. */
  const move = (from: number, to: number) => {
    const order = [...pages];
    const [page] = order.splice(from, 1);
    order.splice(to, 0, page!);
    order.forEach((p, i) => p.index !== i && save(p, { index: i }));
  };
  const published = isPublished(board);
  const autoPlay = story.autoPlay;
  const setAutoPlay = (next: { auto: boolean; delay: number }) =>
    update.mutate({
      id: board.id,
      name: board.name,
      parentId: board.parentId,
      config: { ...(board.config as object), autoPlay: next },
    });

  return (
    <div className="flex h-full min-h-0 flex-col" data-testid="story-editor">
      <header className="flex h-12 shrink-0 items-center gap-2 border-b border-border px-4">
        <h2 className="min-w-0 truncate text-base font-semibold" data-testid="story-title">
          {board.name}
        </h2>
        <Badge variant={published ? 'default' : 'secondary'}>
          {t(published ? 'vizs:status.published' : 'vizs:status.draft')}
        </Badge>
        <span className="flex-1" />
        <VersionHistoryButton resourceType="STORYBOARD" resourceId={board.id} />
        {board.can.share && (
          <Button size="sm" variant="outline" onClick={() => setSharing(true)} data-testid="story-share">
            <Share2 />
            {t('vizs:actions.share')}
          </Button>
        )}
        {canManage && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => publish.mutate({ id: board.id, vizType: 'STORYBOARD', publish: !published })}
          >
            {published ? <Undo /> : <Send />}
            {t(published ? 'vizs:actions.unpublish' : 'vizs:actions.publish')}
          </Button>
        )}
        <Button
          size="sm"
          disabled={pages.length === 0}
          data-testid="story-play"
          onClick={() =>
            void navigate({
              to: '/organizations/$orgId/vizs/storyboards/$storyboardId/play',
              params: { orgId, storyboardId: board.id },
            })
          }
        >
          <Play />
          {t('stories:editor.play')}
        </Button>
      </header>
      <div className="flex min-h-0 flex-1">
        <aside
          className="flex w-64 shrink-0 flex-col border-r border-border"
          aria-label={t('stories:editor.pages')}
        >
          <ol className="min-h-0 flex-1 space-y-1 overflow-auto p-2" data-testid="story-pages">
            {pages.length === 0 && (
              <li className="p-2 text-xs text-muted-foreground">{t('stories:editor.noPages')}</li>
            )}
            {pages.map((p, i) => (
              <li
                key={p.id}
                data-testid="story-page-item"
                data-name={p.name}
                className={cn(
                  'rounded-md text-sm',
                  selected?.id === p.id ? 'bg-primary/10 text-primary' : 'hover:bg-accent',
                )}
              >
                {/* The name has the row's whole width (two lines at most); the page's actions sit under it. */}
                <button
                  type="button"
                  className="flex w-full min-w-0 cursor-pointer items-center gap-2 px-2 py-1.5 text-left"
                  title={p.name}
                  onClick={() => setSelectedId(p.id)}
                >
                  <span className="w-4 shrink-0 text-xs text-muted-foreground tabular-nums">{i + 1}</span>
                  {p.thumbnail ? (
                    <img
                      src={`/${p.thumbnail}`}
                      alt=""
                      data-testid="story-page-thumb"
                      className="h-9 w-16 shrink-0 rounded-sm border border-border bg-background object-cover object-top"
                    />
                  ) : p.relType === 'DASHBOARD' ? (
                    <LayoutDashboard className="size-4 shrink-0 text-emerald-500" />
                  ) : (
                    <BarChart3 className="size-4 shrink-0 text-sky-500" />
                  )}
                  <span className="line-clamp-2 min-w-0 break-words" data-testid="story-page-name">
                    {p.name}
                  </span>
                </button>
                {canManage && (
                  <div className="flex justify-end gap-1 px-1 pb-1">
                    <Button
                      size="icon-sm"
                      variant="ghost"
                      className="size-6"
                      disabled={i === 0}
                      aria-label={t('stories:editor.moveUp', { name: p.name })}
                      onClick={() => move(i, i - 1)}
                    >
                      <ArrowUp className="size-3.5" />
                    </Button>
                    <Button
                      size="icon-sm"
                      variant="ghost"
                      className="size-6"
                      disabled={i === pages.length - 1}
                      aria-label={t('stories:editor.moveDown', { name: p.name })}
                      onClick={() => move(i, i + 1)}
                    >
                      <ArrowDown className="size-3.5" />
                    </Button>
                    <Button
                      size="icon-sm"
                      variant="ghost"
                      className="size-6"
                      aria-label={t('stories:editor.removePage', { name: p.name })}
                      onClick={() => deletePage.mutate({ id: p.id })}
                    >
                      <Trash2 className="size-3.5" />
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ol>
          {canManage && (
            <div className="space-y-3 border-t border-border p-2">
              <Button
                size="sm"
                variant="outline"
                className="w-full"
                onClick={() => setAdding(true)}
                data-testid="story-add-page"
              >
                <Plus />
                {t('stories:editor.addPage')}
              </Button>
              <div className="flex items-center gap-2">
                <Checkbox
                  id="story-autoplay"
                  checked={autoPlay.auto}
                  onCheckedChange={(c) => setAutoPlay({ ...autoPlay, auto: c === true })}
                />
                <Label htmlFor="story-autoplay" className="text-xs">
                  {t('stories:editor.autoPlay')}
                </Label>
                <Input
                  type="number"
                  min={1}
                  max={600}
                  className="ml-auto h-7 w-16 text-xs"
                  aria-label={t('stories:editor.delay')}
                  defaultValue={autoPlay.delay}
                  onBlur={(e) => {
                    const delay = Math.max(1, Math.min(600, Number(e.target.value) || 5));
                    if (delay !== autoPlay.delay) setAutoPlay({ ...autoPlay, delay });
                  }}
                />
              </div>
            </div>
          )}
        </aside>
        <section className="flex min-w-0 flex-1 flex-col" aria-label={t('stories:editor.preview')}>
          {selected ? (
            <>
              {canManage && (
                <div className="border-b border-border p-3">
                  <PageSettings
                    key={selected.id}
                    page={selected}
                    onChange={(patch) => save(selected, patch)}
                  />
                </div>
              )}
              <div ref={preview} className="min-h-0 flex-1 overflow-auto p-3" data-testid="story-preview">
                <StoryPageView
                  key={selected.id}
                  page={selected}
                  onDrawn={() => picture(selected.id, preview.current)}
                />
              </div>
            </>
          ) : (
            <p className="p-10 text-center text-sm text-muted-foreground">{t('stories:editor.empty')}</p>
          )}
        </section>
      </div>
      <AddPageDialog
        nodes={story.vizNodes}
        open={adding}
        onOpenChange={setAdding}
        onPick={(n) => {
          setAdding(false);
          addPage.mutate({
            storyboardId: board.id,
            relType: n.relType as 'DATACHART' | 'DASHBOARD',
            relId: n.id,
            config: pageConfig({
              name: n.name,
              index: pages.length,
              effectIn: 'fade',
              effectOut: 'fade',
              speed: 'default',
            }),
          });
        }}
      />
      {board.can.share && (
        <ShareDialog
          orgId={board.orgId}
          vizType="STORYBOARD"
          vizId={board.id}
          name={board.name}
          open={sharing}
          onOpenChange={setSharing}
        />
      )}
    </div>
  );
}
