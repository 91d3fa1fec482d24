import { useBlocker, useNavigate, useSearch } from '@tanstack/react-router';
import { Alert } from '@tessera/ui/alert';
import { Badge } from '@tessera/ui/badge';
import { Button } from '@tessera/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@tessera/ui/card';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { Spinner } from '@tessera/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@tessera/ui/tabs';
import { Textarea } from '@tessera/ui/textarea';
import { toast } from '@tessera/ui/toast';
import { Archive, CircleAlert, CircleCheck, PlugZap, Save, Settings2, Table2 } from 'lucide-react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { appErrorOf, messageOf } from '../../../../../../lib/app-error';
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
import { FilesSection } from './files-section';
import { NewFileUploads } from './new-file-uploads';
import { stashUploads } from './pending-uploads';
import { SchemaBrowser } from './schema-browser';
import { SourceIcon } from './source-icon';
import { TemplateForm } from './template-form';
import { useRefreshSources, type SourceDetail, type SourceTypeName } from './use-sources';
import { UnsavedChangesDialog } from '../../../../../../components/unsaved-changes-dialog';

type Props =
  | {
      orgId: string;
      mode: 'create';
      type: SourceTypeName;
      dbType?: string | undefined;
      parentId: string | null;
    }
  | { orgId: string; mode: 'edit'; source: SourceDetail };

/** Loads the template of the source's type, then shows the editor. */
export function SourceEditor(props: Props) {
  const type = props.mode === 'create' ? props.type : (props.source.type as SourceTypeName);
  const template = api.source.template.useQuery({ type }, { staleTime: Infinity });
  if (!template.data)
    return (
      <div className="flex h-full items-center justify-center">
        <Spinner />
      </div>
    );
  return <EditorBody {...props} template={template.data as SourceTemplate} />;
}

type TestState = { ok: true; warnings: string[] } | { ok: false; message: string } | null;

