import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { readAutoPlay, readPage } from '../../../../../../../components/story/story-model';
import { useTRPC } from '../../../../../../../lib/trpc';

/** A storyboard with its pages in order, each named after what it shows when it has no name of its own. */
export function useStoryboard(id: string, orgId: string) {
  const trpc = useTRPC();
  const detail = useQuery(trpc.storyboard.byId.queryOptions({ id }, { retry: false }));
  const tree = useQuery(trpc.viz.folders.queryOptions({ orgId }));
  const names = useMemo(() => new Map((tree.data ?? []).map((n) => [n.id, n.name])), [tree.data]);
  const pages = useMemo(
    () =>
      (detail.data?.storypages ?? [])
        .map((p) => readPage(p, names.get(p.relId) ?? ''))
        .sort((a, b) => a.index - b.index),
    [detail.data, names],
  );
  const autoPlay = useMemo(() => readAutoPlay(detail.data?.config), [detail.data]);
  return { detail, pages, autoPlay, names, vizNodes: tree.data ?? [] };
}
