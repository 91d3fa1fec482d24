import { useBlocker, useNavigate } from '@tanstack/react-router';
import type { ReactCodeMirrorRef } from '@uiw/react-codemirror';
import { Alert } from '@tessera/ui/alert';
import { Badge } from '@tessera/ui/badge';
import { Button } from '@tessera/ui/button';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@tessera/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@tessera/ui/tabs';
import { toast } from '@tessera/ui/toast';
import {
  Archive,
  Braces,
  CircleAlert,
  Columns3,
  Lock,
  Play,
  Save,
  Settings2,
  TriangleAlert,
  Variable,
} from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../../hooks/use-page-title';
import { appErrorOf, messageOf } from '../../../../lib/app-error';
import { formMeta, useServices } from '../../../../lib/services';
import { dialectOf } from '../../../../lib/source-access';
import { originalName } from '../../../../lib/source-tree';
import { api } from '../../../../lib/trpc';
import { toRunVariables, type ApiVariable } from '../../../../lib/variable-form';
import { normaliseModel, sameColumns, syncModel, toStoredModel, type ViewModel } from '../../../../lib/view-model';
import { parseStruct, structProblem, structToScript, type StructScript } from '../../../../lib/view-struct';
import { ConfirmDialog } from '../../sources/-components/dialogs';
import { PreviewTable, type Frame } from '../../sources/-components/preview-table';
import { ColumnPermissions } from './column-permissions';
import { ConfigPanel, normaliseConfig, type ViewConfig } from './config-panel';
import { ModelPanel } from './model-panel';
import { SqlEditor } from './sql-editor';
import { StructBuilder } from './struct-builder';
import { useRefreshViews, useViews, type ViewDetail } from './use-views';
import { VariablesTab } from './variables-tab';
import { ViewIcon } from './view-icon';

type Props =
  | { orgId: string; mode: 'create'; type: 'SQL' | 'STRUCT'; parentId: string | null }
  | { orgId: string; mode: 'edit'; view: ViewDetail };

export const ROW_COUNTS = [100, 1000, 10000, 100000] as const;

interface EditorState {
  name: string;
  sourceId: string | null;
  sql: string;
  struct: StructScript;
  model: ViewModel;
  config: ViewConfig;
}

type RunState =
  | { kind: 'idle' }
  | { kind: 'ok'; frame: Frame; warnings: { code: string; message: string }[] }
  | { kind: 'error'; title: string; message: string };

const same = (a: EditorState, b: EditorState) => JSON.stringify(a) === JSON.stringify(b);

