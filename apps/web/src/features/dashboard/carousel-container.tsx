import type { BoardWidget } from '@tessera/charts';
import { Button } from '@tessera/ui/button';
import { cn } from '@tessera/ui/lib/utils';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tabsOf } from './tab-container';
import { useCarousel } from './use-carousel';

/**
 * Datart's carousel container: its widgets one at a time (Datart's `content.itemMap`, as a tab container),
 * moving on after the dwell time. Previous / next / pause are buttons, and the arrow keys work inside it;
 * only the shown slide is drawn.
 */
export function CarouselContainer({
  widget,
  children,
}: {
  widget: BoardWidget;
  /** Draws a child widget (its frame and body) by id; null when the board has no such widget. */
  children: (childId: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const slides = tabsOf(widget);
  const c = useCarousel(slides.length, widget);
  if (slides.length === 0)
    return <p className="p-2 text-xs text-muted-foreground">{t('dashboards:carousel.empty')}</p>;
  const slide = slides[c.index]!;
  return (
    <div
      role="region"
      aria-roledescription={t('dashboards:carousel.role')}
      aria-label={widget.name}
      className="no-drag flex h-full flex-col gap-1"
      data-testid="carousel"
      data-index={c.index}
      data-playing={c.playing}
      onMouseEnter={() => c.hover(true)}
      onMouseLeave={() => c.hover(false)}
      onFocus={() => c.focus(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) c.focus(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') c.next();
        else if (e.key === 'ArrowLeft') c.prev();
      }}
    >
      <div
        key={slide.id}
        role="group"
        aria-roledescription={t('dashboards:carousel.slide')}
        aria-label={t('dashboards:carousel.position', { n: c.index + 1, count: slides.length })}
        className="min-h-0 flex-1"
        aria-live={c.playing ? 'off' : 'polite'}
      >
        {children(slide.childId)}
      </div>
      {slides.length > 1 && (
        <div className="flex items-center justify-center gap-1">
          <Button
            size="icon-sm"
            variant="ghost"
            className="size-6"
            aria-label={t('dashboards:carousel.prev')}
            data-testid="carousel-prev"
            onClick={c.prev}
          >
            <ChevronLeft className="size-3.5" />
          </Button>
          <Button
            size="icon-sm"
            variant="ghost"
            className="size-6"
            aria-label={t(c.stopped ? 'dashboards:carousel.play' : 'dashboards:carousel.pause')}
            data-testid="carousel-toggle"
            onClick={c.toggle}
          >
            {c.stopped ? <Play className="size-3.5" /> : <Pause className="size-3.5" />}
          </Button>
          {slides.map((s, i) => (
            <button
              key={s.id}
              type="button"
              className={cn('size-2 rounded-full bg-muted-foreground/40', i === c.index && 'bg-primary')}
              aria-label={t('dashboards:carousel.goto', { n: i + 1, name: s.name })}
              aria-current={i === c.index}
              onClick={() => c.go(i)}
            />
          ))}
          <Button
            size="icon-sm"
            variant="ghost"
            className="size-6"
            aria-label={t('dashboards:carousel.next')}
            data-testid="carousel-next"
            onClick={c.next}
          >
            <ChevronRight className="size-3.5" />
          </Button>
        </div>
      )}
    </div>
  );
}
