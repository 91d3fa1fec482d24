import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

/** A saved chart by id (READ on it; archived ones for those who may restore them). */
export function useChart(chartId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.datachart.byId.queryOptions({ id: chartId }, { retry: false }));
}
