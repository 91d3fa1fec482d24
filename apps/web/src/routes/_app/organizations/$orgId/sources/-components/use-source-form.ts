import { useNavigate } from '@tanstack/react-router';
import { toast } from '@tessera/ui/toast';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formMeta, useServices } from '../../../../../../lib/services';
import {
  formAttributes,
  sameValues,
  toConfig,
  toFormValues,
  validateValues,
  type FormErrors,
  type FormValues,
  type SourceTemplate,
} from '../../../../../../lib/source-form';
import { originalName } from '../../../../../../lib/source-tree';
import { api } from '../../../../../../lib/trpc';
import { stashUploads } from './pending-uploads';
import { useSourceServerErrors } from './source-server-errors';
import { useRefreshSources, type SourceDetail, type SourceTypeName } from './use-sources';

export type SourceEditorProps =
  | {
      orgId: string;
      mode: 'create';
      type: SourceTypeName;
      dbType?: string | undefined;
      parentId: string | null;
    }
  | { orgId: string; mode: 'edit'; source: SourceDetail };

export type TestState = { ok: true; warnings: string[] } | { ok: false; message: string } | null;

/**
 * The state of the source form: values against their saved baseline, client and server errors, the
 * connection test, and create / save. `guard` is true while leaving would lose changes.
 */
export function useSourceForm(props: SourceEditorProps & { template: SourceTemplate }) {
  const { t } = useTranslation();
  const { orgId, template } = props;
  const services = useServices();
  const navigate = useNavigate();
  const utils = api.useUtils();
  const refresh = useRefreshSources();
  const source = props.mode === 'edit' ? props.source : null;
  const type = template.type as SourceTypeName;
  const archived = source ? source.status === 0 : false;
  const readOnly = archived || !(source ? source.can.manage : true);

  // FILE tables come from uploads, not from the form.
  const attributes = useMemo(() => (type === 'FILE' ? [] : formAttributes(template)), [template, type]);
  const storedConfig = (source?.config ?? {}) as Record<string, unknown>;
  const [state, setState] = useState(() => {
    const values = toFormValues(attributes, source?.config ?? {});
    if (props.mode === 'create' && props.dbType && 'dbType' in values) values.dbType = props.dbType;
    return { name: source ? originalName(source.name) : '', description: source?.description ?? '', values };
  });
  const [baseline, setBaseline] = useState(state);
  const [errors, setErrors] = useState<FormErrors>({});
  const [nameError, setNameError] = useState<string | undefined>();
  const [test, setTest] = useState<TestState>(null);
  // Files chosen before a FILE source exists; they are uploaded once it is created.
  const [pendingFiles, setPendingFiles] = useState<File[]>([]);
  const serverErrors = useSourceServerErrors(setNameError, setErrors);

  const dirty = !readOnly && !sameValues(state, baseline);
  const guard = useRef(true);
  guard.current = dirty;

  const config = () => toConfig(attributes, state.values, storedConfig);
  const check = (): boolean => {
    const found = validateValues(attributes, state.values);
    setErrors(found);
    let ok = Object.keys(found).length === 0;
    if (!state.name.trim()) {
      setNameError(t('validation:required', { label: t('sources:fields.name') }));
      ok = false;
    } else if (state.name.trim().length > 255) {
      setNameError(t('validation:tooLong', { label: t('sources:fields.name'), max: 255 }));
      ok = false;
    }
    return ok;
  };
  const onServerError = (error: unknown) => {
    if (!serverErrors.apply(error)) services.reporter.report(error);
  };

  const testMutation = api.source.test.useMutation({
    meta: formMeta,
    onSuccess: (result) => {
      // What the source's role may do beyond reading (superuser, server files): shown, never blocking.
      const warnings = result.warnings.map((w) => t(`warnings:${w.code}`, w.params));
      setTest({ ok: true, warnings });
      if (warnings.length) toast.warning(`${t('sources:editor.testOk')}: ${warnings[0]}`);
      else toast.success(t('sources:editor.testOk'));
    },
    onError: (error) => {
      serverErrors.apply(error);
      setTest({ ok: false, message: serverErrors.describe(error) });
      toast.error(`${t('sources:editor.testFailed')}: ${serverErrors.describe(error)}`);
    },
  });
  const create = api.source.create.useMutation({
    meta: formMeta,
    onSuccess: async (created) => {
      guard.current = false;
      setBaseline(state);
      await refresh();
      toast.success(t('sources:editor.created'));
      stashUploads(created.id, pendingFiles);
      void navigate({
        to: '/organizations/$orgId/sources/$sourceId',
        params: { orgId, sourceId: created.id },
        replace: true,
      });
    },
    onError: onServerError,
  });
  const update = api.source.update.useMutation({
    meta: formMeta,
    onSuccess: async (saved) => {
      setBaseline(state);
      utils.source.byId.setData({ id: saved.id }, (old) => (old ? { ...old, ...saved } : old));
      await refresh();
      toast.success(t('sources:editor.saved'));
    },
    onError: onServerError,
  });

  const onTest = () => {
    setTest(null);
    if (Object.keys(validateValues(attributes, state.values)).length) return void check();
    testMutation.mutate({ orgId, type, properties: config(), ...(source ? { sourceId: source.id } : {}) });
  };
  const onSave = (e?: FormEvent) => {
    e?.preventDefault();
    if (readOnly || !check()) return;
    const description = state.description.trim() || null;
    const name = state.name.trim();
    if (source) update.mutate({ id: source.id, name, description, config: config() });
    else if (props.mode === 'create')
      create.mutate({ orgId, name, type, description, config: config(), parentId: props.parentId });
  };

  const set = (patch: Partial<typeof state>) => {
    setState((s) => ({ ...s, ...patch }));
    setTest(null);
  };
  const setName = (name: string) => {
    setNameError(undefined);
    set({ name });
  };
  const setValues = (values: FormValues) => {
    // A field edited clears its error.
    setErrors((prev) => {
      const next = { ...prev };
      for (const key of Object.keys(prev)) {
        const top = key.split('.')[0]!;
        if (!sameValues(values[top], state.values[top])) delete next[key];
      }
      return next;
    });
    set({ values });
  };

  return {
    source,
    type,
    archived,
    readOnly,
    attributes,
    state,
    errors,
    nameError,
    test,
    dirty,
    guard,
    pendingFiles,
    setPendingFiles,
    set,
    setName,
    setValues,
    onTest,
    onSave,
    testing: testMutation.isPending,
    saving: create.isPending || update.isPending,
  };
}

export type SourceForm = ReturnType<typeof useSourceForm>;
