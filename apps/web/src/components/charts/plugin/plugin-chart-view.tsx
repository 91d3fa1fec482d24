import {
  pluginChartsVersion,
  subscribePluginCharts,
  type Dataframe,
  type DatachartConfig,
} from '@tessera/charts';
import { useEffect, useSyncExternalStore } from 'react';
import { ChartMessage } from '../chart-message';
import { useChartsT } from '../use-charts-t';
import { PluginFrame } from './plugin-frame';
import { registeredPlugin } from './registered-plugin';

/** A plugin chart: its sandboxed frame, or why it cannot be drawn (plugin deleted or disabled). */
export function PluginChartView(props: {
  config: DatachartConfig;
  dataframe: Dataframe;
  onRendered?: (() => void) | undefined;
}) {
  const t = useChartsT();
  // A share page registers its plugins once they arrive: the chart follows.
  useSyncExternalStore(subscribePluginCharts, pluginChartsVersion);
  const meta = registeredPlugin(props.config.chartGraphId);
  const { onRendered } = props;
  // Saying why is this chart's drawing: a share page or a picture does not wait for more.
  useEffect(() => {
    if (!meta) onRendered?.();
  }, [meta, onRendered]);
  if (!meta)
    return (
      <ChartMessage tone="error">
        <span data-testid="plugin-failure" data-kind="unavailable">
          {t('plugin.unavailable')}
        </span>
      </ChartMessage>
    );
  return <PluginFrame key={meta.plugin.pluginId} meta={meta} {...props} />;
}
