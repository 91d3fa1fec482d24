import { setPluginCharts, type LoadedPlugin } from '@tessera/charts';
import type { QueryUtils } from '../../lib/trpc';

/**
 * Registers the organisation's enabled chart plugins as chart types before its pages draw (the org
 * route's loader, and again after a plugin is uploaded, enabled, disabled or deleted). A failure leaves
 * no plugin registered: their charts then say that their plugin is not available, the page still opens.
 */
export async function loadPluginCharts(trpc: QueryUtils, orgId: string, fresh = false): Promise<void> {
  try {
    const plugins: LoadedPlugin[] = fresh
      ? await trpc.plugin.enabled.fetch({ orgId }, { staleTime: 0 })
      : await trpc.plugin.enabled.ensureData({ orgId });
    setPluginCharts(plugins);
  } catch {
    setPluginCharts([]);
  }
}