function EditorBody(props: Props & { template: SourceTemplate }) {
  const { t, i18n } = useTranslation();
  const { orgId, template } = props;
  const services = useServices();
  const navigate = useNavigate();
  const utils = api.useUtils();
  const refresh = useRefreshSources();
  const search: { tab?: string } = useSearch({ strict: false });
  const source = props.mode === 'edit' ? props.source : null;
  const type = template.type as SourceTypeName;
  const archived = source ? source.status === 0 : false;
  const canManage = source ? source.can.manage : true;
  const readOnly = archived || !canManage;

  // FILE tables come from uploads, not from the form.
  const attributes = useMemo(() => (type === 'FILE' ? [] : formAttributes(template)), [template, type]);
  const storedConfig = (source?.config ?? {}) as Record<string, unknown>;
  const initialValues = () => {
    const values = toFormValues(attributes, source?.config ?? {});
    if (props.mode === 'create' && props.dbType && 'dbType' in values) {
      values.dbType = props.dbType;
    }
    return { name: source ? originalName(source.name) : '', description: source?.description ?? '', values };
  };
  const [state, setState] = useState(initialValues);
  const [baseline, setBaseline] = useState(state);
  const [errors, setErrors] = useState<FormErrors>({});
  const [nameError, setNameError] = useState<string | undefined>();
  const [test, setTest] = useState<TestState>(null);
  const [tab, setTab] = useState(search.tab === 'schema' && source ? 'schema' : 'settings');

  const dirty = !readOnly && !sameValues(state, baseline);
  const guard = useRef(true);
  guard.current = dirty;
  const blocker = useBlocker({
    shouldBlockFn: () => guard.current,
    enableBeforeUnload: () => guard.current,
    withResolver: true,
  });

  const describe = (error: unknown) => {
    const app = appErrorOf(error);
    if (app && app.code !== 'INVALID_INPUT' && i18n.exists(`errors:${app.code}`))
      return t(`errors:${app.code}`, app.params);
    return messageOf(error);
  };

  /** Server errors under their fields; false when none belongs to a field. */
  const applyServerError = (error: unknown): boolean => {
    const app = appErrorOf(error);
    if (!app) return false;
    if (app.code === 'NAME_EXISTS') {
      setNameError(t('errors:NAME_EXISTS'));
      return true;
    }
    const next: FormErrors = {};
    let name: string | undefined;
    for (const f of app.fields) {
      const path = f.path.replace(/^(config|properties)\./, '');
      if (path === 'name')
        name = t(`validation:${f.message}`, { label: t('sources:fields.name'), ...f.params });
      else if (f.message === 'duplicateKey') next[path] = { key: 'sources:editor.keysUnique' };
      else next[path] = { key: `validation:${f.message}`, params: { label: path, ...f.params } };
    }
    if (name) setNameError(name);
    if (Object.keys(next).length) setErrors((e) => ({ ...e, ...next }));
    return Boolean(name) || Object.keys(next).length > 0;
  };

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
      applyServerError(error);
      setTest({ ok: false, message: describe(error) });
      toast.error(`${t('sources:editor.testFailed')}: ${describe(error)}`);
    },
  });
  // Files chosen before a FILE source exists; they are uploaded once it is created.
  const [pendingFiles, setPendingFiles] = useState<File[]>([]);
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
    onError: (error) => {
      if (!applyServerError(error)) services.reporter.report(error);
    },
  });
  const update = api.source.update.useMutation({
    meta: formMeta,
    onSuccess: async (saved) => {
      setBaseline(state);
      utils.source.byId.setData({ id: saved.id }, (old) => (old ? { ...old, ...saved } : old));
      await refresh();
      toast.success(t('sources:editor.saved'));
    },
    onError: (error) => {
      if (!applyServerError(error)) services.reporter.report(error);
    },
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
    if (source) {
      update.mutate({ id: source.id, name: state.name.trim(), description, config: config() });
    } else if (props.mode === 'create') {
      create.mutate({
        orgId,
        name: state.name.trim(),
        type,
        description,
        config: config(),
        parentId: props.parentId,
      });
    }
  };

  const set = (patch: Partial<typeof state>) => {
    setState((s) => ({ ...s, ...patch }));
    setTest(null);
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

  const testable = type === 'JDBC' || type === 'HTTP';
  const typeLabel =
    type === 'JDBC' && typeof state.values.dbType === 'string' && state.values.dbType
      ? t(`sources:cards.${state.values.dbType}.title`, { defaultValue: state.values.dbType })
      : t(`sources:cards.${type}.title`);

  const settings = (
    <form onSubmit={onSave} noValidate className="grid gap-5" data-testid="source-form">
      <Card>
        <CardHeader className="pb-2">
          <CardTitle className="flex items-center gap-2 text-sm">
            <Settings2 className="size-4 text-muted-foreground" />
            {t('sources:editor.settings')}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField id="source-name" label={t('sources:fields.name')} error={nameError}>
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
          <FormField id="source-type" label={t('sources:fields.type')}>
            <Input value={typeLabel} disabled readOnly />
          </FormField>
          <FormField
            id="source-description"
            label={t('sources:fields.description')}
            className="sm:col-span-2"
          >
            <Textarea
              rows={2}
              value={state.description}
              disabled={readOnly}
              onChange={(e) => set({ description: e.target.value })}
            />
          </FormField>
        </CardContent>
      </Card>

      {attributes.length > 0 && (
        <Card>
          <CardHeader className="pb-2">
            <CardTitle className="flex items-center gap-2 text-sm">
              <PlugZap className="size-4 text-muted-foreground" />
              {t('sources:editor.connection')}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <TemplateForm
              template={template}
              attributes={attributes}
              values={state.values}
              onChange={setValues}
              errors={errors}
              disabled={readOnly}
            />
          </CardContent>
        </Card>
      )}

      {type === 'DEMO' && (
        <Alert>
          <SourceIcon type="DEMO" />
          <span>{t('sources:editor.demoNotice')}</span>
        </Alert>
      )}

      {type === 'FILE' && source && <FilesSection source={source} disabled={readOnly} />}
      {type === 'FILE' && !source && <NewFileUploads files={pendingFiles} onChange={setPendingFiles} />}

      {test && (
        <Alert variant={test.ok ? 'success' : 'destructive'} data-testid="test-result" data-ok={test.ok}>
          {test.ok ? <CircleCheck /> : <CircleAlert />}
          <div className="min-w-0">
            <p className="font-medium">
              {t(test.ok ? 'sources:editor.testOk' : 'sources:editor.testFailed')}
            </p>
            {!test.ok && <p className="mt-0.5 text-xs break-words opacity-90">{test.message}</p>}
            {test.ok &&
              test.warnings.map((w) => (
                <p key={w} className="mt-0.5 text-xs break-words" data-testid="test-warning">
                  {w}
                </p>
              ))}
          </div>
        </Alert>
      )}
      <button type="submit" hidden aria-hidden tabIndex={-1} />
    </form>
  );

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 p-6" data-testid="source-editor">
      <header className="flex flex-wrap items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-muted">
          <SourceIcon type={type} className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-xl font-semibold tracking-tight" data-testid="source-title">
            {source ? originalName(source.name) : t('sources:new.title')}
          </h2>
          <div className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <Badge variant="secondary">{typeLabel}</Badge>
            {archived && (
              <Badge variant="outline">
                <Archive className="size-3" />
                {t('sources:tree.recycleBin')}
              </Badge>
            )}
            {dirty && <span className="size-1.5 rounded-full bg-warning" aria-hidden />}
          </div>
        </div>
        {!readOnly && (
          <div className="flex items-center gap-2">
            {testable && (
              <Button type="button" variant="outline" loading={testMutation.isPending} onClick={onTest}>
                <PlugZap />
                {t('sources:actions.test')}
              </Button>
            )}
            <Button
              type="button"
              loading={create.isPending || update.isPending}
              disabled={Boolean(source) && !dirty}
              onClick={() => onSave()}
              data-testid="source-save"
            >
              <Save />
              {t(source ? 'sources:actions.save' : 'sources:actions.create')}
            </Button>
          </div>
        )}
      </header>

      {archived && (
        <Alert variant="warning">
          <Archive />
          <span>{t('sources:editor.archivedNotice')}</span>
        </Alert>
      )}

      {source ? (
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList className="w-full max-w-xs">
            <TabsTrigger value="settings">
              <Settings2 className="size-3.5" />
              {t('sources:editor.settings')}
            </TabsTrigger>
            <TabsTrigger value="schema" data-testid="tab-schema">
              <Table2 className="size-3.5" />
              {t('sources:editor.schema')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="settings" className="mt-4">
            {settings}
          </TabsContent>
          <TabsContent value="schema" className="mt-4">
            <SchemaBrowser source={source} />
          </TabsContent>
        </Tabs>
      ) : (
        settings
      )}

      <UnsavedChangesDialog
        open={blocker.status === 'blocked'}
        description={t('sources:editor.dirtyDescription')}
        onStay={() => blocker.reset?.()}
        onDiscard={() => blocker.proceed?.()}
      />
    </div>
  );
}