export function ViewEditor(props: Props) {
  const { t, i18n } = useTranslation();
  const { orgId } = props;
  const services = useServices();
  const navigate = useNavigate();
  const utils = api.useUtils();
  const refresh = useRefreshViews();
  const { access } = useViews(orgId);
  const view = props.mode === 'edit' ? props.view : null;
  const type = (view ? view.type : props.mode === 'create' ? props.type : 'SQL') as 'SQL' | 'STRUCT';
  const archived = view ? view.status === 0 : false;
  const canManage = view ? Boolean(view.canManage) && access.manage(view.id) : true;
  const readOnly = archived || !canManage;
  usePageTitle(view ? originalName(view.name) : t(`views:new.${type}`));

  const initial = (): EditorState => ({
    name: view ? originalName(view.name) : '',
    sourceId: view?.sourceId ?? null,
    sql: type === 'SQL' ? (view?.script ?? '') : '',
    struct: type === 'STRUCT' ? parseStruct(view?.script) : parseStruct(null),
    model: normaliseModel(view?.model),
    config: normaliseConfig(view?.config),
  });
  const [state, setState] = useState(initial);
  const [baseline, setBaseline] = useState(state);
  const [nameError, setNameError] = useState<string | undefined>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [size, setSize] = useState<number>(100);
  const [run, setRun] = useState<RunState>({ kind: 'idle' });
  const [tab, setTab] = useState('script');
  const [selection, setSelection] = useState('');
  const editorRef = useRef<ReactCodeMirrorRef>(null);

  const dirty = !readOnly && !same(state, baseline);
  const guard = useRef(true);
  guard.current = dirty;
  const blocker = useBlocker({
    shouldBlockFn: () => guard.current,
    enableBeforeUnload: () => guard.current,
    withResolver: true,
  });

  const sources = api.source.list.useQuery({ orgId });
  const sourceOptions = (sources.data ?? []).filter((s) => !s.isFolder);
  const sourceDetail = api.source.byId.useQuery(
    { id: state.sourceId ?? '' },
    { enabled: Boolean(state.sourceId), retry: false },
  );
  const schemas = api.source.schemas.useQuery(
    { id: state.sourceId ?? '' },
    { enabled: Boolean(state.sourceId), retry: false, staleTime: 60_000 },
  );
  const variables = api.variable.byView.useQuery({ viewId: view?.id ?? '' }, { enabled: Boolean(view) });
  const dialect = sourceDetail.data
    ? dialectOf(sourceDetail.data.type, sourceDetail.data.config as Record<string, unknown> | null)
    : 'postgres';

  const set = (patch: Partial<EditorState>) => setState((s) => ({ ...s, ...patch }));

  const describe = useCallback(
    (error: unknown) => {
      const app = appErrorOf(error);
      if (app && app.code !== 'INVALID_INPUT' && i18n.exists(`errors:${app.code}`))
        return t(`errors:${app.code}`, app.params);
      return messageOf(error);
    },
    [i18n, t],
  );

  const execute = api.source.executeTest.useMutation({
    meta: formMeta,
    onSuccess: (result) => {
      const frame = { columns: result.columns, rows: result.rows } as Frame;
      setRun({ kind: 'ok', frame, warnings: result.warnings ?? [] });
      setState((s) => {
        const synced = syncModel(s.model, frame.columns, { structView: type === 'STRUCT' });
        return sameColumns(synced, s.model) && JSON.stringify(synced.hierarchy) === JSON.stringify(s.model.hierarchy)
          ? s
          : { ...s, model: synced };
      });
    },
    onError: (error) => {
      const app = appErrorOf(error);
      const detail = app?.params?.detail;
      const title =
        app?.code === 'SQL_EXECUTION_ERROR'
          ? t('views:run.executionError')
          : app?.code === 'QUERY_TIMEOUT'
            ? t('errors:QUERY_TIMEOUT')
            : t('views:run.failed');
      setRun({
        kind: 'error',
        title,
        message: app?.code === 'SQL_EXECUTION_ERROR' && detail ? String(detail) : describe(error),
      });
    },
  });

  const runVariables = (variables.data ?? []) as unknown as ApiVariable[];
  const scriptOf = (s: EditorState) => (type === 'SQL' ? s.sql : structToScript(s.struct));

  const doRun = (onlySelection: boolean) => {
    const cm = editorRef.current?.view;
    let script = scriptOf(state);
    if (type === 'SQL' && onlySelection && cm) {
      const sel = cm.state.selection.main;
      if (!sel.empty) script = cm.state.sliceDoc(sel.from, sel.to);
    }
    if (!state.sourceId) {
      setRun({ kind: 'error', title: t('views:run.cannotRun'), message: t('views:run.noSource') });
      return;
    }
    if (type === 'SQL' && !script.trim()) {
      setRun({ kind: 'error', title: t('views:run.cannotRun'), message: t('views:run.emptySql') });
      return;
    }
    if (type === 'STRUCT') {
      const problem = structProblem(state.struct);
      if (problem) {
        setRun({ kind: 'error', title: t('views:run.cannotRun'), message: t(`views:struct.problems.${problem}`) });
        return;
      }
    }
    execute.mutate({
      sourceId: state.sourceId,
      script,
      scriptType: type,
      size,
      variables: toRunVariables(runVariables),
    });
  };
  const runRef = useRef(doRun);
  runRef.current = doRun;
  const onRunShortcut = useCallback(() => runRef.current(true), []);

  // Runs once on open to show the results, unless the view is expensive (or not ours to run).
  const autoRan = useRef(false);
  useEffect(() => {
    if (autoRan.current || !view || readOnly || state.config.expensiveQuery) return;
    if (!view.script || !view.sourceId || (view.id && variables.isLoading)) return;
    autoRan.current = true;
    runRef.current(false);
  }, [view, readOnly, state.config.expensiveQuery, variables.isLoading]);

  const applySaveError = (error: unknown): boolean => {
    const app = appErrorOf(error);
    if (!app) return false;
    if (app.code === 'NAME_EXISTS') {
      setNameError(t('errors:NAME_EXISTS'));
      return true;
    }
    const next: Record<string, string> = {};
    for (const f of app.fields) {
      if (f.path === 'name') setNameError(t(`validation:${f.message}`, { label: t('views:fields.name'), ...f.params }));
      else if (f.message === 'duplicateName') next[f.path] = t('views:computed.duplicate');
      else next[f.path] = app.code === 'INVALID_INPUT' ? t(`validation:${f.message}`, { label: f.path }) : describe(error);
    }
    if (Object.keys(next).length) {
      setFieldErrors(next);
      setTab('model');
    }
    if (app.code === 'INVALID_EXPRESSION' || app.code === 'UNKNOWN_COLUMN') toast.error(describe(error));
    return Object.keys(next).length > 0 || app.fields.some((f) => f.path === 'name');
  };

  const create = api.view.create.useMutation({
    meta: formMeta,
    onSuccess: async (created) => {
      guard.current = false;
      setBaseline(state);
      await refresh();
      toast.success(t('views:editor.created'));
      void navigate({ to: '/views/$viewId', params: { viewId: created.id }, replace: true });
    },
    onError: (error) => {
      if (!applySaveError(error)) services.reporter.report(error);
    },
  });
  const update = api.view.update.useMutation({
    meta: formMeta,
    onSuccess: async () => {
      setBaseline(state);
      await Promise.all([refresh(), utils.view.byId.invalidate({ id: view!.id })]);
      toast.success(t('views:editor.saved'));
    },
    onError: (error) => {
      if (!applySaveError(error)) services.reporter.report(error);
    },
  });

  const onSave = () => {
    if (readOnly) return;
    setFieldErrors({});
    const name = state.name.trim();
    if (!name) return setNameError(t('validation:required', { label: t('views:fields.name') }));
    if (name.length > 255) return setNameError(t('validation:tooLong', { label: t('views:fields.name'), max: 255 }));
    const body = {
      name,
      sourceId: state.sourceId,
      script: scriptOf(state),
      type,
      model: toStoredModel(state.model) as unknown as Record<string, unknown>,
      config: { ...state.config } as Record<string, unknown>,
    };
    if (view) update.mutate({ id: view.id, ...body, parentId: view.parentId, index: view.index, description: view.description });
    else if (props.mode === 'create') create.mutate({ orgId, ...body, parentId: props.parentId });
  };

  const runLabel = type === 'SQL' && selection ? t('views:run.runSelection') : t('views:run.run');

  return (
    <div className="flex w-full flex-col gap-4 p-5" data-testid="view-editor">
      <header className="flex flex-wrap items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-muted">
          <ViewIcon type={type} className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-xl font-semibold tracking-tight" data-testid="view-title">
            {view ? originalName(view.name) : t(`views:new.${type}`)}
          </h2>
          <div className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <Badge variant="secondary">{t(`views:types.${type}.title`)}</Badge>
            {archived && (
              <Badge variant="outline">
                <Archive className="size-3" />
                {t('views:tree.recycleBin')}
              </Badge>
            )}
            {!canManage && !archived && (
              <Badge variant="outline">
                <Lock className="size-3" />
                {t('views:editor.readOnly')}
              </Badge>
            )}
            {dirty && (
              <span className="inline-flex items-center gap-1" data-testid="view-dirty">
                <span className="size-1.5 rounded-full bg-warning" aria-hidden />
                {t('views:editor.unsaved')}
              </span>
            )}
          </div>
        </div>
        {!readOnly && (
          <Button loading={create.isPending || update.isPending} onClick={onSave} data-testid="view-save">
            <Save />
            {t(view ? 'views:actions.save' : 'views:actions.create')}
          </Button>
        )}
      </header>

      {archived && (
        <Alert variant="warning">
          <Archive />
          <span>{t('views:editor.archivedNotice')}</span>
        </Alert>
      )}

      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="view-name" label={t('views:fields.name')} error={nameError}>
          <Input
            value={state.name}
            disabled={readOnly}
            maxLength={255}
            onChange={(e) => {
              setNameError(undefined);
              set({ name: e.target.value });
            }}
          />
        </FormField>
        <FormField id="view-source" label={t('views:fields.source')}>
          <Select
            value={state.sourceId ?? undefined}
            disabled={readOnly}
            onValueChange={(sourceId) => {
              set({ sourceId });
              if (run.kind === 'error') setRun({ kind: 'idle' });
            }}
          >
            <SelectTrigger data-testid="view-source-picker">
              <SelectValue placeholder={t('views:fields.sourcePlaceholder')} />
            </SelectTrigger>
            <SelectContent>
              {sourceOptions.map((s) => (
                <SelectItem key={s.id} value={s.id}>
                  {s.name}
                </SelectItem>
              ))}
              {state.sourceId && !sourceOptions.some((s) => s.id === state.sourceId) && (
                <SelectItem value={state.sourceId}>{t('views:fields.sourceHidden')}</SelectItem>
              )}
            </SelectContent>
          </Select>
        </FormField>
      </div>

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="flex-wrap">
          <TabsTrigger value="script" data-testid="tab-script">
            <Braces className="size-3.5" />
            {t(type === 'SQL' ? 'views:tabs.sql' : 'views:tabs.struct')}
          </TabsTrigger>
          <TabsTrigger value="model" data-testid="tab-model">
            <Columns3 className="size-3.5" />
            {t('views:tabs.model')}
          </TabsTrigger>
          <TabsTrigger value="variables" data-testid="tab-variables">
            <Variable className="size-3.5" />
            {t('views:tabs.variables')}
          </TabsTrigger>
          {view && canManage && (
            <TabsTrigger value="columns" data-testid="tab-columns">
              <Lock className="size-3.5" />
              {t('views:tabs.columns')}
            </TabsTrigger>
          )}
          <TabsTrigger value="settings" data-testid="tab-settings">
            <Settings2 className="size-3.5" />
            {t('views:tabs.settings')}
          </TabsTrigger>
        </TabsList>

        <TabsContent value="script" className="mt-3 space-y-3" forceMount hidden={tab !== 'script'}>
          {type === 'SQL' ? (
            view && !canManage ? (
              <Alert>
                <Lock />
                <span>{t('views:editor.scriptHidden')}</span>
              </Alert>
            ) : (
              <SqlEditorWithSelection
                value={state.sql}
                onChange={(sql) => set({ sql })}
                dialect={dialect}
                schemas={schemas.data}
                readOnly={readOnly}
                editorRef={editorRef}
                onRun={onRunShortcut}
                onSelection={setSelection}
              />
            )
          ) : (
            <StructBuilder
              value={state.struct}
              onChange={(struct) => set({ struct })}
              schemas={schemas.data}
              disabled={readOnly || !state.sourceId}
            />
          )}
          <div className="flex flex-wrap items-center gap-2">
            <Button
              type="button"
              variant="default"
              loading={execute.isPending}
              disabled={view ? !canManage : false}
              onClick={() => doRun(true)}
              data-testid="view-run"
            >
              <Play />
              {runLabel}
            </Button>
            <Select value={String(size)} onValueChange={(v) => setSize(Number(v))}>
              <SelectTrigger className="w-36" aria-label={t('views:run.rows')} data-testid="view-run-size">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {ROW_COUNTS.map((n) => (
                  <SelectItem key={n} value={String(n)}>
                    {t('views:run.rowCount', { count: n, formatted: n.toLocaleString(i18n.language) })}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {type === 'SQL' && <span className="text-xs text-muted-foreground">{t('views:run.shortcut')}</span>}
            {run.kind === 'ok' && (
              <span className="ml-auto text-xs text-muted-foreground" data-testid="view-row-count">
                {t('views:run.resultRows', { count: run.frame.rows.length })}
              </span>
            )}
          </div>
          <RunResult run={run} />
        </TabsContent>

        <TabsContent value="model" className="mt-3">
          <ModelPanel
            model={state.model}
            onChange={(model) => set({ model })}
            sourceId={state.sourceId}
            readOnly={readOnly}
            errors={fieldErrors}
            onClearError={(path) => setFieldErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== path)))}
          />
        </TabsContent>

        <TabsContent value="variables" className="mt-3">
          {view ? (
            <VariablesTab orgId={orgId} viewId={view.id} readOnly={readOnly} />
          ) : (
            <p className="py-8 text-center text-sm text-muted-foreground">{t('views:variables.saveFirst')}</p>
          )}
        </TabsContent>

        {view && canManage && (
          <TabsContent value="columns" className="mt-3">
            <ColumnPermissions orgId={orgId} viewId={view.id} model={state.model} />
          </TabsContent>
        )}

        <TabsContent value="settings" className="mt-3">
          <ConfigPanel value={state.config} onChange={(config) => set({ config })} disabled={readOnly} />
        </TabsContent>
      </Tabs>

      <ConfirmDialog
        open={blocker.status === 'blocked'}
        onOpenChange={(o) => !o && blocker.reset?.()}
        title={t('views:editor.dirtyTitle')}
        description={t('views:editor.dirtyDescription')}
        confirmLabel={t('views:actions.discard')}
        destructive
        onConfirm={() => blocker.proceed?.()}
      />
    </div>
  );
}

