import { useQuery } from '@tanstack/react-query';
import { Button } from '@tessera/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@tessera/ui/popover';
import { toast } from '@tessera/ui/toast';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadList } from '../../components/downloads/download-list';
import { pollDelay } from '../../components/downloads/download-poll';
import { saveFile } from '../../lib/rest';
import { useServices } from '../../lib/services';
import { StorageKeys } from '../../lib/storage-keys';

/** The anonymous id this browser's share downloads belong to (Datart's `SHARE_CLIENT_ID`). */
function clientId(): string {
  let id = localStorage.getItem(StorageKeys.shareClientId);
  if (!id || !/^[A-Za-z0-9_-]{8,64}$/.test(id)) {
    id = crypto.randomUUID().replace(/-/g, '');
    localStorage.setItem(StorageKeys.shareClientId, id);
  }
  return id;
}

/**
 * Downloads on a share page, shown when the share allows them (its creator holds DOWNLOAD): an Excel
 * file of the shared queries, made by the server and kept for this browser's client id.
 */
export function ShareDownload({
  name,
  shareToken,
  executeToken,
  requests,
}: {
  name: string;
  shareToken: string;
  executeToken: Record<string, { authorizedToken: string }>;
  /** The shared viz's queries as the page runs them (each with its view). */
  requests: Record<string, unknown>[];
}) {
  const { t } = useTranslation();
  const services = useServices();
  const [client] = useState(clientId);
  const tasks = useQuery({
    queryKey: ['share-downloads', shareToken, client],
    queryFn: () => services.trpcClient.share.downloads.query({ shareToken, clientId: client }),
    refetchInterval: (q) => pollDelay(q.state.data ?? [], Date.now()),
  });
  const [asking, setAsking] = useState(false);
  const ask = async () => {
    setAsking(true);
    try {
      await services.trpcClient.share.download.mutate({
        clientId: client,
        fileName: name,
        downloadType: 'EXCEL',
        downloadParams: requests.map((r) => ({
          ...r,
          viewId: String(r.viewId),
          vizName: typeof r.vizName === 'string' ? r.vizName : name,
        })),
        executeToken,
      });
      toast.success(t('shell:downloads.asked'));
      await tasks.refetch();
    } catch (e) {
      services.reporter.report(e);
    } finally {
      setAsking(false);
    }
  };
  const list = tasks.data ?? [];
  return (
    <div className="ml-auto flex items-center gap-1">
      <Button
        size="sm"
        variant="outline"
        disabled={asking || requests.length === 0}
        onClick={() => void ask()}
        data-testid="share-download"
      >
        <Download />
        {t('shell:downloads.download')}
      </Button>
      {list.length > 0 && (
        <Popover>
          <PopoverTrigger asChild>
            <Button size="sm" variant="ghost" data-testid="share-downloads-open">
              {t('shell:downloads.title')} ({list.length})
            </Button>
          </PopoverTrigger>
          <PopoverContent align="end" className="w-80 p-0" data-testid="downloads-panel">
            <DownloadList
              tasks={list}
              onSave={(task) =>
                void saveFile(
                  services.apiDeps,
                  `/api/v1/shares/download?downloadId=${task.id}&shareToken=${encodeURIComponent(shareToken)}`,
                  task.name,
                )
                  .then(() => tasks.refetch())
                  .catch((e: unknown) => services.reporter.report(e))
              }
            />
          </PopoverContent>
        </Popover>
      )}
    </div>
  );
}
