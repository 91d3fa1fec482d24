import { Button } from '@tessera/ui/button';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { Progress } from '@tessera/ui/progress';
import { toast } from '@tessera/ui/toast';
import { cn } from '@tessera/ui/lib/utils';
import { Upload } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../../../lib/error-text';
import { applyServerError, useFieldErrors, useSchemaForm } from '../../../../../../lib/forms';
import { uploadFile } from '../../../../../../lib/rest';
import { useServices } from '../../../../../../lib/services';
import { api } from '../../../../../../lib/trpc';
import { geoMapUploadFormSchema, suggestedMapName } from './geo-map-upload-schema';

/** The server's limit (packages/core GEO_MAX_BYTES); checked here only to spare a pointless upload. */
const MAX_BYTES = 10 * 1024 * 1024;

/** Drop or pick a GeoJSON file, name it, upload it; the server's reasons for a refusal are shown here. */
export function GeoMapUpload({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const services = useServices();
  const utils = api.useUtils();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const form = useSchemaForm(geoMapUploadFormSchema, { defaultValues: { name: '' } });
  const errorOf = useFieldErrors(form.formState.errors);
  const [over, setOver] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (picked: File | undefined) => {
    if (!picked) return;
    setProblem(picked.size > MAX_BYTES ? t('errors:FILE_TOO_LARGE', { max: '10 MB' }) : null);
    setFile(picked);
    form.reset({ name: suggestedMapName(picked) });
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
      const url = `/api/v1/geo-maps?orgId=${encodeURIComponent(orgId)}&name=${encodeURIComponent(name)}`;
      await uploadFile(services.apiDeps, url, file, setProgress);
      toast.success(t('orgs:maps.upload.done', { name }));
      setFile(null);
      form.reset({ name: '' });
      await utils.geoMap.list.invalidate({ orgId });
    } catch (error) {
      // A name taken (or refused) stands under the name; what is wrong with the file above it.
      const labelOf = () => t('orgs:maps.upload.name');
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
      data-testid="geo-map-upload"
    >
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="geo-map-drop"
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border border-dashed border-border p-5 text-center text-sm',
          over && 'border-primary bg-muted/60',
        )}
      >
        <Upload className="size-5 text-muted-foreground" aria-hidden />
        <p>{file ? <span data-testid="geo-map-file">{file.name}</span> : t('orgs:maps.upload.drop')}</p>
        <Button type="button" size="sm" variant="outline" onClick={() => input.current?.click()}>
          {t('orgs:maps.upload.pick')}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".json,.geojson,application/json,application/geo+json"
          className="hidden"
          data-testid="geo-map-input"
          onChange={(e) => {
            choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <p className="text-xs text-muted-foreground">{t('orgs:maps.upload.hint')}</p>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-destructive" data-testid="geo-map-problem">
          {problem}
        </p>
      )}
      {file && (
        // The button lines up with the input (the label's row above it), whether or not an error stands below.
        <div className="flex items-start gap-2">
          <FormField
            id="geo-map-name"
            label={t('orgs:maps.upload.name')}
            error={errorOf('name', 'orgs:maps.upload.name')}
            className="flex-1"
          >
            <Input maxLength={128} data-testid="geo-map-name" {...form.register('name')} />
          </FormField>
          <Button type="submit" className="mt-5" disabled={progress !== null} data-testid="geo-map-submit">
            {progress === null ? t('orgs:maps.upload.submit') : t('orgs:maps.upload.uploading')}
          </Button>
        </div>
      )}
      {progress !== null && <Progress value={progress} label={t('orgs:maps.upload.uploading')} />}
    </form>
  );
}
