import { useQuery, useQueries } from '@tanstack/react-query';
import { Button } from '@tessera/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@tessera/ui/dialog';
import { Input } from '@tessera/ui/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isChartGraphId } from '@tessera/charts';
import { ChartTypeIcon } from '../../../../../../../features/dashboard/chart-type-icon';
import { useTRPC } from '../../../../../../../lib/trpc';

/** Picks a saved chart of the organisation (one not on the board yet: a chart is added once). */
export function AddChartDialog({
  orgId,
  onBoard,
  open,
  onOpenChange,
  onPick,
}: {
  orgId: string;
  onBoard: Set<string>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (chart: { id: string; name: string }) => void;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const tree = useQuery(trpc.viz.folders.queryOptions({ orgId }, { enabled: open }));
  const charts = (tree.data ?? []).filter(
    (n) =>
      n.relType === 'DATACHART' &&
      !onBoard.has(n.id) &&
      n.name.toLowerCase().includes(query.trim().toLowerCase()),
  );
  // Datart keeps a chart's type in its tree node (`avatar`); a chart saved without it is read for its type.
  const unknown = charts.filter((c) => !(c.avatar && isChartGraphId(c.avatar))).map((c) => c.id);
  const read = useQueries({
    queries: unknown.map((id) => trpc.datachart.byId.queryOptions({ id }, { staleTime: 60_000 })),
  });
  const typeOf = new Map(
    read.flatMap((r) => {
      const type: unknown = r.data?.config?.chartGraphId;
      return r.data && typeof type === 'string' ? [[r.data.id, type] as const] : [];
    }),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common:actions.close')} data-testid="add-chart-dialog">
        <DialogHeader>
          <DialogTitle>{t('dashboards:editor.addChart')}</DialogTitle>
          <DialogDescription>{t('dashboards:editor.addChartHint')}</DialogDescription>
        </DialogHeader>
        <Input
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('dashboards:editor.search')}
          aria-label={t('dashboards:editor.search')}
        />
        <ul className="max-h-80 space-y-1 overflow-auto">
          {charts.length === 0 && (
            <li className="text-sm text-muted-foreground">{t('dashboards:editor.noCharts')}</li>
          )}
          {charts.map((c) => (
            <li key={c.id}>
              <Button
                variant="ghost"
                className="w-full justify-start"
                onClick={() => onPick({ id: c.id, name: c.name })}
              >
                <ChartTypeIcon
                  chartGraphId={c.avatar && isChartGraphId(c.avatar) ? c.avatar : typeOf.get(c.id)}
                  className="text-sky-500"
                />
                {c.name}
              </Button>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
