import { Button } from '@tessera/ui/button';
import { toast } from '@tessera/ui/toast';
import { Upload } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES, pickedImage } from '../../../../../../../components/image-upload';
import { uploadFile } from '../../../../../../../lib/rest';
import { useServices } from '../../../../../../../lib/services';

/**
 * An image widget's picture uploaded to the board (`POST /files/viz/image`, MANAGE on the board): the
 * server answers the stored path, which becomes the widget's address.
 */
export function ImagePicker({
  boardId,
  onUploaded,
}: {
  boardId: string;
  onUploaded: (path: string) => void;
}) {
  const { t } = useTranslation();
  const services = useServices();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = pickedImage(e, t);
    if (!file) return;
    setProgress(0);
    try {
      const path = await uploadFile<string>(
        services.apiDeps,
        `/api/v1/files/viz/image?ownerType=DASHBOARD&ownerId=${boardId}`,
        file,
        setProgress,
      );
      setUploaded(path);
      onUploaded(path);
      toast.success(t('dashboards:editor.imageUploaded'));
    } catch (error) {
      services.reporter.report(error);
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className="flex items-center gap-3 rounded-md border border-dashed border-border p-3">
      {uploaded && (
        <img
          src={`/${uploaded}`}
          alt=""
          className="size-12 shrink-0 rounded-sm object-cover"
          data-testid="image-picked"
        />
      )}
      <p className="min-w-0 flex-1 text-xs text-muted-foreground">{t('dashboards:editor.uploadImageHint')}</p>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={progress !== null}
        onClick={() => input.current?.click()}
      >
        <Upload />
        {progress === null
          ? t('dashboards:editor.uploadImage')
          : t('dashboards:editor.uploading', { percent: Math.round(progress * 100) })}
      </Button>
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        className="hidden"
        data-testid="image-file"
        aria-label={t('dashboards:editor.uploadImage')}
        onChange={(e) => void onFile(e)}
      />
    </div>
  );
}
