import { useQueryClient, useMutation } from '@tanstack/react-query';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { defaultOperator, type StoredRelation } from '@tessera/charts';
import { Button } from '@tessera/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@tessera/ui/dropdown-menu';
import { toast } from '@tessera/ui/toast';
import { BarChart3, Clock, Filter, Globe, Image, Plus, RotateCcw, Search, Type } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardLoader } from '../../../../../../../features/dashboard/board-data';
import { DashboardBoard } from '../../../../../../../features/dashboard/dashboard-board';
import { firstFreeSpot } from '../../../../../../../features/dashboard/board-placement';
import { UnsavedChangesDialog } from '../../../../../../../components/unsaved-changes-dialog';
import { useOrgParam } from '../../../../../../../hooks/use-current-org';
import { usePageTitle } from '../../../../../../../hooks/use-page-title';
import { appErrorOf } from '../../../../../../../lib/app-error';
import { errorText } from '../../../../../../../lib/error-text';
import { formMeta, useServices } from '../../../../../../../lib/services';
import { editorLoader } from '../../../../../../../features/dashboard/editor-loader';
import { useTRPC } from '../../../../../../../lib/trpc';
import { EditorActions } from '../../../../../../../components/editor-actions';
import { VersionHistoryButton } from '../../../../../../../features/versions/version-history-button';
import type { BoardLayout } from '../../../../../../../features/dashboard/board-layout';
import { useWidgetDialogs } from '../../../../../../../features/dashboard/use-widget-dialogs';
import { WidgetEditActions } from '../../../../../../../features/dashboard/widget-edit-actions';
import { useRefreshVizs } from '../../../../../../../hooks/use-vizs';
import { AddChartDialog } from './add-chart-dialog';
import { writeControllerForm } from './controller-settings';
import { ControllerSettingsDialog } from './controller-settings-dialog';
import { AddControllerDialog, AddMediaDialog } from './add-widget-dialogs';
import type { MediaType } from './add-widget-schemas';
import { useBoardEditor } from './use-board-editor';
import { useBoardExtras } from './use-board-extras';
import {
  buttonWidget,
  controllerWidget,
  linkedChart,
  mediaWidget,
  newWidgetId,
  onFreeBoard,
} from './widget-configs';

type ButtonType = 'queryBtn' | 'resetBtn';

interface Detail {
  id: string;
  orgId: string;
  name: string;
  version: number;
  config: unknown;
  subType?: string | null;
  widgets: {
    id: string;
    config: unknown;
    datachartId: string | null;
    parentId?: string | null;
    relations?: StoredRelation[];
  }[];
  datacharts: { id: string; viewId: string | null; config: unknown }[];
  views: { id: string; name: string; model: unknown; config: unknown }[];
}

/**
 * The board editor (auto layout): add saved charts, text, images, web pages, clocks and filters; move and
 * resize them on the grid; rename or remove them; undo / redo; save everything in ONE call.
 */
