import { barCharts } from '../families/bar/bar-charts';
import { doubleYChart } from '../families/double-y/double-y-chart';
import { funnelChart } from '../families/funnel/funnel-chart';
import { gaugeChart } from '../families/gauge/gauge-chart';
import { lineCharts } from '../families/line/line-charts';
import { mapCharts } from '../families/map/map-charts';
import { pieCharts } from '../families/pie/pie-charts';
import { pivotChart } from '../families/pivot/pivot-chart';
import { richTextChart } from '../families/rich-text/rich-text-chart';
import { scatterChart } from '../families/scatter/scatter-chart';
import { scorecardChart } from '../families/scorecard/scorecard-chart';
import { tableChart } from '../families/table/table-chart';
import { waterfallChart } from '../families/waterfall/waterfall-chart';
import { wordCloudChart } from '../families/word-cloud/word-cloud-chart';

/**
 * Datart's 24 built-in chart types, in the order Datart registers them (datart-facts §6.1), each defined
 * in its family's folder: adding a built-in type is its definition there and one line here.
 */
export const builtInCharts = [
  tableChart,
  pivotChart,
  scorecardChart,
  ...barCharts,
  waterfallChart,
  ...lineCharts,
  scatterChart,
  ...pieCharts,
  funnelChart,
  doubleYChart,
  wordCloudChart,
  ...mapCharts,
  gaugeChart,
  richTextChart,
] as const;
