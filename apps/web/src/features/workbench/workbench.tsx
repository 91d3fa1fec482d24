import { useQuery } from '@tanstack/react-query';
import { DndContext, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import {
  addField,
  getChartMeta,
  removeField,
  reorderField,
  setDateLevel,
  updateField,
  type ChartField,
  type DatachartConfig,
  type WorkbenchField,
} from '@tessera/charts';
import { Checkbox } from '@tessera/ui/checkbox';
import { Label } from '@tessera/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@tessera/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@tessera/ui/tabs';
import { toast } from '@tessera/ui/toast';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UnsavedChangesDialog } from '../../components/unsaved-changes-dialog';
import { folderPath } from '../../lib/source-tree';
import { useTRPC } from '../../lib/trpc';
import { NameDialog } from '../../components/dialogs';
import { EditorActions } from '../../components/editor-actions';
import type { ChartDetail, VizItem } from '../../hooks/use-vizs';
import { ChartStage } from './chart-stage';
import { DataSections } from './data-sections';
import { DrillThroughEditor } from './drill-through-editor';
import type { DragData, DropData } from './dnd';
import { FieldDialogs, type OpenFieldDialog } from './field-dialogs';
import { FieldList } from './field-list';
import type { FieldEdit } from './field-menu';
import { StylePanel } from './style-panel';
import { TypeSwitcher } from './type-switch-dialog';
import { VersionHistoryButton } from '../versions/version-history-button';
import { useChartComputed } from './use-chart-computed';
import { useSaveChart } from './use-save-chart';
import { useWorkbench } from './use-workbench';

/**
 * The chart workbench: the view's fields on the left, the type's data sections and style panels in the
 * middle, the live chart on the right. Every change goes through @tessera/charts' config operations.
 */
