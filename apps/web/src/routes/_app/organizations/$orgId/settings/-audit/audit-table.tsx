import type { ColumnDef } from '@tanstack/react-table';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@tessera/api';
import { EmptyState } from '@tessera/ui/empty-state';
import type { TFunction } from 'i18next';
import { ScrollText } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../../../../../components/data-grid/data-grid';
import { currentLanguage } from '../../../../../../lib/i18n';
import { useServices } from '../../../../../../lib/services';

type Entry = inferRouterOutputs<AppRouter>['org']['auditLog']['rows'][number];

function formatDetail(detail: unknown): string {
  if (detail == null) return '';
  if (typeof detail === 'string') return detail;
  if (typeof detail !== 'object') return String(detail);
  return Object.entries(detail as Record<string, unknown>)
    .map(
      ([k, v]) =>
        `${k}: ${Array.isArray(v) ? v.join(', ') : typeof v === 'object' ? JSON.stringify(v) : String(v)}`,
    )
    .join(' · ');
}

/** The target by kind and, when the entry kept it, by name (ids mean nothing to a reader). */
function targetText(t: TFunction, r: { targetType: string | null; detail: unknown }): string {
  if (!r.targetType) return '—';
  const kind = t(`orgs:audit.targets.${r.targetType}`, { defaultValue: r.targetType });
  const name = (r.detail as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name ? `${kind} “${name}”` : kind;
}
/**
 * One page of the audit log. The server pages and orders it newest first, so its columns do not sort:
 * sorting one page of twenty would look like sorting the whole log.
 */
export function AuditTable({ rows }: { rows: Entry[] }) {
  const { t } = useTranslation();
  const { i18n } = useServices();
  const language = currentLanguage(i18n);
  const columns = useMemo<ColumnDef<Entry>[]>(() => {
    const fmt = new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'medium',
    });
    return [
      {
        id: 'time',
        header: t('orgs:audit.columns.time'),
        cell: ({ row }) => fmt.format(new Date(row.original.createdAt)),
        meta: { className: 'whitespace-nowrap text-muted-foreground tabular-nums' },
      },
      {
        id: 'actor',
        header: t('orgs:audit.columns.actor'),
        cell: ({ row }) => row.original.actorName || '—',
        meta: { className: 'font-medium' },
      },
      {
        id: 'action',
        header: t('orgs:audit.columns.action'),
        cell: ({ row: { original: r } }) => (
          <span data-action={r.action}>
            {t(`orgs:audit.actions.${r.action}`, { defaultValue: r.action })}
          </span>
        ),
      },
      {
        id: 'target',
        header: t('orgs:audit.columns.target'),
        cell: ({ row }) => targetText(t, row.original),
        meta: { className: 'hidden text-xs text-muted-foreground md:table-cell' },
      },
      {
        id: 'detail',
        header: t('orgs:audit.columns.detail'),
        accessorFn: (r) => formatDetail(r.detail),
        cell: ({ getValue }) => (getValue() as string) || '—',
        meta: { truncate: true, className: 'hidden max-w-80 text-xs text-muted-foreground lg:table-cell' },
      },
    ];
  }, [t, language]);
  return (
    <DataGrid
      data={rows}
      columns={columns}
      sortable={false}
      label={t('orgs:audit.title')}
      getRowId={(r) => r.id}
      empty={<EmptyState icon={<ScrollText />} title={t('orgs:audit.empty')} />}
      data-testid="audit-table"
    />
  );
}
