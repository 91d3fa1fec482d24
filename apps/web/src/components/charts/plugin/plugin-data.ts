import { aliasOf, type Dataframe, type DatachartConfig } from '@tessera/charts';

export interface PluginField {
  /** Index of the field's column in `columns` and in each row. */
  index: number;
  name: string;
  colName: string;
  aggregate?: string;
}

/** What a plugin's onUpdated receives as its first argument (docs/plugins.md). */
export interface PluginData {
  columns: { name: string; type: string }[];
  rows: Dataframe['rows'];
  /** Per data section (by key), the fields the user dropped there and where their values are. */
  fields: Record<string, PluginField[]>;
  config: { styles: unknown; settings: unknown };
}

const labelOf = (name: string[]) => name[name.length - 1] ?? '';

/** The chart's data as plain values a plugin can read: no functions, nothing of the app. */
export function pluginData(config: DatachartConfig, frame: Dataframe): PluginData {
  const columns = frame.columns.map((c) => ({ name: labelOf(c.name), type: c.type }));
  const fields: Record<string, PluginField[]> = {};
  for (const section of config.chartConfig.datas) {
    fields[section.key] = (section.rows ?? []).flatMap((row) => {
      const alias = aliasOf(row);
      const index = columns.findIndex((c) => c.name === alias);
      if (index < 0) return [];
      const name = typeof row.alias === 'object' && row.alias?.name ? String(row.alias.name) : alias;
      return [{ index, name, colName: row.colName, ...(row.aggregate ? { aggregate: row.aggregate } : {}) }];
    });
  }
  return {
    columns,
    rows: frame.rows,
    fields,
    config: { styles: config.chartConfig.styles, settings: config.chartConfig.settings },
  };
}
