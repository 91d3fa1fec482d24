import {
  resolveChart,
  setStyleValue,
  type ChartField,
  type DatachartConfig,
  type DefaultStyleNode,
  type HeaderNode,
  type ReferenceArea,
  type ReferenceLine,
} from '@tessera/charts';
import { Label } from '@tessera/ui/label';
import { ChevronRight } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPicker } from '../../components/geo/map-picker';
import { ColumnTemplatesEditor } from './column-templates-editor';
import { ReferenceAreasEditor } from './reference-area-editor';
import { ReferenceLinesEditor } from './reference-editor';
import { hasEditor, StyleControl } from './style-controls';
import { TableHeaderEditor, type TableColumnChoice } from './table-header-editor';

type TreeKey = 'styles' | 'settings' | 'interactions';

/**
 * The style, settings or interaction panel of the chart type, generated from its default tree (labels
 * and editors come from each node's `label` and `comType`); a change writes the value-only stored tree.
 */
export function StylePanel({
  config,
  tree,
  onChange,
}: {
  config: DatachartConfig;
  tree: TreeKey;
  onChange: (config: DatachartConfig) => void;
}) {
  const resolved = useMemo(() => resolveChart(config), [config]);
  const nodes = resolved[tree];
  const metrics = config.chartConfig.datas.filter((s) => s.type === 'aggregate').flatMap((s) => s.rows ?? []);
  const columns: TableColumnChoice[] = config.chartConfig.datas
    .filter((s) => s.type !== 'filter')
    .flatMap((s) => s.rows ?? [])
    .map((f) => ({ colName: f.colName, label: f.alias?.name || f.colName }));
  const set = (path: string[], value: unknown) =>
    onChange({
      ...config,
      chartConfig: { ...config.chartConfig, [tree]: setStyleValue(config.chartConfig[tree], path, value) },
    });
  return (
    <div className="space-y-1" data-testid={`style-panel-${tree}`}>
      {nodes.map((node) => (
        <StyleGroup
          key={node.key}
          node={node}
          path={[node.key]}
          metrics={metrics}
          columns={columns}
          set={set}
        />
      ))}
    </div>
  );
}

function StyleGroup({
  node,
  path,
  metrics,
  columns,
  set,
}: {
  node: DefaultStyleNode;
  path: string[];
  metrics: ChartField[];
  columns: TableColumnChoice[];
  set: (path: string[], value: unknown) => void;
}) {
  const { t } = useTranslation();
  const rows = (node.rows ?? []).filter(
    (r) =>
      r.comType === 'group' ||
      hasEditor(r.comType) ||
      r.comType === 'reference' ||
      r.comType === 'tableHeader' ||
      r.comType === 'listTemplate',
  );
  if (node.comType !== 'group' || rows.length === 0) return null;
  const title = t(`charts:style.${node.label ?? `${node.key}.title`}`, { defaultValue: node.key });
  return (
    <details
      className="group rounded-md border border-border"
      data-testid="style-group"
      data-group={node.key}
    >
      <summary className="flex cursor-pointer list-none items-center gap-1 px-2 py-1.5 text-xs font-medium select-none">
        <ChevronRight className="size-3 transition-transform group-open:rotate-90" />
        {title}
      </summary>
      <div className="space-y-2 px-2 pb-2">
        {rows.map((row) => {
          const rowPath = [...path, row.key];
          if (row.comType === 'group')
            return (
              <StyleGroup
                key={row.key}
                node={row}
                path={rowPath}
                metrics={metrics}
                columns={columns}
                set={set}
              />
            );
          if (row.comType === 'tableHeader')
            return (
              <TableHeaderEditor
                key={row.key}
                value={(Array.isArray(row.value) ? row.value : []) as HeaderNode[]}
                columns={columns}
                onChange={(groups) => set(rowPath, groups)}
              />
            );
          if (row.comType === 'listTemplate')
            return (
              <ColumnTemplatesEditor
                key={row.key}
                value={row.value}
                columns={columns}
                onChange={(templates) => set(rowPath, templates)}
              />
            );
          const label = t(`charts:style.${row.label ?? row.key}`, { defaultValue: row.key });
          if (row.comType === 'reference') {
            if (row.key === 'areas')
              return (
                <ReferenceAreasEditor
                  key={row.key}
                  areas={(Array.isArray(row.value) ? row.value : []) as ReferenceArea[]}
                  metrics={metrics}
                  onChange={(areas) => set(rowPath, areas)}
                />
              );
            if (row.key !== 'lines') return null;
            return (
              <ReferenceLinesEditor
                key={row.key}
                lines={(Array.isArray(row.value) ? row.value : []) as ReferenceLine[]}
                metrics={metrics}
                onChange={(lines) => set(rowPath, lines)}
              />
            );
          }
          if (rowPath.join('.') === 'map.mapLevelName')
            return <MapPicker key={row.key} value={row.value} onChange={(v) => set(rowPath, v)} />;
          const id = `style-${rowPath.join('-')}`;
          const inline = row.comType === 'checkbox';
          return (
            <div
              key={row.key}
              className={inline ? 'flex items-center gap-2' : 'grid gap-1'}
              data-style={rowPath.join('.')}
            >
              {inline && <StyleControl node={row} id={id} label={label} onChange={(v) => set(rowPath, v)} />}
              <Label htmlFor={id} className="text-xs font-normal text-muted-foreground">
                {label}
              </Label>
              {!inline && <StyleControl node={row} id={id} label={label} onChange={(v) => set(rowPath, v)} />}
            </div>
          );
        })}
      </div>
    </details>
  );
}
