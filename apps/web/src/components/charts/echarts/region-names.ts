import type { EChartsOption } from '@tessera/charts';
import { nameMapFor } from './map-aliases';

type Series = { type?: string; data?: unknown[]; nameMap?: Record<string, string> };

/**
 * Adds ECharts' `nameMap` to a map option when its data names regions by an alias ("Zhejiang" on the
 * China map), on the map series and on `geo` (scatter maps), so regions and data meet.
 */
export function withRegionNames(option: EChartsOption, map: string): EChartsOption {
  const series = (Array.isArray(option.series) ? option.series : []) as Series[];
  const names = series.flatMap((s) =>
    (s.data ?? []).flatMap((d) => (d && typeof d === 'object' && 'name' in d ? [String(d.name)] : [])),
  );
  const nameMap = nameMapFor(map, names);
  if (Object.keys(nameMap).length === 0) return option;
  const next: EChartsOption = {
    ...option,
    series: series.map((s) => (s.type === 'map' ? { ...s, nameMap } : s)),
  };
  if (option.geo && typeof option.geo === 'object') next.geo = { ...(option.geo as object), nameMap };
  return next;
}
