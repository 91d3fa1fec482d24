import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { cn } from '@tessera/ui/lib/utils';
import { Spinner } from '@tessera/ui/spinner';
import { toast } from '@tessera/ui/toast';
import { useTranslation } from 'react-i18next';
import { useOrgParam } from '../../../../../../hooks/use-current-org';
import { useTRPC } from '../../../../../../lib/trpc';
import { SourceIcon } from './source-icon';
import { useRefreshSources } from '../../../../../../hooks/use-sources';

/** The friendly choices of the "new source" page: JDBC splits into its database types. */
export const typeCards = [
  { key: 'POSTGRESQL', type: 'JDBC', dbType: 'POSTGRESQL' },
  { key: 'MYSQL', type: 'JDBC', dbType: 'MYSQL' },
  { key: 'MARIADB', type: 'JDBC', dbType: 'MARIADB' },
  { key: 'FILE', type: 'FILE' },
  { key: 'HTTP', type: 'HTTP' },
  { key: 'DEMO', type: 'DEMO' },
] as const;

/** One click: the demo e-commerce source, then its page. */
export function useAddDemo() {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orgId = useOrgParam();
  const refresh = useRefreshSources();
  return useMutation(
    trpc.source.addDemo.mutationOptions({
      onSuccess: async (created) => {
        await refresh();
        toast.success(t('sources:done.demoAdded'));
        void navigate({
          to: '/organizations/$orgId/sources/$sourceId',
          params: { orgId, sourceId: created.id },
          search: { tab: 'schema' },
        });
      },
    }),
  );
}

export function TypeCards({ orgId, parentId }: { orgId: string; parentId?: string | undefined }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const providers = useQuery(trpc.source.providers.queryOptions());
  const addDemo = useAddDemo();
  const offered = new Set((providers.data ?? []).map((p) => p.type));
  const cards = typeCards.filter((c) => offered.has(c.type));
  if (providers.isLoading) return <Spinner />;
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="source-type-cards">
      {cards.map((card) => {
        const demo = card.type === 'DEMO';
        return (
          <button
            key={card.key}
            type="button"
            data-testid={`source-type-${card.key}`}
            disabled={demo && addDemo.isPending}
            onClick={() =>
              demo
                ? addDemo.mutate({ orgId })
                : void navigate({
                    to: '/organizations/$orgId/sources/new',
                    params: { orgId },
                    search: { type: card.type, dbType: 'dbType' in card ? card.dbType : undefined, parentId },
                  })
            }
            className={cn(
              'group flex cursor-pointer items-start gap-3 rounded-lg border border-border bg-card p-4 text-left shadow-xs transition-colors',
              'hover:border-primary/50 hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60',
            )}
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-muted">
              {demo && addDemo.isPending ? <Spinner /> : <SourceIcon type={card.type} className="size-5" />}
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-medium">{t(`sources:cards.${card.key}.title`)}</span>
              <span className="block text-xs text-muted-foreground">
                {t(`sources:cards.${card.key}.description`)}
              </span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
