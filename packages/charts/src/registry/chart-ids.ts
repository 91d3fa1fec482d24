/** Datart's 24 built-in chart ids, spelled as Datart spells them (`piovt-sheet` included), in registered order. */
export const chartGraphIds = [
  'mingxi-table',
  'piovt-sheet',
  'react-scorecard',
  'cluster-column-chart',
  'cluster-bar-chart',
  'stack-column-chart',
  'stack-bar-chart',
  'percentage-stack-column-chart',
  'percentage-stack-bar-chart',
  'waterfall-chart',
  'line-chart',
  'area-chart',
  'stack-area-chart',
  'scatter',
  'pie-chart',
  'doughnut-chart',
  'rose-chart',
  'funnel-chart',
  'double-y',
  'word-cloud',
  'normal-outline-map-chart',
  'scatter-outline-map-chart',
  'gauge',
  'react-rich-text',
] as const;
export type ChartGraphId = (typeof chartGraphIds)[number];

export const chartFamilies = ['table', 'pivot', 'scorecard', 'bar', 'waterfall', 'line', 'scatter', 'pie', 'funnel', 'doubleY', 'wordCloud', 'map', 'gauge', 'richText'] as const;
export type ChartFamily = (typeof chartFamilies)[number];
