import { Link } from '@tanstack/react-router';
import { Button } from '@tessera/ui/button';
import { Spinner } from '@tessera/ui/spinner';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../hooks/use-permissions';
import type { Module } from '../lib/permissions';

/** "You do not have permission to access this page", inside the workspace. */
export function AccessDenied({ detail }: { detail?: string }) {
  const { t } = useTranslation();
  return (
    <div
      className="flex min-h-full flex-col items-center justify-center gap-4 px-6 py-16 text-center"
      data-testid="access-denied"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <ShieldAlert className="size-6" />
      </span>
      <div className="space-y-1.5">
        <h1 className="text-lg font-semibold">{t('orgs:denied.title')}</h1>
        {detail && <p className="max-w-md text-sm text-muted-foreground">{detail}</p>}
      </div>
      <Button asChild variant="outline">
        <Link to="/">{t('orgs:denied.back')}</Link>
      </Button>
    </div>
  );
}

/**
 * Renders its children only when the module is enabled for the user in the current organisation
 * (or, with `ownerOnly`, when the user owns it). The server enforces the same rules on every call.
 */
export function RequireModule({
  module,
  ownerOnly,
  children,
}: {
  module?: Module;
  ownerOnly?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { org, orgOwner, can, loading } = usePermissions();
  if (loading) {
    return (
      <div className="flex justify-center py-20">
        <Spinner className="size-6 text-primary" />
      </div>
    );
  }
  if (!org) return <AccessDenied detail={t('orgs:denied.noOrg')} />;
  const allowed = ownerOnly ? orgOwner : module ? can(module) : true;
  if (!allowed) return <AccessDenied detail={t('orgs:denied.detail', { org: org.name })} />;
  return <>{children}</>;
}
