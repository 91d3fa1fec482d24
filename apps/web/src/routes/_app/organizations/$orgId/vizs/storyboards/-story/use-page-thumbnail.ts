import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { uploadFile } from '../../../../../../../lib/rest';
import { useServices } from '../../../../../../../lib/services';
import { useTRPC } from '../../../../../../../lib/trpc';

/** Thumbnails are this wide at most (the page list shows them far smaller; room for sharp screens). */
const THUMB_WIDTH = 480;
/** Charts animate in: the picture is taken once they have settled. */
const SETTLE_MS = 900;

/**
 * A story page's thumbnail, made from the page as the editor renders it: each page shown in the
 * preview (after it is added, edited or opened) is pictured once per visit and stored by the server,
 * so the list and the player always show what the page looks like now. Only editors make them; the
 * server decides whether the person may (MANAGE on the storyboard).
 */
export function usePageThumbnail(storyboardId: string, canManage: boolean) {
  const trpc = useTRPC();
  const services = useServices();
  const queryClient = useQueryClient();
  const done = useRef(new Set<string>());
  return useCallback(
    (pageId: string, element: HTMLElement | null) => {
      if (!canManage || !element || done.current.has(pageId)) return;
      done.current.add(pageId);
      window.setTimeout(() => {
        void (async () => {
          try {
            const { toBlob } = await import('html-to-image');
            const width = Math.max(element.clientWidth, 1);
            const blob = await toBlob(element, {
              pixelRatio: Math.min(1, THUMB_WIDTH / width),
              backgroundColor: getComputedStyle(document.body).backgroundColor,
              skipFonts: true,
            });
            if (!blob) return;
            await uploadFile<string>(
              services.apiDeps,
              `/api/v1/viz/storypages/${pageId}/thumbnail`,
              new File([blob], 'thumbnail.png', { type: 'image/png' }),
            );
            await queryClient.invalidateQueries(trpc.storyboard.byId.queryFilter({ id: storyboardId }));
          } catch (error) {
            // Tried again the next time the page is shown; the person hears of it, the log gets it.
            done.current.delete(pageId);
            services.reporter.report(error);
          }
        })();
      }, SETTLE_MS);
    },
    [canManage, queryClient, services, storyboardId, trpc],
  );
}
