import { Alert } from '@tessera/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@tessera/ui/card';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { Textarea } from '@tessera/ui/textarea';
import { PlugZap, Settings2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../../../../../lib/forms';
import type { SourceTemplate } from '../../../../../../lib/source-form';
import { FilesSection } from './files-section';
import { NewFileUploads } from './new-file-uploads';
import { SourceIcon } from './source-icon';
import { TemplateForm } from './template-form';
import { TestResultAlert } from './test-result-alert';
import type { SourceForm } from './use-source-form';

/**
 * The settings of a source: its name and description, the connection fields of its type, the files of
 * a FILE source, and the last connection test's result.
 */
export function SourceSettingsForm({
  form,
  template,
  typeLabel,
}: {
  form: SourceForm;
  template: SourceTemplate;
  typeLabel: string;
}) {
  const { t } = useTranslation();
  const { source, type, readOnly } = form;
  const errorOf = useFieldErrors(form.form.formState.errors);
  return (
    <form onSubmit={form.onSave} noValidate className="grid gap-5" data-testid="source-form">
      <SettingsCard icon={<Settings2 />} title={t('sources:editor.settings')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="source-name"
            label={t('sources:fields.name')}
            error={errorOf('name', 'sources:fields.name')}
          >
            <Input disabled={readOnly} maxLength={255} {...form.form.register('name')} />
          </FormField>
          <FormField id="source-type" label={t('sources:fields.type')}>
            <Input value={typeLabel} disabled readOnly />
          </FormField>
          <FormField
            id="source-description"
            label={t('sources:fields.description')}
            className="sm:col-span-2"
            error={errorOf('description', 'sources:fields.description')}
          >
            <Textarea rows={2} disabled={readOnly} {...form.form.register('description')} />
          </FormField>
        </div>
      </SettingsCard>

      {form.attributes.length > 0 && (
        <SettingsCard icon={<PlugZap />} title={t('sources:editor.connection')}>
          <TemplateForm template={template} attributes={form.attributes} disabled={readOnly} />
        </SettingsCard>
      )}

      {type === 'DEMO' && (
        <Alert>
          <SourceIcon type="DEMO" />
          <span>{t('sources:editor.demoNotice')}</span>
        </Alert>
      )}

      {type === 'FILE' && source && <FilesSection source={source} disabled={readOnly} />}
      {type === 'FILE' && !source && (
        <NewFileUploads files={form.pendingFiles} onChange={form.setPendingFiles} />
      )}

      {form.test && <TestResultAlert test={form.test} />}
      <button type="submit" hidden aria-hidden tabIndex={-1} />
    </form>
  );
}

function SettingsCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="flex items-center gap-2 text-sm [&_svg]:size-4 [&_svg]:text-muted-foreground">
          {icon}
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
