import type { BoardWidget } from '@tessera/charts';
import { Button } from '@tessera/ui/button';
import { cn } from '@tessera/ui/lib/utils';
import { Maximize2, RotateCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { frameStyle } from './widget-style';

/**
 * A widget's frame: its title, background, border, padding, a full-screen button, what is wrong with its
 * interactions (a deleted linkage chart, a jump target gone) and, for a failed query, the error and a retry.
 */
export function WidgetFrame({
  widget,
  error,
  warnings,
  titleLevel = 3,
  onRetry,
  onFullScreen,
  actions,
  selected,
  children,
}: {
  widget: BoardWidget;
  error?: string | undefined;
  /** What the author should reconfigure; shown in the editor and to readers alike, as Datart does. */
  warnings?: string[] | undefined;
  /** The level of the widget's title among the page's headings (a page whose board name is its h1: 2). */
  titleLevel?: 2 | 3 | undefined;
  onRetry?: () => void;
  onFullScreen?: () => void;
  actions?: ReactNode;
  selected?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  const title =
    widget.showTitle && widget.name && widget.kind !== 'controller' && widget.kind !== 'button'
      ? widget.name
      : null;
  return (
    <section
      aria-label={widget.name || widget.originalType}
      data-testid="board-widget"
      data-widget={widget.name}
      data-kind={widget.kind}
      className={cn(
        'group/widget flex h-full w-full flex-col overflow-hidden rounded-lg border border-border bg-card',
        selected && 'ring-2 ring-primary',
      )}
      style={frameStyle(widget)}
    >
      {(title || actions || onFullScreen) && (
        <header className="flex h-8 shrink-0 items-center gap-1 px-3">
          {title && <Title className="min-w-0 flex-1 truncate text-sm font-medium">{title}</Title>}
          {!title && <span className="flex-1" />}
          {actions}
          {onFullScreen && (
            <Button
              size="icon-sm"
              variant="ghost"
              className="size-6 opacity-0 group-hover/widget:opacity-100 focus-visible:opacity-100"
              aria-label={t('dashboards:widget.fullScreen', { name: widget.name })}
              onClick={onFullScreen}
            >
              <Maximize2 className="size-3.5" />
            </Button>
          )}
        </header>
      )}
      {warnings?.length ? (
        <p
          role="status"
          data-testid="widget-warning"
          className="flex shrink-0 items-start gap-1 px-3 pb-1 text-xs text-foreground"
        >
          <TriangleAlert aria-hidden className="mt-px size-3.5 shrink-0 text-warning" />
          <span>{warnings.join(' ')}</span>
        </p>
      ) : null}
      <div
        className={cn('relative min-h-0 flex-1', widget.kind === 'controller' ? 'px-3 py-2' : 'px-2 pb-2')}
      >
        {widget.kind === 'controller' && widget.name && (
          <p className="pb-1 text-xs font-medium text-muted-foreground">{widget.name}</p>
        )}
        {error ? (
          <div
            className="flex h-full flex-col items-center justify-center gap-2 text-center"
            data-testid="widget-error"
          >
            <p className="text-sm text-destructive">{error}</p>
            {onRetry && (
              <Button size="sm" variant="outline" onClick={onRetry}>
                <RotateCw />
                {t('dashboards:widget.retry')}
              </Button>
            )}
          </div>
        ) : (
          children
        )}
      </div>
    </section>
  );
}
