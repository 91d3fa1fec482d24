import { createFileRoute, Link, Outlet } from '@tanstack/react-router';
import { cn } from '@tessera/ui/lib/utils';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../../components/page-header';
import { AccessDenied } from '../../../../../components/require-module';
import { usePermissions } from '../../../../../hooks/use-permissions';
import { useGeoMapsAccess } from './-maps/use-geo-maps-access';

export const Route = createFileRoute('/_app/organizations/$orgId/settings')({ component: SettingsLayout });

const tabClass = cn(
  'inline-flex h-7 items-center rounded-sm px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground',
  'data-[status=active]:bg-background data-[status=active]:text-foreground data-[status=active]:shadow-xs',
);

/** Settings: the organisation (ORG_SETTINGS module), its variables, its maps, its chart plugins and audit log (owners). */
function SettingsLayout() {
  const { t } = useTranslation();
  const { orgId } = Route.useParams();
  const { org, can, orgOwner, loading } = usePermissions();
  const maps = useGeoMapsAccess();
  if (
    !loading &&
    !maps.loading &&
    (!org || (!can('ORG_SETTINGS') && !can('VARIABLE') && !orgOwner && !maps.read))
  )
    return (
      <AccessDenied detail={org ? t('orgs:denied.detail', { org: org.name }) : t('orgs:denied.noOrg')} />
    );
  return (
    <div className="mx-auto w-full max-w-4xl space-y-5 p-6">
      <PageHeader title={t('orgs:settings.title')} description={t('orgs:settings.description')} />
      <nav
        className="inline-flex h-9 items-center rounded-md bg-muted p-1"
        aria-label={t('orgs:settings.title')}
      >
        {can('ORG_SETTINGS') && (
          <Link to="/organizations/$orgId/settings/organization" params={{ orgId }} className={tabClass}>
            {t('orgs:settings.tabs.organization')}
          </Link>
        )}
        {can('VARIABLE') && (
          <Link
            to="/organizations/$orgId/settings/variables"
            params={{ orgId }}
            className={tabClass}
            data-testid="settings-variables"
          >
            {t('permissions:modules.names.VARIABLE')}
          </Link>
        )}
        {maps.read && (
          <Link
            to="/organizations/$orgId/settings/maps"
            params={{ orgId }}
            className={tabClass}
            data-testid="settings-maps"
          >
            {t('orgs:maps.tab')}
          </Link>
        )}
        {orgOwner && (
          <Link
            to="/organizations/$orgId/settings/plugins"
            params={{ orgId }}
            className={tabClass}
            data-testid="settings-plugins"
          >
            {t('orgs:plugins.tab')}
          </Link>
        )}
        {orgOwner && (
          <Link
            to="/organizations/$orgId/settings/migration"
            params={{ orgId }}
            className={tabClass}
            data-testid="settings-migration"
          >
            {t('orgs:migration.tab')}
          </Link>
        )}
        {orgOwner && (
          <Link to="/organizations/$orgId/settings/audit" params={{ orgId }} className={tabClass}>
            {t('orgs:settings.tabs.audit')}
          </Link>
        )}
      </nav>
      <Outlet />
    </div>
  );
}
