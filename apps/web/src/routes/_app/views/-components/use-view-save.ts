import { useNavigate } from '@tanstack/react-router';
import { toast } from '@tessera/ui/toast';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { appErrorOf } from '../../../../lib/app-error';
import { formMeta, useServices } from '../../../../lib/services';
import { api } from '../../../../lib/trpc';
import type { VariableDraft } from '../../../../lib/variable-form';
import { toStoredModel } from '../../../../lib/view-model';
import type { EditorState, ViewEditorProps } from './use-view-editor';
import { useRefreshViews, type ViewDetail } from './use-views';

/** Saving the draft (create or update), with the server's checks put under the name or the model's fields. */
export function useViewSave({
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
}: {
  props: ViewEditorProps;
  view: ViewDetail | null;
  type: 'SQL' | 'STRUCT';
  readOnly: boolean;
  state: EditorState;
  setBaseline: (s: EditorState) => void;
  guard: RefObject<boolean>;
  draftVariables: VariableDraft[];
  scriptOf: (s: EditorState) => string;
  describe: (error: unknown) => string;
  setTab: (tab: string) => void;
}) {
  const { t } = useTranslation();
  const { orgId } = props;
  const services = useServices();
  const navigate = useNavigate();
  const utils = api.useUtils();
  const refresh = useRefreshViews();
  const [nameError, setNameError] = useState<string | undefined>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const applySaveError = (error: unknown): boolean => {
    const app = appErrorOf(error);
    if (!app) return false;
    if (app.code === 'NAME_EXISTS') {
      setNameError(t('errors:NAME_EXISTS'));
      return true;
    }
    const next: Record<string, string> = {};
    for (const f of app.fields) {
      if (f.path === 'name')
        setNameError(t(`validation:${f.message}`, { label: t('views:fields.name'), ...f.params }));
      else if (f.message === 'duplicateName') next[f.path] = t('views:computed.duplicate');
      else
        next[f.path] =
          app.code === 'INVALID_INPUT' ? t(`validation:${f.message}`, { label: f.path }) : describe(error);
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
    if (name.length > 255)
      return setNameError(t('validation:tooLong', { label: t('views:fields.name'), max: 255 }));
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

  return { nameError, setNameError, fieldErrors, setFieldErrors, create, update, onSave };
}
