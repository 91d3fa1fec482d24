import type { BoardWidget, ChartView, Dataframe, RuntimeFilter } from '@tessera/charts';
import { Button } from '@tessera/ui/button';
import { DropdownMenuItem, DropdownMenuSeparator, LazyDropdownMenu } from '@tessera/ui/dropdown-menu';
import { Table2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { detailPoints } from './use-widget-detail';

interface DetailMenuProps {
  widget: BoardWidget;
  view: ChartView | undefined;
  frame: Dataframe | undefined;
  onShow: (point: RuntimeFilter[]) => void;
}

/**
 * A chart widget's point menu (keyboard and screen-reader reachable, as a click on the canvas is not):
 * "view detail" of all its rows, or of one of its points.
 */
export function WidgetDetailMenu({ widget, view, frame, onShow }: DetailMenuProps) {
  const { t } = useTranslation();
  return (
    // Built on first use: a board of dozens of charts does not build a menu for each as it loads.
    <LazyDropdownMenu
      align="end"
      className="max-h-80 overflow-auto"
      trigger={
        <Button
          size="icon-sm"
          variant="ghost"
          className="no-drag size-6"
          aria-label={t('dashboards:detail.open', { name: widget.name })}
          title={t('dashboards:detail.open', { name: widget.name })}
          data-testid="widget-detail-open"
          disabled={!frame}
        >
          <Table2 className="size-3.5" />
        </Button>
      }
    >
      <DetailMenuItems widget={widget} view={view} frame={frame} onShow={onShow} />
    </LazyDropdownMenu>
  );
}

/** The menu's items: its own component, so that a chart's points are listed only when its menu is built. */
function DetailMenuItems({ widget, view, frame, onShow }: DetailMenuProps) {
  const { t } = useTranslation();
  const points = detailPoints(widget, view, frame);
  return (
    <>
      <DropdownMenuItem data-testid="widget-detail-all" onSelect={() => onShow([])}>
        {t('dashboards:detail.all')}
      </DropdownMenuItem>
      {points.length > 0 && <DropdownMenuSeparator />}
      {points.map((p) => (
        <DropdownMenuItem key={p.label} data-testid="widget-detail-point" onSelect={() => onShow(p.filters)}>
          {p.label}
        </DropdownMenuItem>
      ))}
    </>
  );
}
