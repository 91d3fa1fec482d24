import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/use-page-title';
import { errorText } from '../../lib/error-text';
import { useServices } from '../../lib/services';
import { readBoardLayout } from '../dashboard/board-layout';
import { boardRefreshSeconds } from '../dashboard/board-refresh';
import { DashboardBoard } from '../dashboard/dashboard-board';
import { readSharedBoard, type SharedBoard } from '../share/shared-board';
import { embedLoader } from './embed-loader';

/**
 * An embedded board: as a share page shows it, without the page's header, and without the controllers of
 * the fields the token fixes (their values come from the token; the server adds and enforces them).
 */
export function EmbeddedBoard({
  board,
  token,
  lockedFilters,
}: {
  board: SharedBoard & { name: string };
  token: string;
  lockedFilters: string[];
}) {
  usePageTitle(board.name);
  const { t } = useTranslation();
  const { trpcClient } = useServices();
  const [ready, setReady] = useState(false);
  const { widgets, views, filters } = useMemo(() => {
    const read = readSharedBoard(board, window.location.search);
    const locked = new Set(lockedFilters);
    const fixed = (w: (typeof read.widgets)[number]) =>
      w.kind === 'controller' && w.controller?.category === 'field' && locked.has(w.controller.name);
    return { ...read, widgets: read.widgets.filter((w) => !fixed(w)) };
  }, [board, lockedFilters]);
  const loader = useMemo(
    () => embedLoader(trpcClient, token, (e) => errorText(t, e)),
    [trpcClient, token, t],
  );
  const onDrawn = useCallback(() => setReady(true), []);
  const layout = useMemo(() => readBoardLayout(board.config, board.subType), [board]);
  return (
    <main className="min-h-svh bg-muted/30 p-2" data-testid="embed-page">
      {ready && <span hidden data-testid="embed-ready" />}
      <DashboardBoard
        widgets={widgets}
        views={views}
        loader={loader}
        {...(filters ? { crossFilters: filters } : {})}
        onDrawn={onDrawn}
        layout={layout}
        refreshSeconds={boardRefreshSeconds(board.config)}
      />
    </main>
  );
}
