import type { DatachartConfig } from '@tessera/charts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@tessera/ui/dialog';
import { useTranslation } from 'react-i18next';
import { ChartWorkbench } from '../workbench/workbench';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

/** An owned chart's view and config as Datart keeps them in the widget (`content.dataChart`, or `widgetChart`). */
export function ownedChartOf(config: Json): { viewId: string | null; config: unknown } {
  const content = obj(config.content);
  const chart = obj(content.dataChart ?? content.widgetChart);
  return { viewId: typeof chart.viewId === 'string' ? chart.viewId : null, config: chart.config ?? null };
}

/** Datart's owned-chart content: the chart config kept in the widget, on a view, with no saved chart behind it. */
export function ownedChartContent(
  widgetId: string,
  name: string,
  viewId: string,
  config: DatachartConfig,
): Json {
  return { type: 'widgetChart', dataChart: { id: widgetId, name, viewId, config, status: 1 } };
}

/**
 * The chart workbench, full screen over the board editor, for a chart the board keeps itself: Save hands
 * the view and config back to the editor (nothing is saved until the board is).
 */
export function OwnedChartDialog({
  orgId,
  title,
  initial,
  onDone,
  onClose,
}: {
  orgId: string;
  title: string;
  initial: { viewId: string | null; config: unknown };
  onDone: (viewId: string, config: DatachartConfig) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        closeLabel={t('common:actions.close')}
        className="flex h-[96vh] max-w-none flex-col gap-0 p-0 sm:max-w-[98vw] [&>button:last-child]:hidden"
        data-testid="owned-chart-dialog"
        onEscapeKeyDown={(e) => e.preventDefault()}
      >
        <DialogTitle className="sr-only">{title}</DialogTitle>
        <DialogDescription className="sr-only">{t('dashboards:owned.hint')}</DialogDescription>
        <div className="min-h-0 flex-1">
          <ChartWorkbench
            orgId={orgId}
            folders={[]}
            owned={{ title, viewId: initial.viewId, config: initial.config, onDone, onCancel: onClose }}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