export function ChartWorkbench({
  orgId,
  chart,
  parentId = null,
  folders,
  owned,
}: {
  orgId: string;
  chart?: ChartDetail;
  parentId?: string | null;
  folders: VizItem[];
  /** A board's own chart (kept in its widget, not saved as a chart): Save hands the config back. */
  owned?: {
    title: string;
    viewId: string | null;
    config: unknown;
    onDone: (viewId: string, config: DatachartConfig) => void;
    onCancel: () => void;
  };
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wb = useWorkbench({ chart, ...(owned ? { initial: owned } : {}) });
  const { config, setConfig } = wb;
  const meta = getChartMeta(config.chartGraphId);
  const views = useQuery(trpc.view.list.queryOptions({ orgId }));
  const viewOptions = (views.data ?? []).filter((v) => !v.isFolder);
  const [pendingView, setPendingView] = useState<string | null>(null);
  const [fieldDialog, setFieldDialog] = useState<OpenFieldDialog | null>(null);
  const guard = useRef(false);
  guard.current = wb.dirty;
  const blocker = useBlocker({
    shouldBlockFn: () => guard.current,
    enableBeforeUnload: () => guard.current,
    withResolver: true,
  });
  const saving = useSaveChart({
    orgId,
    chart,
    wb,
    parentId,
    onSaved: () => {
      // Saved: leaving (or opening the saved chart) is no longer guarded.
      guard.current = false;
      wb.markSaved();
    },
  });

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const drop = (section: string, field: WorkbenchField, index?: number) => {
    const result = addField(config, section, field, index);
    if (!result.ok) return toast.error(t(`vizs:workbench.drop.${result.reason}`));
    setConfig(result.config);
  };
  const onDragEnd = (e: DragEndEvent) => {
    const from = e.active.data.current as DragData | undefined;
    const to = e.over?.data.current as DropData | undefined;
    if (!from || !to) return;
    if (from.kind === 'field') return drop(to.section, from.field, to.index);
    const section = config.chartConfig.datas.find((s) => s.key === from.section);
    const rows = section?.rows ?? [];
    const index = rows.findIndex((r) => r.uid === from.uid);
    if (index < 0) return;
    if (from.section === to.section) {
      if (to.index !== undefined) setConfig(reorderField(config, from.section, index, to.index));
      return;
    }
    const field = rows[index]!;
    const moved = addField(
      removeField(config, from.section, from.uid),
      to.section,
      {
        name: field.colName,
        type: field.type ?? 'STRING',
        category: field.category ?? 'field',
        role: field.type === 'NUMERIC' ? 'metric' : 'dimension',
        path: field.path,
        expression: field.expression,
      },
      to.index,
    );
    if (!moved.ok) return toast.error(t(`vizs:workbench.drop.${moved.reason}`));
    setConfig(moved.config);
  };
  const onEdit = (section: string, uid: string, edit: FieldEdit) => {
    if (edit.kind === 'remove') setConfig(removeField(config, section, uid));
    else if (edit.kind === 'patch') setConfig(updateField(config, section, uid, edit.patch));
    else if (edit.kind === 'dateLevel') setConfig(setDateLevel(config, section, uid, edit.level));
    else setFieldDialog({ section, uid, dialog: edit.dialog });
  };
  const dialogField: ChartField | undefined = fieldDialog
    ? config.chartConfig.datas
        .find((s) => s.key === fieldDialog.section)
        ?.rows?.find((r) => r.uid === fieldDialog.uid)
    : undefined;
  const sections = config.chartConfig.datas.map((s) => ({
    key: s.key,
    label: t(`charts:sections.${s.label ?? s.key}`, { defaultValue: s.key }),
  }));
  const canViewSql = Boolean(wb.view.data?.can.manage);
  const computed = useChartComputed(wb);

  return (
    <div className="flex h-full min-h-0 flex-col" data-testid="chart-workbench">
      <header className="flex h-12 shrink-0 items-center gap-2 border-b border-border px-3">
        <h1 className="min-w-0 truncate text-sm font-semibold" data-testid="workbench-title">
          {chart?.name ?? owned?.title ?? t('vizs:workbench.newChart')}
        </h1>
        <Select
          value={wb.viewId ?? undefined}
          onValueChange={(id) => (wb.hasFields ? setPendingView(id) : wb.setViewId(id))}
        >
          <SelectTrigger
            className="h-8 w-56 text-xs"
            data-testid="workbench-view-picker"
            aria-label={t('vizs:workbench.view')}
          >
            <SelectValue placeholder={t('vizs:workbench.pickView')} />
          </SelectTrigger>
          <SelectContent>
            {viewOptions.map((v) => (
              <SelectItem key={v.id} value={v.id}>
                {v.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <span className="flex-1" />
        {chart && !owned && (
          <VersionHistoryButton resourceType="DATACHART" resourceId={chart.id} dirty={wb.dirty} />
        )}
        <EditorActions
          testId="workbench"
          history={wb}
          save={{
            disabled: saving.pending || (chart !== undefined && !wb.dirty),
            onSave: () =>
              !owned
                ? saving.save()
                : wb.viewId
                  ? owned.onDone(wb.viewId, wb.config)
                  : toast.error(t('vizs:workbench.pickViewFirst')),
          }}
          onClose={() =>
            owned
              ? owned.onCancel()
              : chart
                ? void navigate({
                    to: '/organizations/$orgId/vizs/charts/$chartId',
                    params: { orgId, chartId: chart.id },
                  })
                : void navigate({ to: '/organizations/$orgId/vizs', params: { orgId } })
          }
        />
      </header>
      <DndContext sensors={sensors} onDragEnd={onDragEnd}>
        <div className="flex min-h-0 flex-1">
          <section
            className="w-56 shrink-0 overflow-auto border-r border-border p-2"
            aria-label={t('vizs:workbench.fields')}
          >
            {wb.viewId ? (
              <FieldList
                fields={wb.fields}
                sections={sections}
                onAdd={(s, f) => drop(s, f)}
                computed={computed.actions}
              />
            ) : (
              <p className="p-2 text-xs text-muted-foreground">{t('vizs:workbench.pickViewFirst')}</p>
            )}
          </section>
          <section
            className="w-72 shrink-0 overflow-auto border-r border-border p-2"
            aria-label={t('vizs:workbench.config')}
          >
            <Tabs defaultValue="data">
              <TabsList className="w-full">
                <TabsTrigger value="data">{t('vizs:workbench.tabs.data')}</TabsTrigger>
                <TabsTrigger value="styles" data-testid="tab-styles">
                  {t('vizs:workbench.tabs.styles')}
                </TabsTrigger>
                <TabsTrigger value="settings" data-testid="tab-settings">
                  {t('vizs:workbench.tabs.settings')}
                </TabsTrigger>
              </TabsList>
              <TabsContent value="data" className="mt-2 space-y-2">
                <div className="flex items-center gap-2 px-1">
                  <Checkbox
                    id="wb-aggregation"
                    checked={config.aggregation}
                    onCheckedChange={(c) => setConfig({ ...config, aggregation: c === true })}
                  />
                  <Label htmlFor="wb-aggregation" className="text-xs">
                    {t('vizs:workbench.aggregation')}
                  </Label>
                </div>
                <DataSections config={config} meta={meta} onEdit={onEdit} />
              </TabsContent>
              <TabsContent value="styles" className="mt-2">
                <StylePanel config={config} tree="styles" onChange={setConfig} />
              </TabsContent>
              <TabsContent value="settings" className="mt-2 space-y-2">
                <StylePanel config={config} tree="settings" onChange={setConfig} />
                {meta.interactions.some((n) => n.key === 'drillThrough') && (
                  <DrillThroughEditor
                    config={config}
                    onChange={setConfig}
                    targets={{
                      chart: folders.filter((f) => f.type === 'DATACHART' && f.id !== chart?.id),
                      dashboard: folders.filter((f) => f.type === 'DASHBOARD'),
                    }}
                  />
                )}
              </TabsContent>
            </Tabs>
          </section>
          <section className="flex min-w-0 flex-1 flex-col" aria-label={t('vizs:workbench.preview')}>
            <div className="border-b border-border p-2">
              <TypeSwitcher config={config} onChange={setConfig} />
            </div>
            <div className="min-h-0 flex-1">
              <ChartStage
                config={config}
                view={wb.chartView}
                source={{ kind: 'view' }}
                canViewData
                canViewSql={canViewSql}
              />
            </div>
          </section>
        </div>
      </DndContext>
      {fieldDialog && dialogField && (
        <FieldDialogs
          open={fieldDialog}
          field={dialogField}
          view={wb.chartView}
          onClose={() => setFieldDialog(null)}
          onPatch={(patch) => {
            setConfig(updateField(config, fieldDialog.section, fieldDialog.uid, patch));
            setFieldDialog(null);
          }}
        />
      )}
      {computed.dialog}
      <NameDialog
        open={saving.asking}
        onOpenChange={(o) => !o && saving.cancelAsk()}
        title={t('vizs:save.title')}
        initialName=""
        folders={folders
          .filter((f) => f.isFolder)
          .map((f) => ({ id: f.id, label: folderPath(folders, f.id) }))}
        initialParentId={parentId}
        submitLabel={t('vizs:actions.save')}
        pending={saving.pending}
        error={saving.nameError}
        testId="save-chart-dialog"
        onSubmit={(name, folder) => saving.save(name, folder)}
      />
      <UnsavedChangesDialog
        open={pendingView !== null}
        description={t('vizs:workbench.switchView')}
        onStay={() => setPendingView(null)}
        onDiscard={() => {
          wb.setViewId(pendingView!);
          setPendingView(null);
        }}
      />
      <UnsavedChangesDialog
        open={blocker.status === 'blocked'}
        description={t('vizs:workbench.dirty')}
        onStay={() => blocker.reset?.()}
        onDiscard={() => blocker.proceed?.()}
      />
    </div>
  );
}
