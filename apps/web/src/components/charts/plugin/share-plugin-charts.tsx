import { setPluginCharts, type LoadedPlugin } from '@tessera/charts';
import { Spinner } from '@tessera/ui/spinner';
import { useEffect, useState, type ReactNode } from 'react';
import { requestHeaders } from '../../../lib/trpc';
import { useServices } from '../../../lib/services';

const namesPlugin = /plugin-[0-9a-f]{32}/;

/**
 * A share page's chart plugins: those its charts draw with, loaded by the page's share token (the server
 * answers no other). Only a shared viz that names a plugin asks, and it renders once they are registered:
 * its charts' queries are built from the plugins' sections.
 */
export function SharePluginCharts({
  shareToken,
  vizDetail,
  children,
}: {
  shareToken: string;
  vizDetail: unknown;
  children: ReactNode;
}) {
  const { apiDeps } = useServices();
  const wanted = namesPlugin.test(JSON.stringify(vizDetail ?? null));
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    const url = `/api/v1/shares/plugins?shareToken=${encodeURIComponent(shareToken)}`;
    void fetch(url, { headers: requestHeaders(apiDeps) })
      .then(async (res) => (res.ok ? ((await res.json()) as { data: LoadedPlugin[] }).data : []))
      .catch(() => [])
      .then((plugins) => {
        if (!live) return;
        setPluginCharts(plugins);
        setLoaded(true);
      });
    return () => {
      live = false;
    };
  }, [wanted, shareToken, apiDeps]);
  if (wanted && !loaded)
    return (
      <div className="flex min-h-svh items-center justify-center">
        <Spinner />
      </div>
    );
  return children;
}
