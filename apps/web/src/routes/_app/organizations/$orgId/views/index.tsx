import { createFileRoute, Link } from '@tanstack/react-router';
import { FileCode2, Workflow } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../../../hooks/use-page-title';
import { useOrgId, useViews } from '../../../../../hooks/use-views';

export const Route = createFileRoute('/_app/organizations/$orgId/views/')({ component: ViewsHome });

/** No view selected: the start page with the two kinds of view. */
function ViewsHome() {
  const { t } = useTranslation();
  usePageTitle(t('views:title'));
  const orgId = useOrgId()!;
  const { items, access } = useViews(orgId);
  const empty = items.filter((i) => !i.isFolder).length === 0;
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 p-6 lg:p-10" data-testid="views-home">
      <div className="space-y-1">
        <h2 className="text-2xl font-semibold tracking-tight">{t('views:empty.title')}</h2>
        <p className="text-sm text-muted-foreground">
          {t(empty ? 'views:empty.description' : 'views:empty.select')}
        </p>
      </div>
      {access.createTop && (
        <div className="grid gap-4 sm:grid-cols-2">
          {(['SQL', 'STRUCT'] as const).map((type) => (
            <Link
              key={type}
              to="/organizations/$orgId/views/new"
              params={{ orgId }}
              search={{ type }}
              data-testid={`view-type-${type}`}
              className="group flex gap-4 rounded-xl border border-border bg-card p-5 transition-colors hover:border-primary/50 hover:bg-accent/40"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted">
                {type === 'SQL' ? (
                  <FileCode2 className="size-5 text-sky-500" />
                ) : (
                  <Workflow className="size-5 text-violet-500" />
                )}
              </span>
              <span className="space-y-1">
                <span className="block font-medium">{t(`views:types.${type}.title`)}</span>
                <span className="block text-sm text-muted-foreground">
                  {t(`views:types.${type}.description`)}
                </span>
              </span>
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}
