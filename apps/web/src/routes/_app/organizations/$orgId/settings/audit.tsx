import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Button } from '@tessera/ui/button';
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from '@tessera/ui/table';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { RequireModule } from '../../../../../components/require-module';
import { useOrg } from '../../../../../hooks/use-org';
import { usePageTitle } from '../../../../../hooks/use-page-title';
import { currentLanguage } from '../../../../../lib/i18n';
import { useServices } from '../../../../../lib/services';
import { api } from '../../../../../lib/trpc';

const PAGE_SIZE = 20;

export const Route = createFileRoute('/_app/organizations/$orgId/settings/audit')({
  // The page lives in the URL so that a link to page 3 stays page 3.
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = Number(search.page);
    return Number.isInteger(page) && page > 1 ? { page } : {};
  },
  component: () => (
    <RequireModule ownerOnly>
      <AuditPage />
    </RequireModule>
  ),
});

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

function AuditPage() {
  const { t } = useTranslation();
  usePageTitle(t('orgs:audit.title'));
  const { i18n } = useServices();
  const { orgId } = useOrg();
  const { page = 1 } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const log = api.org.auditLog.useQuery(
    { orgId, pageNo: page, pageSize: PAGE_SIZE },
    { placeholderData: (p) => p },
  );
  const total = log.data?.pageInfo.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const fmt = new Intl.DateTimeFormat(currentLanguage(i18n) === 'zh' ? 'zh-CN' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  const go = (p: number) => void navigate({ search: p > 1 ? { page: p } : {} });

  return (
    <div className="space-y-3">
      <div>
        <h2 className="text-base font-semibold">{t('orgs:audit.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('orgs:audit.description')}</p>
      </div>
      <Table data-testid="audit-table">
        <TableHeader>
          <TableRow>
            <TableHead>{t('orgs:audit.columns.time')}</TableHead>
            <TableHead>{t('orgs:audit.columns.actor')}</TableHead>
            <TableHead>{t('orgs:audit.columns.action')}</TableHead>
            <TableHead className="hidden md:table-cell">{t('orgs:audit.columns.target')}</TableHead>
            <TableHead className="hidden lg:table-cell">{t('orgs:audit.columns.detail')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {log.isPending && <TableEmpty colSpan={5}>…</TableEmpty>}
          {log.data?.rows.length === 0 && <TableEmpty colSpan={5}>{t('orgs:audit.empty')}</TableEmpty>}
          {log.data?.rows.map((r) => (
            <TableRow key={r.id}>
              <TableCell className="whitespace-nowrap text-muted-foreground tabular-nums">
                {fmt.format(new Date(r.createdAt))}
              </TableCell>
              <TableCell className="font-medium">{r.actorName || '—'}</TableCell>
              <TableCell>
                <span data-action={r.action}>
                  {t(`orgs:audit.actions.${r.action}`, { defaultValue: r.action })}
                </span>
              </TableCell>
              <TableCell className="hidden text-xs text-muted-foreground md:table-cell">
                {targetText(t, r)}
              </TableCell>
              <TableCell
                className="hidden max-w-80 truncate text-xs text-muted-foreground lg:table-cell"
                title={formatDetail(r.detail)}
              >
                {formatDetail(r.detail) || '—'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <div className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
        <span>{t('orgs:audit.total', { count: total })}</span>
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => go(page - 1)}>
            <ChevronLeft />
            {t('orgs:audit.previous')}
          </Button>
          <span className="tabular-nums">{t('orgs:audit.page', { page, pages })}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => go(page + 1)}>
            {t('orgs:audit.next')}
            <ChevronRight />
          </Button>
        </div>
      </div>
    </div>
  );
}
