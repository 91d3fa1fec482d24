import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@tessera/ui/spinner';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';
import { formMeta, useServices } from '../../lib/services';

/** What `embed.open` answers: the viz as a share shows it, and the fields whose filter the token fixes. */
export interface OpenedEmbed {
  vizType: 'DASHBOARD' | 'DATACHART';
  vizDetail: unknown;
  lockedFilters: string[];
}

/**
 * The embed page's gate: the signed token is sent as it came in the address; a refused token (forged,
 * expired, rotated, embedding off) shows the server's reason and nothing else. No session is used.
 */
export function EmbedGate({
  token,
  children,
}: {
  token: string;
  children: (embed: OpenedEmbed) => ReactNode;
}) {
  const { t } = useTranslation();
  const { trpcClient } = useServices();
  const opened = useQuery({
    queryKey: ['embed-open', token],
    retry: false,
    staleTime: Infinity,
    // the gate shows a refused token itself; nothing else of the page can be used
    meta: formMeta,
    queryFn: async () => (await trpcClient.embed.open.mutate({ token })) as unknown as OpenedEmbed,
  });
  if (opened.isPending)
    return (
      <div className="flex h-svh items-center justify-center">
        <Spinner />
      </div>
    );
  if (opened.isError)
    return (
      <div className="flex h-svh items-center justify-center p-6" data-testid="embed-refused">
        <p className="max-w-md text-center text-sm text-muted-foreground">{errorText(t, opened.error)}</p>
      </div>
    );
  return <>{children(opened.data)}</>;
}
