import { useBlocker, useNavigate } from '@tanstack/react-router';
import type { ReactCodeMirrorRef } from '@uiw/react-codemirror';
import { toast } from '@tessera/ui/toast';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../../hooks/use-page-title';
import { appErrorOf, messageOf } from '../../../../lib/app-error';
import { formMeta, useServices } from '../../../../lib/services';
import { dialectOf } from '../../../../lib/sql-dialect';
import { originalName } from '../../../../lib/source-tree';
import { api } from '../../../../lib/trpc';
import {
  toRunVariables,
  type ApiVariable,
  type RunnableVariable,
  type VariableDraft,
} from '../../../../lib/variable-form';
import {
  normaliseModel,
  sameColumns,
  syncModel,
  toStoredModel,
  type ViewModel,
} from '../../../../lib/view-model';
import { parseStruct, structProblem, structToScript, type StructScript } from '../../../../lib/view-struct';
import type { Frame } from '../../sources/-components/preview-table';
import { normaliseConfig, type ViewConfig } from './config-panel';
import { useRefreshViews, type ViewDetail } from './use-views';
import { ROW_COUNTS, type RunState } from './view-run-panel';

export type ViewEditorProps =
  | { orgId: string; mode: 'create'; type: 'SQL' | 'STRUCT'; parentId: string | null }
  | { orgId: string; mode: 'edit'; view: ViewDetail };

export interface EditorState {
  name: string;
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
  const { t, i18n } = useTranslation();
  const { orgId } = props;
  const services = useServices();
  const navigate = useNavigate();
  const utils = api.useUtils();
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
    name: view ? originalName(view.name) : '',
    sourceId: view?.sourceId ?? null,
    sql: type === 'SQL' ? (view?.script ?? '') : '',
    struct: type === 'STRUCT' ? parseStruct(view?.script) : parseStruct(null),
    model: normaliseModel(view?.model),
    config: normaliseConfig(view?.config),
  });
  const [state, setState] = useState(initial);
  const [baseline, setBaseline] = useState(state);
  // The row limit is the person's choice: it survives runs, saves and the remount after "create".
  const [size, setSizeState] = useState<number>(storedRowLimit);
  const setSize = (n: number) => {
    setSizeState(n);
    localStorage.setItem(ROW_LIMIT_KEY, String(n));
  };
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

  const sources = api.source.list.useQuery({ orgId }, { enabled: !viewer });
  const sourceOptions = (sources.data ?? []).filter((s) => !s.isFolder);
  const sourceDetail = api.source.byId.useQuery(
    { id: state.sourceId ?? '' },
    { enabled: Boolean(state.sourceId) && !viewer, retry: false },
  );
  const schemas = api.source.schemas.useQuery(
    { id: state.sourceId ?? '' },
    { enabled: Boolean(state.sourceId) && !viewer, retry: false, staleTime: 60_000 },
  );
  // Variables of a view not saved yet are drafts, created with the view; "try a value" feeds the next run.
  const [draftVariables, setDraftVariables] = useState<VariableDraft[]>([]);
  const [tryValues, setTryValues] = useState<Record<string, string>>({});
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

  const runVariables: RunnableVariable[] = view
    ? ((variables.data ?? []) as unknown as ApiVariable[])
    : draftVariables;
  const scriptOf = (s: EditorState) => (type === 'SQL' ? s.sql : structToScript(s.struct));
  const { run, setRun, doRun, onRunShortcut, execute, running } = useViewRun({
    view,
    viewer,
    archived,
    type,
    state,
    setState,
    size,
    editorRef,
    runVariables,
    tryValues,
    variablesLoading: variables.isLoading,
    scriptOf,
    describe,
  });
  const { nameError, setNameError, fieldErrors, setFieldErrors, create, update, onSave } = useViewSave({
    props,
    view,
    type,
    readOnly,
    state,
    setBaseline,
    guard,
    draftVariables,
    scriptOf,
    describe,
    setTab,
  });

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
    nameError,
    setNameError,
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
    running,
    doRun,
    onRunShortcut,
    create,
    update,
    onSave,
    runLabel,
  };
}
