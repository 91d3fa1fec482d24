import { Button } from '@tessera/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@tessera/ui/card';
import { toast } from '@tessera/ui/toast';
import { FileSpreadsheet, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isAcceptedFile, UploadZone } from './upload-zone';

/** The files of a FILE source not created yet: chosen now, uploaded as soon as the source exists. */
export function NewFileUploads({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const { t } = useTranslation();
  const add = (chosen: File[]) => {
    const ok = chosen.filter((f) => isAcceptedFile(f.name));
    for (const f of chosen)
      if (!isAcceptedFile(f.name)) toast.error(t('sources:files.type', { name: f.name }));
    onChange([...files.filter((f) => !ok.some((o) => o.name === f.name)), ...ok]);
  };
  return (
    <Card data-testid="files-section">
      <CardHeader className="pb-2">
        <CardTitle className="flex items-center gap-2 text-sm">
          <FileSpreadsheet className="size-4 text-muted-foreground" />
          {t('sources:files.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <UploadZone onFiles={add} hint={t('sources:files.hintNew')} />
        {files.length > 0 && (
          <ul className="divide-y divide-border rounded-md border border-border" data-testid="pending-files">
            {files.map((f) => (
              <li key={f.name} className="flex items-center gap-2 px-3 py-1.5 text-sm">
                <FileSpreadsheet className="size-4 text-muted-foreground" />
                <span className="min-w-0 flex-1 truncate">{f.name}</span>
                <Button
                  type="button"
                  size="icon-sm"
                  variant="ghost"
                  aria-label={t('sources:files.unselect', { name: f.name })}
                  onClick={() => onChange(files.filter((x) => x !== f))}
                >
                  <X />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
