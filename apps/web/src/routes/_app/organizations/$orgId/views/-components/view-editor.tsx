import { Alert } from '@tessera/ui/alert';
import { Badge } from '@tessera/ui/badge';
import { Button } from '@tessera/ui/button';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@tessera/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@tessera/ui/tabs';
import { Archive, Braces, Columns3, Lock, Save, Settings2, Variable } from 'lucide-react';
import { useFieldErrors } from '../../../../../../lib/forms';
import { originalName } from '../../../../../../lib/source-tree';
import { ColumnPermissions } from './column-permissions';
import { ConfigPanel } from './config-panel';
import { ModelPanel } from './model-panel';
import { SqlScriptPane } from './sql-script-pane';
import { StructBuilder } from './struct-builder';
import { useViewEditor, type ViewEditorProps } from './use-view-editor';
import { VariablesTab } from '../../../../../../features/variables/variables-tab';
import { ViewIcon } from './view-icon';
import { ViewRunPanel } from './view-run-panel';
import { UnsavedChangesDialog } from '../../../../../../components/unsaved-changes-dialog';
import { VersionHistoryButton } from '../../../../../../features/versions/version-history-button';

export function ViewEditor(props: ViewEditorProps) {
  const {
    t,
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
    running,
    doRun,
    onRunShortcut,
    create,
    update,
    onSave,
    runLabel,
    draftVariables,
    setDraftVariables,
    tryValues,
    setTryValues,
  } = useViewEditor(props);
  const nameError = useFieldErrors(nameForm.formState.errors);

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
        {view && !view.isFolder && (
          <VersionHistoryButton resourceType="VIEW" resourceId={view.id} dirty={dirty} />
        )}
        {!readOnly && (
          <Button
            loading={create.isPending || update.isPending}
            disabled={Boolean(view) && !dirty}
            onClick={onSave}
            data-testid="view-save"
          >
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
        <FormField
          id="view-name"
          label={t('views:fields.name')}
          error={nameError('name', 'views:fields.name')}
        >
          <Input disabled={readOnly} maxLength={255} {...nameForm.register('name')} />
        </FormField>
        <FormField id="view-source" label={t('views:fields.source')} error={fieldErrors.sourceId}>
          <Select
            value={state.sourceId ?? undefined}
            disabled={readOnly}
            onValueChange={(sourceId) => {
              set({ sourceId });
              if (run.kind === 'error') setRun({ kind: 'idle' });
              if (fieldErrors.sourceId) setFieldErrors(({ sourceId: _done, ...rest }) => rest);
            }}
          >
            {/* The select's root is no element: the trigger carries the field's id and its error's link. */}
            <SelectTrigger
              id="view-source"
              aria-invalid={fieldErrors.sourceId ? true : undefined}
              aria-describedby={fieldErrors.sourceId ? 'view-source-message' : undefined}
              data-testid="view-source-picker"
            >
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
        <TabsList className="h-auto flex-wrap justify-start">
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
          {viewer ? (
            <Alert>
              <Lock />
              <span>{t('views:editor.scriptHidden')}</span>
            </Alert>
          ) : type === 'SQL' ? (
            <SqlScriptPane
              sourceId={state.sourceId}
              schemasLoading={schemas.isLoading}
              schemasFailed={schemas.isError}
              value={state.sql}
              onChange={(sql) => set({ sql })}
              dialect={dialect}
              schemas={schemas.data}
              readOnly={readOnly}
              editorRef={editorRef}
              onRun={onRunShortcut}
              onSelection={setSelection}
            />
          ) : (
            <StructBuilder
              value={state.struct}
              onChange={(struct) => set({ struct })}
              schemas={schemas.data}
              disabled={readOnly || !state.sourceId}
            />
          )}
          <ViewRunPanel
            type={type}
            run={run}
            size={size}
            setSize={setSize}
            pending={running}
            disabled={archived}
            doRun={doRun}
            runLabel={runLabel}
          />
        </TabsContent>

        <TabsContent value="model" className="mt-3">
          <ModelPanel
            model={state.model}
            onChange={(model) => set({ model })}
            sourceId={state.sourceId}
            readOnly={readOnly}
            errors={fieldErrors}
            onClearError={(path) =>
              setFieldErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== path)))
            }
          />
        </TabsContent>

        <TabsContent value="variables" className="mt-3">
          <VariablesTab
            orgId={orgId}
            viewId={view?.id ?? null}
            readOnly={readOnly}
            drafts={view ? undefined : { items: draftVariables, onChange: setDraftVariables }}
            tryValues={{ values: tryValues, onChange: setTryValues }}
          />
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

      <UnsavedChangesDialog
        open={blocker.status === 'blocked'}
        description={t('views:editor.dirtyDescription')}
        onStay={() => blocker.reset?.()}
        onDiscard={() => blocker.proceed?.()}
      />
    </div>
  );
}
