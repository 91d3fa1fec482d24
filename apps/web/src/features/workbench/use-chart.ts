import { api } from '../../lib/trpc';

/** A saved chart by id (READ on it; archived ones for those who may restore them). */
export function useChart(chartId: string) {
  return api.datachart.byId.useQuery({ id: chartId }, { retry: false });
}
