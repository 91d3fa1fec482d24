import type { BoardWidget } from '@tessera/charts';
import { Button } from '@tessera/ui/button';
import { Settings2, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The buttons on a widget's header in the editor: its settings, and remove. */
export function WidgetEditActions({
  widget,
  onSettings,
  onRemove,
}: {
  widget: BoardWidget;
  onSettings: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <span className="no-drag flex items-center">
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
