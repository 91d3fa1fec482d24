import { Badge } from '@tessera/ui/badge';
import { Button } from '@tessera/ui/button';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export interface DownloadTask {
  id: string;
  name: string;
  status: number;
  error: string | null;
  createTime: string;
}

/** Datart's task statuses: 0 being made, 1 ready, 2 downloaded, -1 failed. */
const STATUS: Record<number, { key: string; variant: 'secondary' | 'default' | 'outline' | 'destructive' }> =
  {
    0: { key: 'running', variant: 'secondary' },
    1: { key: 'done', variant: 'default' },
    2: { key: 'downloaded', variant: 'outline' },
    [-1]: { key: 'failed', variant: 'destructive' },
  };

/** The tasks of the last seven days, newest first, each with its state and, once made, its file. */
export function DownloadList({
  tasks,
  onSave,
}: {
  tasks: DownloadTask[];
  onSave: (task: DownloadTask) => void;
}) {
  const { t, i18n } = useTranslation();
  if (tasks.length === 0)
    return <p className="p-3 text-sm text-muted-foreground">{t('shell:downloads.empty')}</p>;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <ul className="max-h-80 divide-y divide-border overflow-auto" data-testid="download-list">
      {tasks.map((task) => {
        const s = STATUS[task.status] ?? STATUS[0]!;
        return (
          <li
            key={task.id}
            className="flex items-center gap-2 px-3 py-2 text-sm"
            data-testid="download-item"
            data-status={task.status}
          >
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{task.name}</p>
              <p className="text-xs text-muted-foreground">
                {when.format(new Date(task.createTime))}
                {task.status === -1 && task.error
                  ? ` · ${t(`errors:${task.error}`, { defaultValue: task.error })}`
                  : ''}
              </p>
            </div>
            <Badge variant={s.variant}>{t(`shell:downloads.status.${s.key}`)}</Badge>
            {task.status >= 1 && (
              <Button
                size="icon-sm"
                variant="ghost"
                aria-label={t('shell:downloads.save', { name: task.name })}
                data-testid="download-save"
                onClick={() => onSave(task)}
              >
                <Download />
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
