import { useEffect, useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import { get, type FieldError } from 'react-hook-form';
import { useSchemaForm } from '../../../../../../lib/forms';
import {
  formAttributes,
  toConfig,
  toFormValues,
  type SourceTemplate,
} from '../../../../../../lib/source-form';
import { sourceFormSchema, type SourceFormValues } from '../../../../../../lib/source-form-schema';
import { originalName } from '../../../../../../lib/source-tree';
import { useSourceServerErrors } from './source-server-errors';
import { useSourceMutations } from './use-source-mutations';
import type { SourceTypeName } from '../../../../../../hooks/use-sources';
import type { SourceEditorProps, TestState } from './source-editor-types';

export type { SourceEditorProps, TestState };

function initialValues(props: SourceEditorProps, attributes: ReturnType<typeof formAttributes>) {
  const source = props.mode === 'edit' ? props.source : null;
  const config = toFormValues(attributes, source?.config ?? {});
  if (props.mode === 'create' && props.dbType && 'dbType' in config) config.dbType = props.dbType;
  return { name: source ? originalName(source.name) : '', description: source?.description ?? '', config };
}

/**
 * The source form: react-hook-form on the server's name / description rules and the template's
 * field checks, server errors under their fields, the connection test, and create / save. `guard` is
 * true while leaving would lose changes.
 */
export function useSourceForm(props: SourceEditorProps & { template: SourceTemplate }) {
  const { template } = props;
  const source = props.mode === 'edit' ? props.source : null;
  const type = template.type as SourceTypeName;
  const archived = source ? source.status === 0 : false;
  const readOnly = archived || !(source ? source.can.manage : true);

  // FILE tables come from uploads, not from the form.
  const attributes = useMemo(() => (type === 'FILE' ? [] : formAttributes(template)), [template, type]);
  const schema = useMemo(() => sourceFormSchema(attributes), [attributes]);
  const form = useSchemaForm(schema, { defaultValues: initialValues(props, attributes) });
  const [test, setTest] = useState<TestState>(null);
  // Files chosen before a FILE source exists; they are uploaded once it is created.
  const [pendingFiles, setPendingFiles] = useState<File[]>([]);
  const serverErrors = useSourceServerErrors(form, attributes, type);

  // An edit makes the last test stale and takes the server's error off the edited field.
  useEffect(() => {
    const sub = form.watch((_values, { name }) => {
      if (!name) return;
      setTest(null);
      const error = get(form.formState.errors, name) as FieldError | undefined;
      if (error?.type === 'server') form.clearErrors(name);
    });
    return () => sub.unsubscribe();
  }, [form]);

  const dirty = !readOnly && form.formState.isDirty;
  const guard = useRef(true);
  guard.current = dirty;

  const storedConfig = (source?.config ?? {}) as Record<string, unknown>;
  const configOf = (values: SourceFormValues) => toConfig(attributes, values.config, storedConfig);
  const mutations = useSourceMutations(props, {
    form,
    type,
    serverErrors,
    setTest,
    pendingFiles,
    leave: () => (guard.current = false),
  });

  const onTest = async () => {
    setTest(null);
    if (!(await form.trigger('config'))) return;
    mutations.test(configOf(form.getValues()));
  };
  const submit = form.handleSubmit((values) =>
    mutations.save({ ...values, description: values.description ?? null }, configOf(form.getValues())),
  );
  const onSave = (e?: BaseSyntheticEvent) => {
    if (readOnly) return void e?.preventDefault();
    void submit(e);
  };

  return {
    form,
    source,
    type,
    archived,
    readOnly,
    attributes,
    test,
    dirty,
    guard,
    pendingFiles,
    setPendingFiles,
    onTest,
    onSave,
    testing: mutations.testing,
    saving: mutations.saving,
  };
}

export type SourceForm = ReturnType<typeof useSourceForm>;
