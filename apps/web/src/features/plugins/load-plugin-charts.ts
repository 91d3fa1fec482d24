import { setPluginCharts, type LoadedPlugin } from '@tessera/charts';
import type { Services } from '../../lib/services';

/**
 * Registers the organisation's enabled chart plugins as chart types before its pages draw (the org
 * route's loader, and again after a plugin is uploaded, enabled, disabled or deleted). A failure leaves
 * no plugin registered: their charts then say that their plugin is not available, the page still opens.
 */
export async function loadPluginCharts(
  { queryClient, trpc }: Pick<Services, 'queryClient' | 'trpc'>,
  orgId: string,
  fresh = false,
): Promise<void> {
  try {
    const plugins: LoadedPlugin[] = fresh
      ? await queryClient.fetchQuery(trpc.plugin.enabled.queryOptions({ orgId }, { staleTime: 0 }))
      : await queryClient.ensureQueryData(trpc.plugin.enabled.queryOptions({ orgId }));
    setPluginCharts(plugins);
  } catch {
    setPluginCharts([]);
  }
}
