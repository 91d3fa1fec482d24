import { useBlocker, useNavigate } from '@tanstack/react-router';
import type { ReactCodeMirrorRef } from '@uiw/react-codemirror';
import { useMutation, useQueryClient, useQuery } from '@tanstack/react-query';
import { toast } from '@tessera/ui/toast';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../../../../hooks/use-page-title';
import { appErrorOf, messageOf } from '../../../../../../lib/app-error';
import { applyServerError, useSchemaForm } from '../../../../../../lib/forms';
import { formMeta, useServices } from '../../../../../../lib/services';
import { dialectOf } from '@tessera/query/contract';
import { originalName } from '../../../../../../lib/source-tree';
import { executeStreamed } from '../../../../../../lib/stream-frame';
import { useTRPC } from '../../../../../../lib/trpc';
import {
  toRunVariables,
  type ApiVariable,
  type RunnableVariable,
  type VariableDraft,
} from '../../../../../../lib/variable-form';
import {
  normaliseModel,
  sameColumns,
  syncModel,
  toStoredModel,
  type ViewModel,
} from '../../../../../../lib/view-model';
import {
  parseStruct,
  structProblem,
  structToScript,
  type StructScript,
} from '../../../../../../lib/view-struct';
import type { Frame } from '../../../../../../components/data-grid/preview-table';
import { normaliseConfig, type ViewConfig } from './config-panel';
import { useRefreshViews, type ViewDetail } from '../../../../../../hooks/use-views';
import { viewNameFieldOf, viewNameFormSchema } from './view-name-schema';
import { ROW_COUNTS, type RunState } from './view-run-panel';

export type ViewEditorProps =
  | { orgId: string; mode: 'create'; type: 'SQL' | 'STRUCT'; parentId: string | null }
  | { orgId: string; mode: 'edit'; view: ViewDetail };

/** The draft besides its name (the name is a form of its own, on the server's rule). */
export interface EditorState {
  sourceId: string | null;
  sql: string;
  struct: StructScript;
  model: ViewModel;
  config: ViewConfig;
}

const ROW_LIMIT_KEY = 'tessera.views.rowLimit';
const storedRowLimit = () => {
  const n = Number(localStorage.getItem(ROW_LIMIT_KEY));
  return (ROW_COUNTS as readonly number[]).includes(n) ? n : ROW_COUNTS[0];
};

const same = (a: EditorState, b: EditorState) => JSON.stringify(a) === JSON.stringify(b);

