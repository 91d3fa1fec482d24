import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartErrorBoundary } from './chart-error-boundary';
import { ChartMessage } from './chart-message';
import { EChartsView } from './echarts-view';
import { PivotView } from './pivot/pivot-view';
import { rendererKind } from './renderer-kind';
import { ScorecardView } from './scorecard-view';
import { TableView } from './table/table-view';
import type { ChartRendererProps } from './types';

// TipTap is sizeable and only rich-text charts need it.
const RichTextView = lazy(() =>
  import('./rich-text/rich-text-view').then((m) => ({ default: m.RichTextView })),
);

/** Extra hook for the speed bench and the gallery: called when the chart has painted. */
export interface ChartRendererTestProps {
  onRendered?: () => void;
}

/**
 * Draws one chart: loading, error and empty states, then ECharts or the table / pivot / scorecard /
 * rich-text renderer by the chart id's family.
 */
export function ChartRenderer(props: ChartRendererProps & ChartRendererTestProps) {
  const { config, dataframe, loading, error, onInteraction, className, onRendered } = props;
  const { t } = useTranslation('charts');
  const kind = rendererKind(config.chartGraphId);
  let body;
  if (error) body = <ChartMessage tone="error">{error}</ChartMessage>;
  else if (!kind)
    body = <ChartMessage tone="error">{t('renderer.unknownType', { id: config.chartGraphId })}</ChartMessage>;
  else if (loading || !dataframe) body = <ChartMessage tone="muted">{t('renderer.loading')}</ChartMessage>;
  else if (dataframe.rows.length === 0 && kind !== 'richText')
    body = <ChartMessage tone="muted">{t('renderer.empty')}</ChartMessage>;
  else {
    const common = { config, dataframe, onInteraction, onRendered };
    body = (
      <ChartErrorBoundary
        key={`${config.chartGraphId}:${String(dataframe.rows.length)}`}
        fallback={<ChartMessage tone="error">{t('renderer.failed')}</ChartMessage>}
      >
        {kind === 'echarts' && <EChartsView {...common} />}
        {kind === 'table' && <TableView {...common} />}
        {kind === 'pivot' && <PivotView {...common} />}
        {kind === 'scorecard' && <ScorecardView {...common} />}
        {kind === 'richText' && (
          <Suspense fallback={<ChartMessage tone="muted">{t('renderer.loading')}</ChartMessage>}>
            <RichTextView {...common} />
          </Suspense>
        )}
      </ChartErrorBoundary>
    );
  }
  return <div className={'relative h-full w-full overflow-hidden ' + (className ?? '')}>{body}</div>;
}
