import { Button } from '@tessera/ui/button';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { Progress } from '@tessera/ui/progress';
import { toast } from '@tessera/ui/toast';
import { cn } from '@tessera/ui/lib/utils';
import { Upload } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorText } from '../lib/error-text';
import { applyServerError, fieldErrorText, useSchemaForm } from '../lib/forms';
import { uploadFile } from '../lib/rest';
import { useServices } from '../lib/services';

export interface NamedFileUploadProps {
  /** The test-id prefix (`geo-map` → `geo-map-upload`, `geo-map-drop`, `geo-map-input`…). */
  testId: string;
  /** What the zone and the form say (the caller's own texts, so each key is named where it is used). */
  labels: {
    drop: string;
    pick: string;
    hint: string;
    name: string;
    submit: string;
    uploading: string;
    done: (name: string) => string;
  };
  /** The file picker's `accept`. */
  accept: string;
  /** The server's limit, checked here only to spare a pointless upload, and how it reads ("512 KB"). */
  maxBytes: number;
  maxLabel: string;
  /** The name form, as the server checks the name (a taken name is the server's answer). */
  schema: z.ZodType<{ name: string }, { name: string }>;
  /** The name a picked file suggests. */
  suggestName: (file: File) => string;
  /** Where the file is posted under a name. */
  uploadUrl: (name: string) => string;
  onUploaded: () => Promise<void>;
}

/**
 * Drop or pick one file, name it, upload it with progress; what the server says of the name stands under
 * the name, what it says of the file above it (geographic maps, chart plugins).
 */
export function NamedFileUpload({
  testId,
  labels,
  accept,
  maxBytes,
  maxLabel,
  schema,
  suggestName,
  uploadUrl,
  onUploaded,
}: NamedFileUploadProps) {
  const { t } = useTranslation();
  const services = useServices();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const form = useSchemaForm(schema, { defaultValues: { name: '' } });
  const [over, setOver] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (picked: File | undefined) => {
    if (!picked) return;
    setProblem(picked.size > maxBytes ? t('errors:FILE_TOO_LARGE', { max: maxLabel }) : null);
    setFile(picked);
    form.reset({ name: suggestName(picked) });
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
      await uploadFile(services.apiDeps, uploadUrl(name), file, setProgress);
      toast.success(labels.done(name));
      setFile(null);
      form.reset({ name: '' });
      await onUploaded();
    } catch (error) {
      const labelOf = () => labels.name;
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
      data-testid={`${testId}-upload`}
    >
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid={`${testId}-drop`}
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border border-dashed border-border p-5 text-center text-sm',
          over && 'border-primary bg-muted/60',
        )}
      >
        <Upload className="size-5 text-muted-foreground" aria-hidden />
        <p>{file ? <span data-testid={`${testId}-file`}>{file.name}</span> : labels.drop}</p>
        <Button type="button" size="sm" variant="outline" onClick={() => input.current?.click()}>
          {labels.pick}
        </Button>
        <input
          ref={input}
          type="file"
          accept={accept}
          className="hidden"
          data-testid={`${testId}-input`}
          onChange={(e) => {
            choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <p className="text-xs text-muted-foreground">{labels.hint}</p>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-destructive" data-testid={`${testId}-problem`}>
          {problem}
        </p>
      )}
      {file && (
        // The button lines up with the input (the label's row above it), whether or not an error stands below.
        <div className="flex items-start gap-2">
          <FormField
            id={`${testId}-name`}
            label={labels.name}
            error={fieldErrorText(t, form.formState.errors.name, labels.name)}
            className="flex-1"
          >
            <Input maxLength={128} data-testid={`${testId}-name`} {...form.register('name')} />
          </FormField>
          <Button
            type="submit"
            className="mt-5"
            disabled={progress !== null}
            data-testid={`${testId}-submit`}
          >
            {progress === null ? labels.submit : labels.uploading}
          </Button>
        </div>
      )}
      {progress !== null && <Progress value={progress} label={labels.uploading} />}
    </form>
  );
}
