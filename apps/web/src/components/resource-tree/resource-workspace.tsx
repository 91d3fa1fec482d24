import { Outlet } from '@tanstack/react-router';
import { Spinner } from '@tessera/ui/spinner';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NoPermission } from '../no-permission';
import { useOrgId } from '../../hooks/use-sources';

/** Renders the section for the current organisation, or "no organisation" when there is none. */
export function OrgGate({ children }: { children: (orgId: string) => ReactNode }) {
  const { t } = useTranslation();
  const orgId = useOrgId();
  if (!orgId) return <NoPermission title={t('shell:org.none')} detail={t('shell:org.noneHint')} />;
  return children(orgId);
}

/** A tree section (Sources, Views): the tree on the left, the selected item (or the start page) on the right. */
export function ResourceWorkspace({
  testId,
  forbidden,
  noPermissionTitle,
  ready,
  tree,
}: {
  testId: string;
  forbidden: boolean;
  noPermissionTitle: string;
  ready: boolean;
  tree: ReactNode;
}) {
  if (forbidden) return <NoPermission title={noPermissionTitle} />;
  return (
    <div className="flex h-full min-h-0" data-testid={testId}>
      {tree}
      <section className="min-w-0 flex-1 overflow-auto">
        {ready ? (
          <Outlet />
        ) : (
          <div className="flex h-full items-center justify-center">
            <Spinner />
          </div>
        )}
      </section>
    </div>
  );
}