/** The state of the view editor: the draft, the run, saving and the guard against leaving unsaved changes. */
export function useViewEditor(props: ViewEditorProps) {
  const trpc = useTRPC();
  const { t, i18n } = useTranslation();
  const { orgId } = props;
  const services = useServices();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = useRefreshViews();
  const view = props.mode === 'edit' ? props.view : null;
  const type = (view ? view.type : props.mode === 'create' ? props.type : 'SQL') as 'SQL' | 'STRUCT';
  const archived = view ? view.status === 0 : false;
  const canManage = view ? view.can.manage : true;
  const readOnly = archived || !canManage;
  // A reader sees the view's columns and a preview through the view's own door (their row and column
  // rules apply); the source endpoints are for people who may edit it.
  const viewer = Boolean(view) && !canManage;
  usePageTitle(view ? originalName(view.name) : t(`views:new.${type}`));

  const initial = (): EditorState => ({
    sourceId: view?.sourceId ?? null,
    sql: type === 'SQL' ? (view?.script ?? '') : '',
    struct: type === 'STRUCT' ? parseStruct(view?.script) : parseStruct(null),
    model: normaliseModel(view?.model),
    config: normaliseConfig(view?.config),
  });
  const [state, setState] = useState(initial);
  const [baseline, setBaseline] = useState(state);
  const nameForm = useSchemaForm(viewNameFormSchema, {
    defaultValues: { name: view ? originalName(view.name) : '' },
  });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // The row limit is the person's choice: it survives runs, saves and the remount after "create".
  const [size, setSizeState] = useState<number>(storedRowLimit);
  const setSize = (n: number) => {
    setSizeState(n);
    localStorage.setItem(ROW_LIMIT_KEY, String(n));
  };
  const [run, setRun] = useState<RunState>({ kind: 'idle' });
  const [tab, setTab] = useState('script');
  const [selection, setSelection] = useState('');
  const editorRef = useRef<ReactCodeMirrorRef>(null);

  const dirty = !readOnly && (nameForm.formState.isDirty || !same(state, baseline));
  const guard = useRef(true);
  guard.current = dirty;
  const blocker = useBlocker({
    shouldBlockFn: () => guard.current,
    enableBeforeUnload: () => guard.current,
    withResolver: true,
  });

  const sources = useQuery(trpc.source.list.queryOptions({ orgId }, { enabled: !viewer }));
  const sourceOptions = (sources.data ?? []).filter((s) => !s.isFolder);
  const sourceDetail = useQuery(
    trpc.source.byId.queryOptions(
      { id: state.sourceId ?? '' },
      { enabled: Boolean(state.sourceId) && !viewer, retry: false },
    ),
  );
  const schemas = useQuery(
    trpc.source.schemas.queryOptions(
      { id: state.sourceId ?? '' },
      { enabled: Boolean(state.sourceId) && !viewer, retry: false, staleTime: 60_000 },
    ),
  );
  // Variables of a view not saved yet are drafts, created with the view; "try a value" feeds the next run.
  const [draftVariables, setDraftVariables] = useState<VariableDraft[]>([]);
  const [tryValues, setTryValues] = useState<Record<string, string>>({});
  const variables = useQuery(
    trpc.variable.byView.queryOptions({ viewId: view?.id ?? '' }, { enabled: Boolean(view) }),
  );
  const dialect = sourceDetail.data ? dialectOf(sourceDetail.data) : 'postgres';

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

  const execute = useMutation(
    trpc.source.executeTest.mutationOptions({
      meta: formMeta,
      onSuccess: (result) => {
        const frame = { columns: result.columns, rows: result.rows } as Frame;
        setRun({ kind: 'ok', frame, warnings: result.warnings ?? [] });
        setState((s) => {
          const synced = syncModel(s.model, frame.columns, { structView: type === 'STRUCT' });
          return sameColumns(synced, s.model) &&
            JSON.stringify(synced.hierarchy) === JSON.stringify(s.model.hierarchy)
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
    }),
  );

  // The viewer's preview may ask for up to 100,000 rows: it reads them through the streamed door.
  const preview = useMutation({
    mutationFn: (input: Parameters<typeof executeStreamed>[1]) => executeStreamed(services.trpcClient, input),
    meta: formMeta,
    onSuccess: (result) => {
      const frame = { columns: result.columns, rows: result.rows } as Frame;
      setRun({ kind: 'ok', frame, warnings: result.warnings ?? [] });
    },
    onError: (error) => setRun({ kind: 'error', title: t('views:run.failed'), message: describe(error) }),
  });

  const runVariables: RunnableVariable[] = view
    ? ((variables.data ?? []) as unknown as ApiVariable[])
    : draftVariables;
  const scriptOf = (s: EditorState) => (type === 'SQL' ? s.sql : structToScript(s.struct));

  const doRun = (onlySelection: boolean) => {
    if (viewer && view) {
      const columns = Object.keys(state.model.columns).map((key) => ({ column: [key] }));
      preview.mutate({ viewId: view.id, columns, pageInfo: { pageNo: 1, pageSize: size } });
      return;
    }
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
        setRun({
          kind: 'error',
          title: t('views:run.cannotRun'),
          message: t(`views:struct.problems.${problem}`),
        });
        return;
      }
    }
    execute.mutate({
      sourceId: state.sourceId,
      script,
      scriptType: type,
      size,
      variables: toRunVariables(runVariables, tryValues),
    });
  };
  const runRef = useRef(doRun);
  runRef.current = doRun;
  const onRunShortcut = useCallback(() => runRef.current(true), []);

  // Runs once on open to show the results, unless the view is expensive (or not ours to run).
  const autoRan = useRef(false);
  useEffect(() => {
    if (autoRan.current || !view || archived || state.config.expensiveQuery) return;
    if (!view.sourceId || (!viewer && !view.script) || (view.id && variables.isLoading)) return;
    autoRan.current = true;
    runRef.current(false);
  }, [view, archived, viewer, state.config.expensiveQuery, variables.isLoading]);

  /**
   * Puts a failed save's issues where they belong: the view's name (taken, or refused) under the name,
   * a computed field's on the model tab. Answers false when none belongs to the editor.
   */
  const applySaveError = (error: unknown): boolean => {
    const app = appErrorOf(error);
    if (!app) return false;
    const onName = applyServerError(nameForm, error, t, {
      pathOf: viewNameFieldOf,
      labelOf: () => t('views:fields.name'),
    });
    const next: Record<string, string> = {};
    for (const f of app.fields) {
      // The source is refused under its field, named as the form labels it ("Source is required").
      if (f.path === 'sourceId') {
        next.sourceId = f.text ?? t(`validation:${f.message}`, { label: t('views:fields.source') });
        continue;
      }
      if (!f.path.startsWith('model.')) continue;
      if (f.message === 'duplicateName') next[f.path] = t('views:computed.duplicate');
      else
        next[f.path] =
          app.code === 'INVALID_INPUT' ? t(`validation:${f.message}`, { label: f.path }) : describe(error);
    }
    if (Object.keys(next).length) {
      setFieldErrors(next);
      if (Object.keys(next).some((k) => k.startsWith('model.'))) setTab('model');
    }
    if (app.code === 'INVALID_EXPRESSION' || app.code === 'UNKNOWN_COLUMN') toast.error(describe(error));
    return onName || Object.keys(next).length > 0;
  };

  const create = useMutation(
    trpc.view.create.mutationOptions({
      meta: formMeta,
      onSuccess: async (created, sent) => {
        guard.current = false;
        setBaseline(state);
        nameForm.reset({ name: sent.name });
        await refresh();
        toast.success(t('views:editor.created'));
        void navigate({
          to: '/organizations/$orgId/views/$viewId',
          params: { orgId, viewId: created.id },
          replace: true,
        });
      },
      onError: (error) => {
        if (!applySaveError(error)) services.reporter.report(error);
      },
    }),
  );
  const update = useMutation(
    trpc.view.update.mutationOptions({
      meta: formMeta,
      onSuccess: async (_, sent) => {
        setBaseline(state);
        nameForm.reset({ name: sent.name });
        await Promise.all([
          refresh(),
          queryClient.invalidateQueries(trpc.view.byId.queryFilter({ id: view!.id })),
        ]);
        toast.success(t('views:editor.saved'));
      },
      onError: (error) => {
        if (!applySaveError(error)) services.reporter.report(error);
      },
    }),
  );

  const save = ({ name }: { name: string }) => {
    const body = {
      name,
      sourceId: state.sourceId,
      script: scriptOf(state),
      type,
      model: toStoredModel(state.model) as unknown as Record<string, unknown>,
      config: { ...state.config } as Record<string, unknown>,
    };
    if (view)
      update.mutate({
        id: view.id,
        ...body,
        parentId: view.parentId,
        index: view.index,
        description: view.description,
      });
    else if (props.mode === 'create')
      create.mutate({ orgId, ...body, parentId: props.parentId, variablesToCreate: draftVariables });
  };
  const onSave = () => {
    if (readOnly) return;
    // A view needs its source (spec §5): said under the Source field, with the name's own check.
    setFieldErrors(
      state.sourceId ? {} : { sourceId: t('validation:required', { label: t('views:fields.source') }) },
    );
    void nameForm.handleSubmit((values) => {
      if (state.sourceId) save(values);
    })();
  };

  const runLabel = type === 'SQL' && selection ? t('views:run.runSelection') : t('views:run.run');

  return {
    t,
    i18n,
    orgId,
    view,
    type,
    archived,
    canManage,
    viewer,
    readOnly,
    state,
    set,
    nameForm,
    fieldErrors,
    setFieldErrors,
    size,
    setSize,
    draftVariables,
    setDraftVariables,
    tryValues,
    setTryValues,
    run,
    setRun,
    tab,
    setTab,
    setSelection,
    editorRef,
    dirty,
    blocker,
    sourceOptions,
    schemas,
    dialect,
    execute,
    running: execute.isPending || preview.isPending,
    doRun,
    onRunShortcut,
    create,
    update,
    onSave,
    runLabel,
  };
}
