import {
  drillChoices,
  drillDown,
  drillSection,
  missingSections,
  pointFilters,
  type ChartView,
  type DatachartConfig,
  type DrillState,
  type RuntimeFilter,
} from '@tessera/charts';
import { Button } from '@tessera/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@tessera/ui/select';
import { cn } from '@tessera/ui/lib/utils';
import { ArrowUpFromLine, Code2, Layers, Table2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartRenderer, type ChartInteraction } from '../../components/charts';
import type { Jump } from '../dashboard/jump';
import { drillThroughJump, hasDrillThrough } from './drill-through-jump';
import { useChartData, usePlan, type ChartSource } from './use-chart-data';
import { ViewDataDialog, ViewSqlDialog } from './view-data-dialogs';

const NO_DRILL: DrillState = { mode: 'normal', path: [] };

/**
 * A chart with its data: the query built from the config, drill down / up on a field hierarchy, and for
 * those the server allows, "view data" (the rows behind it) and "view SQL". Used by the workbench
 * preview and by the chart page.
 */
const NO_FILTERS: RuntimeFilter[] = [];

export function ChartStage({
  config,
  view,
  source,
  canViewData,
  canViewSql,
  filters = NO_FILTERS,
  onJump,
}: {
  config: DatachartConfig;
  view: ChartView | null;
  source: ChartSource;
  canViewData: boolean;
  canViewSql: boolean;
  /** Conditions from outside the chart (a jump's or a link's query string). */
  filters?: RuntimeFilter[];
  /** Follows the chart's drill-through rule on a click (the chart page; not the workbench preview). */
  onJump?: (jump: Jump) => void;
}) {
  const { t } = useTranslation();
  const [drill, setDrill] = useState<DrillState>(NO_DRILL);
  const [dialog, setDialog] = useState<'data' | 'sql' | null>(null);
  const hierarchy = drillSection(config);
  // A drill path belongs to the hierarchy it was made in: a changed one starts again from the top.
  const hierarchyKey = JSON.stringify(hierarchy?.rows?.map((r) => r.colName) ?? []);
  const [drillFor, setDrillFor] = useState(hierarchyKey);
  if (drillFor !== hierarchyKey) {
    setDrillFor(hierarchyKey);
    setDrill(NO_DRILL);
  }
  const missing = missingSections(config);
  const extra = useMemo(
    () => ({ ...(hierarchy ? { drill } : {}), ...(filters.length ? { runtimeFilters: filters } : {}) }),
    [hierarchy, drill, filters],
  );
  const plan = usePlan(missing.length ? null : config, view, { ...extra, script: canViewSql });
  const data = useChartData(source, plan);
  // "View detail" of one clicked point: the rows behind it (its dimensions' values as conditions).
  const [point, setPoint] = useState<RuntimeFilter[] | null>(null);
  const detailExtra = point?.length
    ? { ...extra, runtimeFilters: [...(extra.runtimeFilters ?? []), ...point], detail: true }
    : { ...extra, detail: true };
  const detailPlan = usePlan(dialog === 'data' ? config : null, view, detailExtra);
  const onPoint = (e: ChartInteraction) => {
    const filters = view ? pointFilters(config, view, e.row) : [];
    if (!filters.length) return;
    setPoint(filters);
    setDialog('data');
  };
  const detail = useChartData(source, detailPlan);
  const choices = hierarchy ? drillChoices(drill, hierarchy, data.dataframe) : [];
  const depth = hierarchy ? Math.min(drill.path.length, (hierarchy.rows?.length ?? 1) - 1) : 0;

  return (
    <div className="flex h-full min-h-0 flex-col" data-testid="chart-stage">
      <div className="flex min-h-9 flex-wrap items-center gap-1 border-b border-border px-2 py-1">
        {hierarchy && (
          <>
            <Button
              size="sm"
              variant={drill.mode === 'drill' ? 'secondary' : 'ghost'}
              aria-pressed={drill.mode === 'drill'}
              data-testid="drill-toggle"
              onClick={() => setDrill(drill.mode === 'drill' ? NO_DRILL : { mode: 'drill', path: [] })}
            >
              <Layers />
              {t('vizs:drill.drill')}
            </Button>
            <Button
              size="sm"
              variant={drill.mode === 'expand' ? 'secondary' : 'ghost'}
              aria-pressed={drill.mode === 'expand'}
              data-testid="drill-expand"
              onClick={() =>
                setDrill(
                  drill.mode === 'expand'
                    ? NO_DRILL
                    : {
                        mode: 'expand',
                        path: (hierarchy.rows ?? []).slice(1).map((r) => ({ field: r.colName, value: '' })),
                      },
                )
              }
            >
              {t('vizs:drill.expand')}
            </Button>
            {drill.mode === 'drill' && drill.path.length > 0 && (
              <>
                <Button
                  size="sm"
                  variant="ghost"
                  data-testid="drill-up"
                  onClick={() => setDrill({ ...drill, path: drill.path.slice(0, -1) })}
                >
                  <ArrowUpFromLine />
                  {t('vizs:drill.up')}
                </Button>
                <span className="text-xs text-muted-foreground" data-testid="drill-path">
                  {drill.path.map((p) => p.value).join(' / ')}
                </span>
              </>
            )}
            {drill.mode === 'drill' && choices.length > 0 && (
              <Select value="" onValueChange={(value) => setDrill(drillDown(drill, hierarchy, value))}>
                <SelectTrigger
                  className="h-7 w-40 text-xs"
                  data-testid="drill-into"
                  aria-label={t('vizs:drill.into')}
                >
                  <SelectValue placeholder={t('vizs:drill.into')} />
                </SelectTrigger>
                <SelectContent>
                  {choices.map((c) => (
                    <SelectItem key={c} value={c}>
                      {c}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
            {drill.mode === 'drill' && (
              <span className="text-xs text-muted-foreground" data-testid="drill-level">
                {t('vizs:drill.level', { level: depth + 1, count: hierarchy.rows?.length ?? 1 })}
              </span>
            )}
          </>
        )}
        <span className="flex-1" />
        {canViewData && (
          <Button
            size="sm"
            variant="ghost"
            data-testid="view-data"
            disabled={!plan?.request}
            onClick={() => {
              setPoint(null);
              setDialog('data');
            }}
          >
            <Table2 />
            {t('vizs:workbench.viewData')}
          </Button>
        )}
        {canViewSql && (
          <Button
            size="sm"
            variant="ghost"
            data-testid="view-sql"
            disabled={!plan?.request}
            onClick={() => setDialog('sql')}
          >
            <Code2 />
            {t('vizs:workbench.viewSql')}
          </Button>
        )}
      </div>
      <div
        className={cn('relative min-h-0 flex-1 p-3')}
        data-testid="chart-preview"
        data-loading={data.loading}
      >
        {missing.length > 0 ? (
          <div
            className="flex h-full items-center justify-center text-center text-sm text-muted-foreground"
            data-testid="chart-missing"
          >
            {t('vizs:workbench.needs', {
              sections: missing
                .map((s) => t(`charts:sections.${s.label ?? s.key}`, { defaultValue: s.key }))
                .join(', '),
            })}
          </div>
        ) : (
          <ChartRenderer
            config={config}
            dataframe={data.dataframe}
            loading={data.loading && !data.dataframe}
            error={data.error}
            onInteraction={
              hierarchy && drill.mode === 'drill'
                ? (e) => setDrill(drillDown(drill, hierarchy, e.name))
                : onJump && hasDrillThrough(config)
                  ? (e) => {
                      const jump = drillThroughJump(config, e.row);
                      if (jump) onJump(jump);
                    }
                  : canViewData
                    ? onPoint
                    : undefined
            }
          />
        )}
      </div>
      {dialog === 'data' && (
        <ViewDataDialog
          frame={detail.dataframe}
          loading={detail.loading}
          error={detail.error}
          point={point?.map((f) => `${f.column} = ${f.values.map((v) => v.value).join(', ')}`).join('; ')}
          onClose={() => {
            setDialog(null);
            setPoint(null);
          }}
        />
      )}
      {dialog === 'sql' && <ViewSqlDialog sql={data.script} onClose={() => setDialog(null)} />}
    </div>
  );
}
