import { Button } from '@tessera/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@tessera/ui/popover';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../lib/rest';
import { useServices } from '../../lib/services';
import { api } from '../../lib/trpc';
import { DownloadList } from './download-list';

/** While a task is being made, the list asks again this often. */
const POLL_MS = 2000;

/** The shell's download tasks: the person's files of the last seven days, polled while one is made. */
export function DownloadsMenu() {
  const { t } = useTranslation();
  const services = useServices();
  const list = api.download.list.useQuery(undefined, {
    refetchInterval: (q) => (q.state.data?.some((d) => d.status === 0) ? POLL_MS : false),
  });
  const tasks = list.data ?? [];
  const running = tasks.filter((d) => d.status === 0).length;
  return (
    <Popover onOpenChange={(open) => open && void list.refetch()}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          className="relative"
          aria-label={t('shell:downloads.title')}
          data-testid="downloads-open"
        >
          <Download />
          {running > 0 && (
            <span
              className="absolute -top-0.5 -right-0.5 grid size-4 place-items-center rounded-full bg-primary text-[10px] text-primary-foreground"
              data-testid="downloads-running"
            >
              {running}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80 p-0" data-testid="downloads-panel">
        <p className="border-b border-border px-3 py-2 text-sm font-semibold">{t('shell:downloads.title')}</p>
        <DownloadList
          tasks={tasks}
          onSave={(task) =>
            void saveFile(services.apiDeps, `/api/v1/download/files/${task.id}`, task.name)
              .then(() => list.refetch())
              .catch((e: unknown) => services.reporter.report(e))
          }
        />
      </PopoverContent>
    </Popover>
  );
}