export function BoardEditor({
  detail,
  loader,
  layout,
}: {
  detail: Detail;
  loader: BoardLoader;
  layout: BoardLayout;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  usePageTitle(t('dashboards:editor.title', { name: detail.name }));
  const navigate = useNavigate();
  const orgId = useOrgParam();
  const queryClient = useQueryClient();
  const refresh = useRefreshVizs();
  const editor = useBoardEditor(detail);
  const { trpcClient } = useServices();
  // Read through a ref so the loader stays the same object while the widgets change.
  const live = useRef(editor);
  live.current = editor;
  const boardLoader = useMemo(
    () =>
      editorLoader(
        loader,
        trpcClient,
        (id) => live.current.isSaved(id),
        (id) => live.current.items.find((w) => w.id === id)?.datachartId ?? null,
        (e) => errorText(t, e),
      ),
    [loader, trpcClient, t],
  );
  const [version, setVersion] = useState(detail.version);
  const [selected, setSelected] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'chart' | 'filter' | MediaType | null>(null);
  const guard = useRef(false);
  guard.current = editor.dirty;
  const blocker = useBlocker({
    shouldBlockFn: () => guard.current,
    enableBeforeUnload: () => guard.current,
    withResolver: true,
  });
  const rects = editor.widgets.map((w) => w.rect);
  const free = layout.type === 'free';
  /** On a free board a new widget is placed in pixels, on the top layer. */
  const add: typeof editor.add = (w, chart, view) => {
    const top = Math.max(
      0,
      ...editor.items.map((i) => (typeof i.config.index === 'number' ? i.config.index : 0)),
    );
    editor.add(free ? { ...w, config: onFreeBoard(w.config, editor.items.length, top) } : w, chart, view);
  };
  const names = new Set(editor.widgets.map((w) => w.name));
  const [filterSettingsFor, setFilterSettingsFor] = useState<string | null>(null);
  const filterWidget = editor.widgets.find((w) => w.id === filterSettingsFor);
  const widgetDialogs = useWidgetDialogs({
    orgId: detail.orgId,
    boardId: detail.id,
    names,
    update: editor.update,
  });
  /** Widget names are unique on a board (the server refuses a duplicate): "Sales", "Sales 2", … */
  const freeName = (name: string) => {
    let n = name;
    for (let i = 2; names.has(n); i++) n = `${name} ${String(i)}`;
    return n;
  };
  const placeNew = (config: Record<string, unknown>) => {
    const top = Math.max(
      0,
      ...editor.items.map((i) => (typeof i.config.index === 'number' ? i.config.index : 0)),
    );
    return free ? onFreeBoard(config, editor.items.length, top) : config;
  };
  const extras = useBoardExtras({
    orgId: detail.orgId,
    editor,
    selected,
    freeName,
    add: (w) => add(w),
    place: placeNew,
  });
  const onBoard = useMemo(
    () => new Set(editor.items.map((w) => w.datachartId).filter((x): x is string => Boolean(x))),
    [editor.items],
  );

  const save = useMutation(
    trpc.dashboard.save.mutationOptions({
      meta: formMeta,
      onSuccess: async (saved) => {
        guard.current = false;
        editor.markSaved();
        setVersion(saved.version);
        await Promise.all([
          queryClient.invalidateQueries(trpc.dashboard.byId.queryFilter({ id: detail.id })),
          refresh(),
        ]);
        toast.success(t('dashboards:done.saved'));
      },
      onError: (e) => {
        const code = appErrorOf(e)?.code;
        toast.error(code === 'VERSION_CONFLICT' ? t('dashboards:editor.conflict') : errorText(t, e));
      },
    }),
  );
  const onSave = () => {
    const { widgetToCreate, widgetToUpdate, widgetToDelete } = editor.changes();
    save.mutate({
      id: detail.id,
      name: detail.name,
      config: editor.boardConfig,
      version,
      widgetToCreate,
      widgetToUpdate,
      widgetToDelete,
    });
  };

  const addChart = async (chart: { id: string; name: string }) => {
    setDialog(null);
    try {
      const c = await queryClient.fetchQuery(trpc.datachart.byId.queryOptions({ id: chart.id }));
      add(
        {
          id: newWidgetId(),
          datachartId: c.id,
          config: linkedChart(freeName(c.name), firstFreeSpot(rects, 6, 8), c.id),
        },
        { id: c.id, viewId: c.viewId, config: c.config },
        c.view ? { id: c.view.id, name: c.view.name, model: c.view.model, config: c.view.config } : null,
      );
    } catch (e) {
      toast.error(errorText(t, e));
    }
  };
  const viewChoices = editor.viewFacts.flatMap((v) => {
    const view = editor.views.get(v.id);
    const name = v.name ?? detail.views.find((d) => d.id === v.id)?.name ?? v.id;
    return view ? [{ id: v.id, name, view }] : [];
  });

  /** Query and reset buttons need no form: a named button at the bottom of the board. */
  const addButton = (kind: ButtonType) =>
    add({
      id: newWidgetId(),
      datachartId: null,
      config: buttonWidget(
        freeName(t(kind === 'queryBtn' ? 'dashboards:button.query' : 'dashboards:button.reset')),
        kind,
        firstFreeSpot(rects, 2, 2),
      ),
    });
  const addItems: {
    key: string;
    icon: typeof Plus;
    label: string;
    onSelect: () => void;
  }[] = [
    {
      key: 'chart',
      icon: BarChart3,
      label: t('dashboards:editor.chart'),
      onSelect: () => setDialog('chart'),
    },
    ...extras.addItems,
    {
      key: 'filter',
      icon: Filter,
      label: t('dashboards:editor.filter'),
      onSelect: () => setDialog('filter'),
    },
    ...(
      [
        ['richText', Type, t('dashboards:media.richText')],
        ['image', Image, t('dashboards:media.image')],
        ['iframe', Globe, t('dashboards:media.iframe')],
        ['timer', Clock, t('dashboards:media.timer')],
      ] as const
    ).map(([key, icon, label]) => ({ key, icon, label, onSelect: () => setDialog(key) })),
    {
      key: 'queryBtn',
      icon: Search,
      label: t('dashboards:button.query'),
      onSelect: () => addButton('queryBtn'),
    },
    {
      key: 'resetBtn',
      icon: RotateCcw,
      label: t('dashboards:button.reset'),
      onSelect: () => addButton('resetBtn'),
    },
  ];

  return (
    <div className="flex h-full min-h-0 flex-col" data-testid="board-editor">
      <header className="flex h-12 shrink-0 items-center gap-2 border-b border-border px-3">
        <h2 className="min-w-0 truncate text-sm font-semibold">{detail.name}</h2>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button size="sm" variant="outline" data-testid="board-add">
              <Plus />
              {t('dashboards:editor.add')}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            {addItems.map(({ key, icon: Icon, label, onSelect }) => (
              <DropdownMenuItem key={key} data-testid={`board-add-${key}`} onSelect={onSelect}>
                <Icon />
                {label}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
        {extras.groupButton}
        <span className="flex-1" />
        {extras.settingsButton}
        <VersionHistoryButton resourceType="DASHBOARD" resourceId={detail.id} dirty={editor.dirty} />
        <Button
          size="sm"
          variant="outline"
          data-testid="board-discard"
          disabled={!editor.dirty || save.isPending}
          onClick={editor.discard}
        >
          {t('dashboards:editor.discard')}
        </Button>
        <EditorActions
          testId="board"
          history={editor}
          save={{ disabled: !editor.dirty || save.isPending, onSave }}
          onClose={() =>
            void navigate({
              to: '/organizations/$orgId/vizs/dashboards/$dashboardId',
              params: { orgId, dashboardId: detail.id },
            })
          }
        />
      </header>
      <div className="min-h-0 flex-1 overflow-auto bg-muted/30 p-2">
        {editor.widgets.length === 0 ? (
          <p className="p-10 text-center text-sm text-muted-foreground">{t('dashboards:editor.empty')}</p>
        ) : (
          <DashboardBoard
            widgets={editor.widgets}
            views={editor.views}
            loader={boardLoader}
            lazyDraw
            layout={layout}
            editing={{
              onFreeRect: editor.freeRect,
              selectedId: selected,
              onSelect: setSelected,
              onLayout: editor.layout,
              actions: (w) => (
                <WidgetEditActions
                  widget={w}
                  extra={extras.actions(w)}
                  onSettings={() => widgetDialogs.openSettings(w)}
                  onRemove={() => editor.remove(w.id)}
                  {...(w.kind === 'chart' ? { onInteractions: () => widgetDialogs.openInteractions(w) } : {})}
                  {...(w.controller ? { onFilterSettings: () => setFilterSettingsFor(w.id) } : {})}
                  {...(free
                    ? {
                        free: {
                          locked: w.config.lock === true,
                          onLock: () => editor.update(w.id, (c) => ({ ...c, lock: c.lock !== true })),
                          onLayer: (step: 1 | -1) => editor.layer(w.id, step),
                        },
                      }
                    : {})}
                />
              ),
            }}
          />
        )}
      </div>
      <AddChartDialog
        orgId={detail.orgId}
        onBoard={onBoard}
        open={dialog === 'chart'}
        onOpenChange={(o) => !o && setDialog(null)}
        onPick={(c) => void addChart(c)}
      />
      {filterWidget?.controller && (
        <ControllerSettingsDialog
          widget={filterWidget}
          widgets={editor.widgets}
          view={editor.views.get(filterWidget.controller.viewId)}
          onClose={() => setFilterSettingsFor(null)}
          onSave={(form) => {
            const facade = filterWidget.controller!.facade;
            editor.updateController(
              filterWidget.id,
              (c) => writeControllerForm(c, facade, form),
              form.cascadeParents,
            );
            setFilterSettingsFor(null);
          }}
        />
      )}
      {dialog === 'filter' && (
        <AddControllerDialog
          views={viewChoices}
          onClose={() => setDialog(null)}
          onAdd={(name, facade, viewId, field, valueType) => {
            add({
              id: newWidgetId(),
              datachartId: null,
              config: controllerWidget(freeName(name), facade, firstFreeSpot(rects, 4, 3), {
                viewId,
                field,
                valueType,
                operator: defaultOperator(facade),
              }),
            });
            setDialog(null);
          }}
        />
      )}
      {(dialog === 'richText' || dialog === 'image' || dialog === 'iframe' || dialog === 'timer') && (
        <AddMediaDialog
          type={dialog}
          boardId={detail.id}
          onClose={() => setDialog(null)}
          onAdd={(name, value) => {
            const size = dialog === 'timer' ? [4, 3] : [6, 6];
            add({
              id: newWidgetId(),
              datachartId: null,
              config: mediaWidget(
                freeName(name || t(`dashboards:media.${dialog}`)),
                dialog,
                firstFreeSpot(rects, size[0]!, size[1]!),
                value,
              ),
            });
            setDialog(null);
          }}
        />
      )}
      {widgetDialogs.dialogs}
      {extras.dialogs}
      <UnsavedChangesDialog
        open={blocker.status === 'blocked'}
        description={t('dashboards:editor.dirty')}
        onStay={() => blocker.reset?.()}
        onDiscard={() => blocker.proceed?.()}
      />
    </div>
  );
}
