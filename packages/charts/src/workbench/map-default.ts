import type { DatachartConfig, StyleNode } from '../config/config.schemas';
import type { ChartView } from '../types';
import { drawsOnMap } from '../registry/registry';

/** The geographic role the view gives a column (`COUNTRY`, `PROVINCEORSTATE`…), if any. */
function columnCategory(view: ChartView, name: string): string | undefined {
  const model = view.model as unknown;
  const columns: unknown[] = Array.isArray(model)
    ? model
    : Object.entries((model as { columns?: Record<string, unknown> }).columns ?? {}).map(([key, c]) => ({
        key,
        ...(c as object),
      }));
  for (const c of columns as { key?: string; name?: string | string[]; category?: string }[]) {
    const key = c.key ?? (Array.isArray(c.name) ? c.name.join('.') : c.name);
    if (key === name) return c.category;
  }
  return undefined;
}

const storedMap = (styles: StyleNode[]) =>
  styles.find((g) => g.key === 'map')?.rows?.find((r) => r.key === 'mapLevelName')?.value;

/**
 * A map chart whose dimension is a column the view marks as a country opens on the world map, not on
 * China (Datart's default), unless the person already chose a map. Applied after each workbench edit.
 */
export function mapForCountry(config: DatachartConfig, view: ChartView): DatachartConfig {
  if (!drawsOnMap(config.chartGraphId)) return config;
  const styles = config.chartConfig.styles ?? [];
  if (storedMap(styles) !== undefined) return config;
  const dimension = config.chartConfig.datas.find((s) => s.type === 'group')?.rows?.[0];
  if (!dimension || columnCategory(view, dimension.colName) !== 'COUNTRY') return config;
  const others = styles.filter((g) => g.key !== 'map');
  const map = styles.find((g) => g.key === 'map');
  const rows = [...(map?.rows ?? []), { key: 'mapLevelName', value: 'world' }];
  return {
    ...config,
    chartConfig: { ...config.chartConfig, styles: [...others, { ...(map ?? {}), key: 'map', rows }] },
  };
}
