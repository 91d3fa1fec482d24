import type { EChartsOption, FamilyInput, Font } from '../common/context';
import { fmt, styleOf, textStyle } from '../common/context';
import { sectionFields } from '../common/fields';
import { cellText, toNumber } from '../common/frame';
import { mapSourceOf, registeredMapName } from './map-source';

/**
 * Outline (choropleth) and scatter maps. The caller registers the GeoJSON (echarts.registerMap) under
 * the name `registeredMapName` gives for the chart's `map.mapLevelName` (a built-in map, or the id of an
 * organisation's upload), or passes its own `ctx.mapName`: this package never loads map data. Scatter
 * maps need `ctx.mapCoordinates` (region name → [lng, lat]), usually the centroids of the same GeoJSON.
 */
export function mapOption({ chart, reader, ctx }: FamilyInput): EChartsOption {
  const coordinates = ctx.mapCoordinates ?? {};
  const s = styleOf(chart);
  const map = ctx.mapName ?? registeredMapName(mapSourceOf(s<string>('map', 'mapLevelName')));
  const dim = sectionFields(chart.config, { type: 'group' })[0];
  const metric = sectionFields(chart.config, { type: 'aggregate' })[0];
  const size = sectionFields(chart.config, { type: 'size' })[0];
  const di = dim ? reader.indexOfField(dim) : -1;
  const mi = metric ? reader.indexOfField(metric) : -1;
  const si = size ? reader.indexOfField(size) : -1;
  const format = fmt(ctx, metric?.field.format, metric?.field);
  const values = reader.rows.map((r) => (mi >= 0 ? toNumber(r[mi]) : null));
  const nums = values.filter((v): v is number => v !== null);
  const label = {
    show: s<boolean>('label', 'showLabel') ?? false,
    position: s<string>('label', 'position') ?? 'inside',
    ...textStyle(s<Font>('label', 'font')),
  };
  const geo = {
    map,
    roam: s<boolean>('map', 'enableZoom') ?? true,
    itemStyle: { areaColor: s<string>('map', 'areaColor'), borderColor: s<string>('map', 'borderColor') },
    emphasis: { itemStyle: { areaColor: s<string>('map', 'areaEmphasisColor') } },
    label,
  };
  const visualMap = {
    show: s<boolean>('visualMap', 'show') ?? true,
    orient: s<string>('visualMap', 'orient') ?? 'vertical',
    min: nums.length ? Math.min(...nums) : 0,
    max: nums.length ? Math.max(...nums) : 0,
    inRange: { color: s<string[]>('visualMap', 'inRange') ?? ['#d0e4ff', '#1b6ac9'] },
    formatter: (v: number) => format(v),
    calculable: true,
  };
  const tooltip = {
    trigger: 'item',
    formatter: (p: { name: string; value: unknown }) =>
      `${p.name}: ${format(Array.isArray(p.value) ? (p.value[2] as number) : (p.value as number))}`,
  };
  if (!chart.meta.variant.scatterMap) {
    return {
      tooltip,
      visualMap,
      series: [
        {
          type: 'map',
          map,
          name: metric?.name ?? '',
          roam: geo.roam,
          itemStyle: geo.itemStyle,
          emphasis: geo.emphasis,
          label,
          data: reader.rows.map((r, i) => ({ name: di >= 0 ? cellText(r[di]) : '', value: values[i] })),
        },
      ],
    };
  }
  const sizes = reader.rows.map((r) => (si >= 0 ? (toNumber(r[si]) ?? 0) : 0));
  const maxSize = Math.max(1, ...sizes.map(Math.abs));
  const ratio = s<number>('scatter', 'cycleRatio') ?? 10;
  return {
    tooltip,
    visualMap: { ...visualMap, seriesIndex: 0 },
    geo,
    series: [
      {
        type: 'scatter',
        coordinateSystem: 'geo',
        name: metric?.name ?? '',
        data: reader.rows.flatMap((r, i) => {
          const name = di >= 0 ? cellText(r[di]) : '';
          const at = coordinates[name];
          return at ? [{ name, value: [at[0], at[1], values[i], sizes[i]] }] : [];
        }),
        symbolSize: (value: unknown[]) =>
          si >= 0 ? Math.max(4, (Math.abs(Number(value[3]) || 0) / maxSize) * ratio * 3) : ratio,
        label: { ...label, formatter: (p: { name: string }) => p.name },
      },
    ],
  };
}
