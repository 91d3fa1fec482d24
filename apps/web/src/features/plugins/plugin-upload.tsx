import { Button } from '@tessera/ui/button';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { Progress } from '@tessera/ui/progress';
import { toast } from '@tessera/ui/toast';
import { cn } from '@tessera/ui/lib/utils';
import { Upload } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';
import { applyServerError, useFieldErrors, useSchemaForm } from '../../lib/forms';
import { uploadFile } from '../../lib/rest';
import { useServices } from '../../lib/services';
import { pluginUploadFormSchema, PLUGIN_MAX_BYTES, suggestedPluginName } from './plugin-upload-schema';

/** Drop or pick a plugin script, name it, upload it; the server's reasons for a refusal are shown here. */
export function PluginUpload({ orgId, onUploaded }: { orgId: string; onUploaded: () => Promise<void> }) {
  const { t } = useTranslation();
  const services = useServices();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const form = useSchemaForm(pluginUploadFormSchema, { defaultValues: { name: '' } });
  const errorOf = useFieldErrors(form.formState.errors);
  const [over, setOver] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (picked: File | undefined) => {
    if (!picked) return;
    setProblem(picked.size > PLUGIN_MAX_BYTES ? t('errors:FILE_TOO_LARGE', { max: '512 KB' }) : null);
    setFile(picked);
    form.reset({ name: suggestedPluginName(picked) });
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    choose(e.dataTransfer.files[0]);
  };
  const upload = async ({ name }: { name: string }) => {
    if (!file) return;
    setProblem(null);
    setProgress(0);
    try {
      const url = `/api/v1/plugins?orgId=${encodeURIComponent(orgId)}&name=${encodeURIComponent(name)}`;
      await uploadFile(services.apiDeps, url, file, setProgress);
      toast.success(t('orgs:plugins.upload.done', { name }));
      setFile(null);
      form.reset({ name: '' });
      await onUploaded();
    } catch (error) {
      const labelOf = () => t('orgs:plugins.upload.name');
      if (!applyServerError(form, error, t, { labelOf })) setProblem(errorText(t, error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <form
      onSubmit={(e) => void form.handleSubmit(upload)(e)}
      noValidate
      className="grid gap-3"
      data-testid="plugin-upload"
    >
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border border-dashed border-border p-5 text-center text-sm',
          over && 'border-primary bg-muted/60',
        )}
      >
        <Upload className="size-5 text-muted-foreground" aria-hidden />
        <p>{file ? <span data-testid="plugin-file">{file.name}</span> : t('orgs:plugins.upload.drop')}</p>
        <Button type="button" size="sm" variant="outline" onClick={() => input.current?.click()}>
          {t('orgs:plugins.upload.pick')}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".js,.mjs,text/javascript,application/javascript"
          className="hidden"
          data-testid="plugin-input"
          onChange={(e) => {
            choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <p className="text-xs text-muted-foreground">{t('orgs:plugins.upload.hint')}</p>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-destructive" data-testid="plugin-problem">
          {problem}
        </p>
      )}
      {file && (
        <div className="flex items-start gap-2">
          <FormField
            id="plugin-name"
            label={t('orgs:plugins.upload.name')}
            error={errorOf('name', 'orgs:plugins.upload.name')}
            className="flex-1"
          >
            <Input maxLength={128} data-testid="plugin-name" {...form.register('name')} />
          </FormField>
          <Button type="submit" className="mt-5" disabled={progress !== null} data-testid="plugin-submit">
            {progress === null ? t('orgs:plugins.upload.submit') : t('orgs:plugins.upload.uploading')}
          </Button>
        </div>
      )}
      {progress !== null && <Progress value={progress} label={t('orgs:plugins.upload.uploading')} />}
    </form>
  );
}
