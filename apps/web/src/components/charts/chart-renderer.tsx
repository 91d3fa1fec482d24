import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useChartsT } from './use-charts-t';
import { ChartErrorBoundary } from './chart-error-boundary';
import { ChartMessage } from './chart-message';
import { EChartsView } from './echarts-view';
import { PluginChartView } from './plugin/plugin-chart-view';
import { rendererKind } from './renderer-kind';
import { ScorecardView } from './scorecard-view';
import type { ChartRendererProps } from './types';

// TipTap is sizeable and only rich-text charts need it; TanStack Table and Virtual only tables and pivots.
const RichTextView = lazy(() =>
  import('./rich-text/rich-text-view').then((m) => ({ default: m.RichTextView })),
);
const TableView = lazy(() => import('./table/table-view').then((m) => ({ default: m.TableView })));
const PivotView = lazy(() => import('./pivot/pivot-view').then((m) => ({ default: m.PivotView })));

/** Drawing hooks: pages that wait for their charts (share pages, pictures), the speed bench, the gallery. */
export interface ChartRendererTestProps {
  /** The chart's first frame is in the DOM / on the canvas (or its final message is). */
  onRendered?: () => void;
  /** Drawing has settled (ECharts animations finished); the same as onRendered for the others. */
  onSettled?: () => void;
  /** An ECharts chart mounted below the fold: it draws when scrolled to. */
  onDeferred?: () => void;
}

/**
 * Draws one chart: loading, error and empty states, then ECharts or the table / pivot / scorecard /
 * rich-text renderer by the chart id's family.
 */
export function ChartRenderer(props: ChartRendererProps & ChartRendererTestProps) {
  const {
    config,
    dataframe,
    loading,
    error,
    onInteraction,
    animateEntry,
    className,
    onRendered,
    onSettled,
    onDeferred,
  } = props;
  const t = useChartsT();
  const kind = rendererKind(config.chartGraphId);
  // Table, pivot, scorecard and rich text have no animation: drawn is settled.
  const drawn = useCallback(() => {
    onRendered?.();
    onSettled?.();
  }, [onRendered, onSettled]);
  const modelDrawn = onRendered || onSettled ? drawn : undefined;
  // A message that stays (an error, no rows, an unknown type) is what this chart shows: it is drawn too.
  const finalMessage =
    Boolean(error) ||
    !kind ||
    (!loading && !!dataframe && dataframe.rows.length === 0 && kind !== 'richText');
  useEffect(() => {
    if (finalMessage) modelDrawn?.();
  }, [finalMessage, modelDrawn]);
  let body;
  if (error) body = <ChartMessage tone="error">{error}</ChartMessage>;
  else if (!kind)
    body = (
      <ChartMessage tone="error">
        {t('charts:renderer.unknownType', { id: config.chartGraphId })}
      </ChartMessage>
    );
  else if (loading || !dataframe)
    body = <ChartMessage tone="muted">{t('charts:renderer.loading')}</ChartMessage>;
  else if (dataframe.rows.length === 0 && kind !== 'richText')
    body = <ChartMessage tone="muted">{t('charts:renderer.empty')}</ChartMessage>;
  else {
    const common = { config, dataframe, onInteraction, onRendered: modelDrawn };
    body = (
      <ChartErrorBoundary
        key={`${config.chartGraphId}:${String(dataframe.rows.length)}`}
        fallback={<ChartMessage tone="error">{t('charts:renderer.failed')}</ChartMessage>}
      >
        {kind === 'echarts' && (
          <EChartsView
            {...common}
            onRendered={onRendered}
            onSettled={onSettled}
            onDeferred={onDeferred}
            {...(animateEntry === false ? { animateEntry } : {})}
          />
        )}
        {kind === 'scorecard' && <ScorecardView {...common} />}
        {kind === 'plugin' && (
          <PluginChartView config={config} dataframe={dataframe} onRendered={onRendered} />
        )}
        {(kind === 'table' || kind === 'pivot' || kind === 'richText') && (
          <Suspense fallback={<ChartMessage tone="muted">{t('charts:renderer.loading')}</ChartMessage>}>
            {kind === 'table' && <TableView {...common} />}
            {kind === 'pivot' && <PivotView {...common} />}
            {kind === 'richText' && <RichTextView {...common} />}
          </Suspense>
        )}
      </ChartErrorBoundary>
    );
  }
  return <div className={'relative h-full w-full overflow-hidden ' + (className ?? '')}>{body}</div>;
}
