import { Avatar } from '@tessera/ui/avatar';
import { Button } from '@tessera/ui/button';
import { toast } from '@tessera/ui/toast';
import { Upload } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../lib/rest';
import { useServices } from '../lib/services';
import { avatarUrl } from '../lib/user';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The picture chosen in a file input, if it is one the server takes (the server checks again, by its
 * bytes): otherwise the person is told why, and nothing is sent.
 */
export function pickedImage(e: ChangeEvent<HTMLInputElement>, t: TFunction): File | null {
  const file = e.target.files?.[0];
  e.target.value = '';
  if (!file) return null;
  const problem = !IMAGE_TYPES.includes(file.type)
    ? t('errors:FILE_TYPE')
    : file.size > IMAGE_MAX_BYTES
      ? t('errors:FILE_TOO_LARGE', { max: '2 MB' })
      : null;
  if (problem) toast.error(problem);
  return problem ? null : file;
}

interface ImageUploadProps {
  /** Stored relative path of the current image. */
  current: string | null | undefined;
  /** Name for the initials shown without an image. */
  name: string;
  /** REST endpoint taking a multipart `file`. */
  endpoint: string;
  label: string;
  hint: string;
  uploadLabel: string;
  savedMessage: string;
  onUploaded: (path: string) => void | Promise<void>;
  avatarClassName?: string;
  testId: string;
  inputTestId: string;
}

/** Picks an image, previews it at once and uploads it with progress (avatars of users and organisations). */
export function ImageUpload(props: ImageUploadProps) {
  const { t } = useTranslation();
  const services = useServices();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = pickedImage(e, t);
    if (!file) return;
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      const path = await uploadFile<string>(services.apiDeps, props.endpoint, file, setProgress);
      await props.onUploaded(path);
      toast.success(props.savedMessage);
    } catch (error) {
      setPreview(null);
      services.reporter.report(error);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="flex items-center gap-4 rounded-lg border border-border bg-muted/40 p-3">
      <Avatar
        src={preview ?? avatarUrl(props.current)}
        name={props.name}
        className={props.avatarClassName ?? 'size-14 text-base'}
        data-testid={props.testId}
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">{props.label}</p>
        <p className="text-xs text-muted-foreground">{props.hint}</p>
        {progress !== null && (
          <div
            className="mt-2 h-1 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-valuenow={Math.round(progress * 100)}
          >
            <div
              className="h-full bg-primary transition-[width]"
              style={{ width: `${Math.round(progress * 100)}%` }}
            />
          </div>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        className="hidden"
        data-testid={props.inputTestId}
        onChange={(e) => void onFile(e)}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        loading={progress !== null}
        onClick={() => input.current?.click()}
      >
        <Upload />
        {props.uploadLabel}
      </Button>
    </div>
  );
}
