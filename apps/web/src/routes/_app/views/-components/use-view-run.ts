import type { ReactCodeMirrorRef } from '@uiw/react-codemirror';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react';
import { useTranslation } from 'react-i18next';
import { appErrorOf } from '../../../../lib/app-error';
import { formMeta } from '../../../../lib/services';
import { api } from '../../../../lib/trpc';
import { toRunVariables, type RunnableVariable } from '../../../../lib/variable-form';
import { sameColumns, syncModel } from '../../../../lib/view-model';
import { structProblem } from '../../../../lib/view-struct';
import type { Frame } from '../../sources/-components/preview-table';
import type { EditorState } from './use-view-editor';
import type { ViewDetail } from './use-views';
import type { RunState } from './view-run-panel';

/**
 * Running the draft: through the source (people who may edit the view) or through the view's own door
 * (readers, whose row and column rules apply); the result syncs the model's columns.
 */
export function useViewRun({
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
  variablesLoading,
  scriptOf,
  describe,
}: {
  view: ViewDetail | null;
  viewer: boolean;
  archived: boolean;
  type: 'SQL' | 'STRUCT';
  state: EditorState;
  setState: Dispatch<SetStateAction<EditorState>>;
  size: number;
  editorRef: RefObject<ReactCodeMirrorRef | null>;
  runVariables: RunnableVariable[];
  tryValues: Record<string, string>;
  variablesLoading: boolean;
  scriptOf: (s: EditorState) => string;
  describe: (error: unknown) => string;
}) {
  const { t } = useTranslation();
  const [run, setRun] = useState<RunState>({ kind: 'idle' });
  const execute = api.source.executeTest.useMutation({
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
  });

  const preview = api.data.execute.useMutation({
    meta: formMeta,
    onSuccess: (result) => {
      const frame = { columns: result.columns, rows: result.rows } as Frame;
      setRun({ kind: 'ok', frame, warnings: result.warnings ?? [] });
    },
    onError: (error) => setRun({ kind: 'error', title: t('views:run.failed'), message: describe(error) }),
  });

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
    if (!view.sourceId || (!viewer && !view.script) || (view.id && variablesLoading)) return;
    autoRan.current = true;
    runRef.current(false);
  }, [view, archived, viewer, state.config.expensiveQuery, variablesLoading]);

  return { run, setRun, doRun, onRunShortcut, execute, running: execute.isPending || preview.isPending };
}
