import { createFileRoute } from '@tanstack/react-router';
import { Button } from '@tessera/ui/button';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../../../hooks/use-page-title';
import { TypeCards, useAddDemo } from './-components/type-cards';
import { useOrgId, useSources } from '../../../../../hooks/use-sources';

export const Route = createFileRoute('/_app/organizations/$orgId/sources/')({ component: SourcesHome });

/** No source selected: the start page, with every kind of source and the one-click demo data. */
function SourcesHome() {
  const { t } = useTranslation();
  usePageTitle(t('sources:title'));
  const orgId = useOrgId()!;
  const { items, access } = useSources(orgId);
  const addDemo = useAddDemo();
  const empty = items.filter((i) => !i.isFolder).length === 0;
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 p-6 lg:p-10" data-testid="sources-home">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h2 className="text-2xl font-semibold tracking-tight">{t('sources:empty.title')}</h2>
          <p className="text-sm text-muted-foreground">
            {t(empty ? 'sources:empty.description' : 'sources:empty.select')}
          </p>
        </div>
        {access.createTop && (
          <Button
            variant="outline"
            loading={addDemo.isPending}
            onClick={() => addDemo.mutate({ orgId })}
            data-testid="add-demo"
          >
            <Sparkles />
            {t('sources:actions.addDemo')}
          </Button>
        )}
      </div>
      {access.createTop && <TypeCards orgId={orgId} />}
    </div>
  );
}
