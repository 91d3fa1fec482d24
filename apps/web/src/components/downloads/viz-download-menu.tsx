import { useQueryClient, useMutation } from '@tanstack/react-query';
import { Button } from '@tessera/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@tessera/ui/dropdown-menu';
import { toast } from '@tessera/ui/toast';
import { Download, FileImage, FileSpreadsheet, FileText, LayoutTemplate, Sheet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOrgParam } from '../../hooks/use-current-org';
import type { inferRouterInputs } from '@trpc/server';
import type { AppRouter } from '@tessera/api';
import { useTRPC } from '../../lib/trpc';

/** Datart's download types (EXCEL, IMAGE, PDF) and CSV (beyond Datart). */
export type DownloadKind = 'EXCEL' | 'CSV' | 'IMAGE' | 'PDF';
/** A task's queries, each with the chart or board it belongs to (the server's submit schema). */
export type DownloadParams = inferRouterInputs<AppRouter>['download']['submit']['downloadParams'];

const ITEMS: { kind: DownloadKind; icon: typeof Download }[] = [
  { kind: 'EXCEL', icon: FileSpreadsheet },
  { kind: 'CSV', icon: Sheet },
  { kind: 'IMAGE', icon: FileImage },
  { kind: 'PDF', icon: FileText },
];

/** The saved chart or board a template (`.drt`, no data binding) is made from. */
export interface TemplateSource {
  vizType: 'DATACHART' | 'DASHBOARD';
  id: string;
}

/**
 * The Download menu of a chart or a board: each choice asks the server's worker for a file (Excel or CSV
 * of the queries; a picture or PDF of the page as the person sees it; a template of the saved chart or
 * board), found later under Downloads. `params` answers the task's queries (each with its viz) when
 * asked, or null while they are not ready.
 */
export function VizDownloadMenu({
  name,
  kinds,
  params,
  template,
}: {
  name: string;
  kinds: DownloadKind[];
  params: () => DownloadParams | null;
  template?: TemplateSource;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const orgId = useOrgParam();
  const queryClient = useQueryClient();
  const saveTemplate = useMutation(
    trpc.transfer.savedTemplate.mutationOptions({
      onSuccess: async () => {
        toast.success(t('shell:downloads.askedKind', { kind: t('shell:downloads.kinds.TEMPLATE') }));
        await queryClient.invalidateQueries(trpc.download.list.pathFilter());
      },
    }),
  );
  const submit = useMutation(
    trpc.download.submit.mutationOptions({
      onSuccess: async (_task, input) => {
        toast.success(
          t('shell:downloads.askedKind', { kind: t(`shell:downloads.kinds.${input.downloadType}`) }),
        );
        await queryClient.invalidateQueries(trpc.download.list.pathFilter());
      },
    }),
  );
  const ready = params() !== null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size="sm" variant="outline" data-testid="viz-download" disabled={!ready || submit.isPending}>
          <Download />
          {t('shell:downloads.menu')}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {ITEMS.filter((item) => kinds.includes(item.kind)).map(({ kind, icon: Icon }) => (
          <DropdownMenuItem
            key={kind}
            data-testid={`viz-download-${kind.toLowerCase()}`}
            onSelect={() => {
              const downloadParams = params();
              if (downloadParams?.length)
                submit.mutate({ fileName: name, downloadType: kind, downloadParams });
            }}
          >
            <Icon />
            {t(`shell:downloads.kinds.${kind}`)}
          </DropdownMenuItem>
        ))}
        {template && (
          <DropdownMenuItem
            data-testid="viz-download-template"
            disabled={saveTemplate.isPending}
            onSelect={() => saveTemplate.mutate({ orgId, ...template })}
          >
            <LayoutTemplate />
            {t('shell:downloads.kinds.TEMPLATE')}
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
