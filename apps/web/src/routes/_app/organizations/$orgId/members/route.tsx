import { createFileRoute, Link, Outlet } from '@tanstack/react-router';
import { cn } from '@tessera/ui/lib/utils';
import { useTranslation } from 'react-i18next';
import { RequireModule } from '../../../../../components/require-module';

export const Route = createFileRoute('/_app/organizations/$orgId/members')({ component: MembersLayout });

const tabClass = cn(
  'inline-flex h-7 items-center rounded-sm px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground',
  'data-[status=active]:bg-background data-[status=active]:text-foreground data-[status=active]:shadow-xs',
);

/** Members and roles (Datart's "Members & roles"), both behind the USER module. */
function MembersLayout() {
  const { t } = useTranslation();
  const { orgId } = Route.useParams();
  return (
    <RequireModule module="USER">
      <div className="mx-auto w-full max-w-6xl space-y-5 p-6">
        <nav
          className="inline-flex h-9 items-center rounded-md bg-muted p-1"
          aria-label={t('members:title')}
          data-testid="members-tabs"
        >
          <Link
            to="/organizations/$orgId/members"
            params={{ orgId }}
            activeOptions={{ exact: true }}
            className={tabClass}
          >
            {t('members:tabs.members')}
          </Link>
          <Link to="/organizations/$orgId/members/roles" params={{ orgId }} className={tabClass}>
            {t('members:tabs.roles')}
          </Link>
        </nav>
        <Outlet />
      </div>
    </RequireModule>
  );
}
