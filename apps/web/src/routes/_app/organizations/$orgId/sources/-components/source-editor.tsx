import { useQuery } from '@tanstack/react-query';
import { useBlocker, useSearch } from '@tanstack/react-router';
import { Alert } from '@tessera/ui/alert';
import { Spinner } from '@tessera/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@tessera/ui/tabs';
import { Archive, Settings2, Table2 } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UnsavedChangesDialog } from '../../../../../../components/unsaved-changes-dialog';
import type { SourceTemplate } from '../../../../../../lib/source-form';
import { useTRPC } from '../../../../../../lib/trpc';
import { SchemaBrowser } from './schema-browser';
import { SourceEditorHeader } from './source-editor-header';
import { SourceSettingsForm } from './source-settings-form';
import { useSourceForm, type SourceEditorProps } from './use-source-form';
import type { SourceTypeName } from '../../../../../../hooks/use-sources';

/** Loads the template of the source's type, then shows the editor. */
export function SourceEditor(props: SourceEditorProps) {
  const trpc = useTRPC();
  const type = props.mode === 'create' ? props.type : (props.source.type as SourceTypeName);
  const template = useQuery(trpc.source.template.queryOptions({ type }, { staleTime: Infinity }));
  if (!template.data)
    return (
      <div className="flex h-full items-center justify-center">
        <Spinner />
      </div>
    );
  return <EditorBody {...props} template={template.data as SourceTemplate} />;
}

/** The editor's layout: header, settings and schema tabs, and the guard against leaving unsaved. */
function EditorBody(props: SourceEditorProps & { template: SourceTemplate }) {
  const { t } = useTranslation();
  const form = useSourceForm(props);
  const { source, type } = form;
  const dbType: unknown = useWatch({ control: form.form.control, name: 'config.dbType' as 'config' });
  const search: { tab?: string } = useSearch({ strict: false });
  const [tab, setTab] = useState(search.tab === 'schema' && source ? 'schema' : 'settings');
  const blocker = useBlocker({
    shouldBlockFn: () => form.guard.current,
    enableBeforeUnload: () => form.guard.current,
    withResolver: true,
  });
  const typeLabel =
    type === 'JDBC' && typeof dbType === 'string' && dbType
      ? t(`sources:cards.${dbType}.title`, { defaultValue: dbType })
      : t(`sources:cards.${type}.title`);
  const settings = (
    <FormProvider {...form.form}>
      <SourceSettingsForm form={form} template={props.template} typeLabel={typeLabel} />
    </FormProvider>
  );

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 p-6" data-testid="source-editor">
      <SourceEditorHeader form={form} typeLabel={typeLabel} />
      {form.archived && (
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
