import { useQueryClient, useMutation } from '@tanstack/react-query';
import { Badge } from '@tessera/ui/badge';
import { Button } from '@tessera/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@tessera/ui/card';
import { Progress } from '@tessera/ui/progress';
import { toast } from '@tessera/ui/toast';
import { CircleAlert, CircleCheck, FileSpreadsheet, Trash2, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../../../../../lib/rest';
import { useServices } from '../../../../../../lib/services';
import { useTRPC } from '../../../../../../lib/trpc';
import { originalName } from '../../../../../../lib/source-tree';
import { takeUploads } from './pending-uploads';
import { isAcceptedFile, UploadZone } from './upload-zone';
import type { SourceDetail } from '../../../../../../hooks/use-sources';

interface FileTable {
  tableName: string;
  format: string;
  path: string;
}

interface UploadItem {
  key: number;
  name: string;
  progress: number;
  status: 'queued' | 'uploading' | 'done' | 'error';
  error?: string;
}

/** Uploads of a FILE source: a drop zone, a progress bar per file, and the tables the files became. */
export function FilesSection({ source, disabled }: { source: SourceDetail; disabled: boolean }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const services = useServices();
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const busy = useRef(false);
  const queue = useRef<{ key: number; file: File }[]>([]);
  const nextKey = useRef(1);
  const tables = ((source.config as { schemas?: FileTable[] } | null)?.schemas ?? []).filter(Boolean);

  const patch = (key: number, p: Partial<UploadItem>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...p } : u)));

  const sync = useMutation(
    trpc.source.syncSchemas.mutationOptions({
      onSuccess: (schemas) =>
        queryClient.setQueryData(trpc.source.schemas.queryKey({ id: source.id }), schemas),
    }),
  );
  const update = useMutation(
    trpc.source.update.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.source.byId.queryKey({ id: source.id }), (old) =>
          old ? { ...old, ...saved } : old,
        );
        toast.success(t('sources:files.removed'));
        sync.mutate({ id: source.id });
      },
    }),
  );

  // One upload at a time: each one adds its table to the source's config.
  const pump = async () => {
    if (busy.current) return;
    busy.current = true;
    let uploaded = 0;
    try {
      for (let next = queue.current.shift(); next; next = queue.current.shift()) {
        const { key, file } = next;
        patch(key, { status: 'uploading', progress: 0 });
        try {
          await uploadFile<string>(
            services.apiDeps,
            `/api/v1/files/datasource?sourceId=${encodeURIComponent(source.id)}`,
            file,
            (fraction) => patch(key, { progress: fraction }),
          );
          patch(key, { status: 'done', progress: 1 });
          uploaded += 1;
          toast.success(t('sources:files.uploaded', { name: file.name }));
          await queryClient.invalidateQueries(trpc.source.byId.queryFilter({ id: source.id }));
        } catch (error) {
          const app = (error as { appError?: { code: string; params: Record<string, string> } }).appError;
          const message =
            app && services.i18n.exists(`errors:${app.code}`)
              ? t(`errors:${app.code}`, app.params)
              : (error as Error).message;
          patch(key, { status: 'error', error: message });
          services.reporter.report(error);
        }
      }
    } finally {
      busy.current = false;
    }
    // The new tables appear in the schema browser at once.
    if (uploaded) sync.mutate({ id: source.id });
  };

  const add = (files: FileList | File[]) => {
    const list = Array.from(files);
    for (const file of list) {
      if (!isAcceptedFile(file.name)) {
        toast.error(t('sources:files.type', { name: file.name }));
        continue;
      }
      const key = nextKey.current++;
      queue.current.push({ key, file });
      setUploads((u) => [...u, { key, name: file.name, progress: 0, status: 'queued' }]);
    }
    void pump();
  };

  // Files chosen while the source was being created are uploaded as soon as its page opens.
  const addRef = useRef(add);
  addRef.current = add;
  useEffect(() => {
    const files = takeUploads(source.id);
    if (files.length) addRef.current(files);
  }, [source.id]);

  const removeTable = (tableName: string) =>
    update.mutate({
      id: source.id,
      name: originalName(source.name),
      description: source.description,
      config: { ...(source.config ?? {}), schemas: tables.filter((s) => s.tableName !== tableName) },
    });

  return (
    <Card data-testid="files-section">
      <CardHeader className="pb-2">
        <CardTitle className="flex items-center gap-2 text-sm">
          <FileSpreadsheet className="size-4 text-muted-foreground" />
          {t('sources:files.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!disabled && <UploadZone onFiles={add} hint={t('sources:files.hint')} />}
        {uploads.length > 0 && (
          <ul className="grid gap-2" data-testid="upload-list">
            {uploads.map((u) => (
              <li
                key={u.key}
                className="grid gap-1.5 rounded-md border border-border px-3 py-2"
                data-testid="upload-item"
              >
                <div className="flex items-center gap-2 text-sm">
                  {u.status === 'done' ? (
                    <CircleCheck className="size-4 text-success" />
                  ) : u.status === 'error' ? (
                    <CircleAlert className="size-4 text-destructive" />
                  ) : (
                    <Upload className="size-4 text-muted-foreground" />
                  )}
                  <span className="min-w-0 flex-1 truncate">{u.name}</span>
                  <span className="text-xs text-muted-foreground tabular-nums">
                    {Math.round(u.progress * 100)}%
                  </span>
                </div>
                <Progress
                  value={u.progress}
                  label={t('sources:files.uploading', { name: u.name })}
                  tone={u.status === 'done' ? 'success' : u.status === 'error' ? 'destructive' : 'default'}
                  data-testid="upload-progress"
                  data-status={u.status}
                />
                {u.error && <p className="text-xs text-destructive">{u.error}</p>}
              </li>
            ))}
          </ul>
        )}
        <div className="grid gap-2">
          <p className="text-xs font-medium text-muted-foreground uppercase">{t('sources:files.tables')}</p>
          {tables.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('sources:files.noTables')}</p>
          ) : (
            <ul className="divide-y divide-border rounded-md border border-border" data-testid="file-tables">
              {tables.map((table) => (
                <li
                  key={table.tableName}
                  className="flex items-center gap-2 px-3 py-2 text-sm"
                  data-testid="file-table"
                  data-name={table.tableName}
                >
                  <FileSpreadsheet className="size-4 text-emerald-600 dark:text-emerald-400" />
                  <span className="min-w-0 flex-1 truncate font-medium">{table.tableName}</span>
                  <Badge variant="outline">{table.format}</Badge>
                  {!disabled && (
                    <Button
                      type="button"
                      size="icon-sm"
                      variant="ghost"
                      aria-label={`${t('sources:actions.removeTable')} ${table.tableName}`}
                      onClick={() => removeTable(table.tableName)}
                    >
                      <Trash2 />
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
