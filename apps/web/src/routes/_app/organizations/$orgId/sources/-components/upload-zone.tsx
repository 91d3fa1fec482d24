import { cn } from '@tessera/ui/lib/utils';
import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const ACCEPTED_FILES = ['.csv', '.txt', '.xlsx'];
export const isAcceptedFile = (name: string) =>
  ACCEPTED_FILES.some((ext) => name.toLowerCase().endsWith(ext));

/** The drop zone (or click to browse) of a FILE source's files. */
export function UploadZone({ onFiles, hint }: { onFiles: (files: File[]) => void; hint: string }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => input.current?.click()}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          if (e.dataTransfer.files.length) onFiles(Array.from(e.dataTransfer.files));
        }}
        data-testid="upload-zone"
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-border px-4 py-8 text-center transition-colors',
          'hover:border-primary/50 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          over && 'border-primary bg-primary/5',
        )}
      >
        <Upload className="size-6 text-muted-foreground" />
        <span className="text-sm font-medium">{t('sources:files.drop')}</span>
        <span className="max-w-md text-xs text-muted-foreground">{hint}</span>
      </button>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPTED_FILES.join(',')}
        className="hidden"
        data-testid="upload-input"
        onChange={(e) => {
          if (e.target.files) onFiles(Array.from(e.target.files));
          e.target.value = '';
        }}
      />
    </>
  );
}