function SqlEditorWithSelection(
  props: Parameters<typeof SqlEditor>[0] & { onSelection: (text: string) => void },
) {
  const { onSelection, ...rest } = props;
  return (
    <div
      onMouseUp={() => {
        const cm = (rest.editorRef as React.RefObject<ReactCodeMirrorRef | null>)?.current?.view;
        if (!cm) return;
        const sel = cm.state.selection.main;
        onSelection(sel.empty ? '' : cm.state.sliceDoc(sel.from, sel.to));
      }}
      onKeyUp={() => {
        const cm = (rest.editorRef as React.RefObject<ReactCodeMirrorRef | null>)?.current?.view;
        if (!cm) return;
        const sel = cm.state.selection.main;
        onSelection(sel.empty ? '' : cm.state.sliceDoc(sel.from, sel.to));
      }}
    >
      <SqlEditor {...rest} />
    </div>
  );
}

function RunResult({ run }: { run: RunState }) {
  const { t } = useTranslation();
  const parseWarning = run.kind === 'ok' ? run.warnings.find((w) => w.code === 'SQL_PARSE_FAILED') : undefined;
  const rowLimit = run.kind === 'ok' ? run.warnings.find((w) => w.code === 'ROW_LIMIT') : undefined;
  const frame = run.kind === 'ok' ? run.frame : null;
  const empty = useMemo(() => frame && frame.rows.length === 0, [frame]);
  if (run.kind === 'idle')
    return (
      <div className="rounded-md border border-dashed border-border py-10 text-center text-sm text-muted-foreground">
        {t('views:run.idle')}
      </div>
    );
  if (run.kind === 'error')
    return (
      <Alert variant="destructive" data-testid="run-error">
        <CircleAlert />
        <div className="min-w-0">
          <p className="font-medium">{run.title}</p>
          <p className="mt-0.5 text-xs break-words whitespace-pre-wrap opacity-90">{run.message}</p>
        </div>
      </Alert>
    );
  return (
    <div className="space-y-2">
      {parseWarning && (
        <Alert variant="warning" data-testid="run-parse-warning">
          <TriangleAlert />
          <div className="min-w-0">
            <p className="font-medium">{t('views:run.parseFailed')}</p>
            <p className="mt-0.5 text-xs break-words opacity-90">{t('views:run.parseFailedHint')}</p>
          </div>
        </Alert>
      )}
      {rowLimit && <p className="text-xs text-muted-foreground">{t('views:run.rowLimit')}</p>}
      {empty ? (
        <div className="rounded-md border border-border py-8 text-center text-sm text-muted-foreground" data-testid="run-empty">
          {t('views:run.noRows')}
        </div>
      ) : (
        <div className="rounded-md border border-border" data-testid="run-result">
          <PreviewTable frame={run.frame} height={440} />
        </div>
      )}
    </div>
  );
}
