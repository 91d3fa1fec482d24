import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Button } from '@tessera/ui/button';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../../../../components/page-error';
import { PagePending } from '../../../../../components/page-pending';
import { adminQuery } from '../../../../../lib/admin-queries';
import { ensureList } from '../../../../../lib/route-data';
import { RequireModule } from '../../../../../components/require-module';
import { useOrg } from '../../../../../hooks/use-org';
import { usePageTitle } from '../../../../../hooks/use-page-title';
import { useTRPC } from '../../../../../lib/trpc';
import { AuditTable } from './-audit/audit-table';

const PAGE_SIZE = 20;

export const Route = createFileRoute('/_app/organizations/$orgId/settings/audit')({
  // The page lives in the URL so that a link to page 3 stays page 3.
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = Number(search.page);
    return Number.isInteger(page) && page > 1 ? { page } : {};
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, params, deps }) =>
    ensureList(
      context.queryClient.ensureQueryData(
        context.trpc.org.auditLog.queryOptions(
          { orgId: params.orgId, pageNo: deps.page, pageSize: PAGE_SIZE },
          adminQuery,
        ),
      ),
    ),
  pendingComponent: PagePending,
  errorComponent: PageError,
  component: () => (
    <RequireModule ownerOnly>
      <AuditPage />
    </RequireModule>
  ),
});

function AuditPage() {
  const trpc = useTRPC();
  const { t } = useTranslation();
  usePageTitle(t('orgs:audit.title'));
  const { orgId } = useOrg();
  const { page = 1 } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const { data: log } = useSuspenseQuery(
    trpc.org.auditLog.queryOptions({ orgId, pageNo: page, pageSize: PAGE_SIZE }, adminQuery),
  );
  const total = log.pageInfo.total;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const go = (p: number) => void navigate({ search: p > 1 ? { page: p } : {} });

  return (
    <div className="space-y-3">
      <div>
        <h2 className="text-base font-semibold">{t('orgs:audit.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('orgs:audit.description')}</p>
      </div>
      <AuditTable rows={log.rows} />
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
