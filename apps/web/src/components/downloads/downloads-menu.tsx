import { useQuery } from '@tanstack/react-query';
import { Button } from '@tessera/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@tessera/ui/popover';
import { toast } from '@tessera/ui/toast';
import { Download } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../lib/rest';
import { useServices } from '../../lib/services';
import { useTRPC } from '../../lib/trpc';
import { DownloadList } from './download-list';
import { newlyReady, pollDelay } from './download-poll';

/**
 * The shell's download tasks: the person's files of the last seven days, asked again while one is made
 * (soon after it was asked, then less and less often), and a note when one becomes ready.
 */
export function DownloadsMenu() {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const services = useServices();
  const list = useQuery(
    trpc.download.list.queryOptions(undefined, {
      refetchInterval: (q) => pollDelay(q.state.data ?? [], Date.now()),
    }),
  );
  const tasks = list.data ?? [];
  const seen = useRef<Map<string, number> | null>(null);
  useEffect(() => {
    if (!list.data) return;
    // the first answer only records what is there: files made earlier are not announced
    if (seen.current)
      for (const task of newlyReady(seen.current, list.data))
        toast.success(t('shell:downloads.ready', { name: task.name }));
    seen.current = new Map(list.data.map((d) => [d.id, d.status]));
  }, [list.data, t]);
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
