// A chart type that exists only to prove that a type is one folder: it is built from the package's public
// API alone, and registering it is the only step (issue 30, part 4). Nothing else names it.
import {
  aliasOf,
  chartSections,
  defineChart,
  registerChart,
  styleValue,
  type ChartField,
  type DatachartConfig,
  type EChartsOption,
  type FamilyInput,
} from '../../index';

const firstField = (config: DatachartConfig, key: string): ChartField | undefined =>
  config.chartConfig.datas.find((s) => s.key === key)?.rows?.[0];

/** A lollipop: one stem and one dot per value of the dimension. */
function lollipopOption({ chart, reader }: FamilyInput): EChartsOption {
  const dimension = firstField(chart.config, 'dimension');
  const metric = firstField(chart.config, 'metrics');
  const column = (field: ChartField | undefined) => {
    const i = field ? reader.indexOf(aliasOf(field)) : -1;
    return reader.rows.map((row) => (i >= 0 ? (row[i] ?? null) : null));
  };
  const values = column(metric).map((v) => (v === null ? null : Number(v)));
  return {
    xAxis: { type: 'category', data: column(dimension).map((v) => String(v ?? '')) },
    yAxis: { type: 'value' },
    series: [
      { type: 'bar', barWidth: 2, data: values },
      { type: 'scatter', symbolSize: styleValue<number>(chart.styles, ['dot', 'size']) ?? 14, data: values },
    ],
  };
}

export const throwawayChart = defineChart({
  id: 'throwaway-lollipop',
  family: 'lollipop',
  name: { en: 'Lollipop', zh: '棒棒糖图' },
  icon: 'lollipop',
  // Its own drawing (no icon key of the web app's list names it): a stem under a dot.
  iconPath: 'M12 21V10M12 3a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7',
  sections: [chartSections.dimension([1, 1]), chartSections.metrics([1, 1]), chartSections.filter()],
  requirements: { group: [1, 1], aggregate: [1, 1] },
  styles: [
    {
      key: 'dot',
      label: 'dot.title',
      comType: 'group',
      rows: [{ key: 'size', label: 'dot.size', comType: 'inputNumber', default: 14 }],
    },
  ],
  settings: [],
  renderer: 'echarts',
  toOption: lollipopOption,
});

/** Registers the throw-away type (the one line an app adds); returns the call that removes it. */
export const registerThrowawayChart = () => registerChart(throwawayChart);
