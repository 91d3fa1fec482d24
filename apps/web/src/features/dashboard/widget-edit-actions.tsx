import type { BoardWidget } from '@tessera/charts';
import { Button } from '@tessera/ui/button';
import {
  ArrowDown,
  ArrowUp,
  Lock,
  LockOpen,
  MousePointerClick,
  Settings2,
  SlidersHorizontal,
  Trash2,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The buttons on a widget's header in the editor: its settings, remove and, on a free board, lock and layers. */
export function WidgetEditActions({
  widget,
  onSettings,
  onRemove,
  onInteractions,
  onFilterSettings,
  free,
  extra,
}: {
  widget: BoardWidget;
  onSettings: () => void;
  onRemove: () => void;
  /** Chart widgets: linkage and jumps. */
  onInteractions?: () => void;
  /** Controller widgets: operator, required, visibility, cascade, starting values. */
  onFilterSettings?: () => void;
  free?: { locked: boolean; onLock: () => void; onLayer: (step: 1 | -1) => void };
  /** Buttons of the widget's own kind (edit an owned chart, a carousel's settings, ungroup). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <span className="no-drag flex items-center">
      {free && (
        <>
          <Button
            size="icon-sm"
            variant="ghost"
            className="size-6"
            aria-label={t(free.locked ? 'dashboards:free.unlock' : 'dashboards:free.lock', {
              name: widget.name,
            })}
            title={t(free.locked ? 'dashboards:free.unlock' : 'dashboards:free.lock', { name: widget.name })}
            aria-pressed={free.locked}
            data-testid="widget-lock"
            onClick={free.onLock}
          >
            {free.locked ? <Lock className="size-3.5" /> : <LockOpen className="size-3.5" />}
          </Button>
          <Button
            size="icon-sm"
            variant="ghost"
            className="size-6"
            aria-label={t('dashboards:free.forward', { name: widget.name })}
            title={t('dashboards:free.forward', { name: widget.name })}
            onClick={() => free.onLayer(1)}
          >
            <ArrowUp className="size-3.5" />
          </Button>
          <Button
            size="icon-sm"
            variant="ghost"
            className="size-6"
            aria-label={t('dashboards:free.backward', { name: widget.name })}
            title={t('dashboards:free.backward', { name: widget.name })}
            onClick={() => free.onLayer(-1)}
          >
            <ArrowDown className="size-3.5" />
          </Button>
        </>
      )}
      {extra}
      {onInteractions && (
        <Button
          size="icon-sm"
          variant="ghost"
          className="size-6"
          aria-label={t('dashboards:interactions.open', { name: widget.name })}
          title={t('dashboards:interactions.open', { name: widget.name })}
          data-testid="widget-interactions-open"
          onClick={onInteractions}
        >
          <MousePointerClick className="size-3.5" />
        </Button>
      )}
      {onFilterSettings && (
        <Button
          size="icon-sm"
          variant="ghost"
          className="size-6"
          aria-label={t('dashboards:controllerSettings.open', { name: widget.name })}
          title={t('dashboards:controllerSettings.open', { name: widget.name })}
          data-testid="controller-settings-open"
          onClick={onFilterSettings}
        >
          <SlidersHorizontal className="size-3.5" />
        </Button>
      )}
      <Button
        size="icon-sm"
        variant="ghost"
        className="size-6"
        aria-label={t('dashboards:settings.open', { name: widget.name })}
        title={t('dashboards:settings.open', { name: widget.name })}
        data-testid="widget-settings-open"
        onClick={onSettings}
      >
        <Settings2 className="size-3.5" />
      </Button>
      <Button
        size="icon-sm"
        variant="ghost"
        className="size-6"
        aria-label={t('dashboards:editor.remove', { name: widget.name })}
        title={t('dashboards:editor.remove', { name: widget.name })}
        data-testid="widget-remove"
        onClick={onRemove}
      >
        <Trash2 className="size-3.5" />
      </Button>
    </span>
  );
}
