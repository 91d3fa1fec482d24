import { Button } from '@tessera/ui/button';
import { cn } from '@tessera/ui/lib/utils';
import { ChevronLeft, ChevronRight, Pause, Play, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { speedMs, type StoryPage } from './story-model';

/**
 * The full-screen storyboard player: arrows, Space, Page Up / Down, Home / End and clicks move between
 * pages; autoplay moves on after `delay` seconds; each page enters and leaves with its transition.
 */
export function StoryPlayer({
  name,
  pages,
  autoPlay,
  renderPage,
  onExit,
  startPage,
  pageActions,
}: {
  name: string;
  pages: StoryPage[];
  autoPlay: { auto: boolean; delay: number };
  renderPage: (page: StoryPage) => ReactNode;
  onExit?: () => void;
  /** The page the player opens on (a link to one page, a picture of one page); the first otherwise. */
  startPage?: string | undefined;
  /** Controls for the page shown (its download menu), in the header before the arrows. */
  pageActions?: ((page: StoryPage) => ReactNode) | undefined;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      pages.findIndex((p) => p.id === startPage),
    ),
  );
  const [leaving, setLeaving] = useState<number | null>(null);
  const [playing, setPlaying] = useState(autoPlay.auto);
  const root = useRef<HTMLDivElement>(null);
  const page = pages[index];
  const go = useCallback(
    (to: number) => {
      const next = Math.max(0, Math.min(pages.length - 1, to));
      if (next === index) return;
      setLeaving(index);
      setIndex(next);
    },
    [index, pages.length],
  );
  useEffect(() => {
    if (leaving === null) return;
    const id = window.setTimeout(() => setLeaving(null), speedMs[pages[leaving]?.speed ?? 'default']);
    return () => window.clearTimeout(id);
  }, [leaving, pages]);
  useEffect(() => {
    if (!playing || pages.length < 2) return;
    const id = window.setTimeout(() => go(index + 1 >= pages.length ? 0 : index + 1), autoPlay.delay * 1000);
    return () => window.clearTimeout(id);
  }, [playing, index, pages.length, autoPlay.delay, go]);
  useEffect(() => root.current?.focus(), []);
  const onKey = (e: React.KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => go(index + 1),
      ArrowDown: () => go(index + 1),
      PageDown: () => go(index + 1),
      ' ': () => go(index + 1),
      ArrowLeft: () => go(index - 1),
      ArrowUp: () => go(index - 1),
      PageUp: () => go(index - 1),
      Home: () => go(0),
      End: () => go(pages.length - 1),
      Escape: () => onExit?.(),
    };
    const action = keys[e.key];
    if (!action) return;
    e.preventDefault();
    action();
  };
  const duration = (p: StoryPage | undefined) => `${String(speedMs[p?.speed ?? 'default'])}ms`;
  return (
    <div
      ref={root}
      tabIndex={-1}
      onKeyDown={onKey}
      role="region"
      aria-roledescription={t('stories:player.role')}
      aria-label={name}
      className="fixed inset-0 z-40 flex flex-col bg-background outline-none"
      data-testid="story-player"
      data-page={index + 1}
    >
      <header className="flex h-10 shrink-0 items-center gap-2 border-b border-border px-3 text-sm">
        <span className="min-w-0 truncate font-medium">{name}</span>
        <span className="text-muted-foreground" data-testid="story-position" aria-live="polite">
          {t('stories:player.position', { page: index + 1, count: pages.length })}
        </span>
        <span className="flex-1" />
        {page && pageActions && (
          // its keys (and its menu's, rendered in a portal) work the control, not the player
          <div onKeyDown={(e) => e.stopPropagation()}>{pageActions(page)}</div>
        )}
        <Button
          size="icon-sm"
          variant="ghost"
          aria-label={t('stories:player.previous')}
          disabled={index === 0}
          onClick={() => go(index - 1)}
        >
          <ChevronLeft />
        </Button>
        <Button
          size="icon-sm"
          variant="ghost"
          aria-label={t(playing ? 'stories:player.pause' : 'stories:player.play')}
          aria-pressed={playing}
          onClick={() => setPlaying((p) => !p)}
        >
          {playing ? <Pause /> : <Play />}
        </Button>
        <Button
          size="icon-sm"
          variant="ghost"
          aria-label={t('stories:player.next')}
          disabled={index >= pages.length - 1}
          onClick={() => go(index + 1)}
        >
          <ChevronRight />
        </Button>
        {onExit && (
          <Button
            size="icon-sm"
            variant="ghost"
            aria-label={t('stories:player.exit')}
            onClick={onExit}
            data-testid="story-exit"
          >
            <X />
          </Button>
        )}
      </header>
      <div
        className="relative min-h-0 flex-1 overflow-hidden"
        onClick={(e) => e.target === e.currentTarget && go(index + 1)}
      >
        {leaving !== null && pages[leaving] && (
          <div
            key={`out-${pages[leaving].id}`}
            aria-hidden
            className={cn(
              'story-page absolute inset-0 overflow-auto p-4',
              `story-out-${pages[leaving].effectOut}`,
            )}
            style={{ animationDuration: duration(pages[leaving]) }}
          >
            {renderPage(pages[leaving])}
          </div>
        )}
        {page ? (
          <div
            key={page.id}
            className={cn('story-page absolute inset-0 overflow-auto p-4', `story-in-${page.effectIn}`)}
            style={{ animationDuration: duration(page) }}
            data-testid="story-page"
            data-name={page.name}
          >
            <h2 className="pb-2 text-lg font-semibold">{page.name}</h2>
            <div className="h-[calc(100%-2.5rem)]">{renderPage(page)}</div>
          </div>
        ) : (
          <p className="p-10 text-center text-sm text-muted-foreground">{t('stories:player.empty')}</p>
        )}
      </div>
    </div>
  );
}
