import { useQuery } from '@tanstack/react-query';
import type { BoardWidget } from '@tessera/charts';
import { lazy, Suspense, useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { writeInteractions } from './interactions';
import { writeRefresh, writeWidgetStyle } from './widget-style';

type Json = Record<string, unknown>;

// Editor-only dialogs with their forms: loaded when first opened, so that the boards' viewers (share pages
// among them) do not fetch them with the board's code.
const InteractionsDialog = lazy(() =>
  import('./interactions-dialog').then((m) => ({ default: m.InteractionsDialog })),
);
const WidgetSettingsDialog = lazy(() =>
  import('./widget-settings-dialog').then((m) => ({ default: m.WidgetSettingsDialog })),
);

/**
 * The editor's per-widget dialogs (frame settings; a chart's interactions): what opens them, and the
 * dialogs themselves, writing through `update` (one undo step each).
 */
export function useWidgetDialogs({
  orgId,
  boardId,
  names,
  update,
}: {
  orgId: string;
  boardId: string;
  names: Set<string>;
  update: (id: string, patch: (config: Json) => Json) => void;
}) {
  const trpc = useTRPC();
  const [settingsFor, setSettingsFor] = useState<BoardWidget | null>(null);
  const [interactionsFor, setInteractionsFor] = useState<BoardWidget | null>(null);
  const folders = useQuery(trpc.viz.folders.queryOptions({ orgId }, { enabled: interactionsFor !== null }));
  const nodes = folders.data ?? [];
  const targets = {
    dashboard: nodes.filter((n) => n.relType === 'DASHBOARD' && n.id !== boardId),
    chart: nodes.filter((n) => n.relType === 'DATACHART'),
  };
  const dialogs = (
    <Suspense fallback={null}>
      {interactionsFor && (
        <InteractionsDialog
          widget={interactionsFor}
          targets={targets}
          onClose={() => setInteractionsFor(null)}
          onSave={(v) => {
            update(interactionsFor.id, (c) => writeInteractions(c, v));
            setInteractionsFor(null);
          }}
        />
      )}
      {settingsFor && (
        <WidgetSettingsDialog
          widget={settingsFor}
          nameTaken={(name) => names.has(name)}
          onClose={() => setSettingsFor(null)}
          onSave={({ name, refresh, ...style }) => {
            update(settingsFor.id, (c) => {
              const styled = writeWidgetStyle({ ...c, name }, style);
              return settingsFor.kind === 'chart' ? writeRefresh(styled, refresh) : styled;
            });
            setSettingsFor(null);
          }}
        />
      )}
    </Suspense>
  );
  return { openSettings: setSettingsFor, openInteractions: setInteractionsFor, dialogs };
}
