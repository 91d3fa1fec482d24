import { useQueryClient } from '@tanstack/react-query';
import type { BoardWidget, Rect } from '@tessera/charts';
import { toast } from '@tessera/ui/toast';
import { GalleryHorizontal, Pencil, PenTool, Ungroup, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  boardRefreshSeconds,
  writeBoardRefresh,
} from '../../../../../../../features/dashboard/board-refresh';
import {
  OwnedChartDialog,
  ownedChartContent,
  ownedChartOf,
} from '../../../../../../../features/dashboard/owned-chart-dialog';
import { containedIds, tabsOf } from '../../../../../../../features/dashboard/tab-container';
import { carouselSettings } from '../../../../../../../features/dashboard/use-carousel';
import { firstFreeSpot } from '../../../../../../../features/dashboard/board-placement';
import { errorText } from '../../../../../../../lib/error-text';
import { useTRPC } from '../../../../../../../lib/trpc';
import { BoardSettingsButton, GroupButton, WidgetExtraAction } from './board-extra-actions';
import { BoardSettingsDialog, CarouselDialog, GroupDialog } from './board-extra-dialogs';
import type { Candidate } from './pick-widgets';
import type { BoardEditorState, EditorWidget } from './use-board-editor';
import { carouselWidget, groupWidget, newWidgetId, ownedChartWidget, widgetConfig } from './widget-configs';

type Open =
  | { kind: 'owned'; widgetId?: string }
  | { kind: 'carousel'; widgetId?: string }
  | { kind: 'group' }
  | { kind: 'board' };

/**
 * The editor's owned charts, carousels, groups and board settings: what opens them, the buttons they add
 * to a widget's header, and their dialogs, writing through the editor (one undo step each).
 */
export function useBoardExtras({
  orgId,
  editor,
  selected,
  freeName,
  add,
  place,
}: {
  orgId: string;
  editor: BoardEditorState;
  selected: string | null;
  freeName: (name: string) => string;
  /** Adds a new widget where the board puts new widgets (pixels on a free board). */
  add: (w: EditorWidget) => void;
  /** A new widget's config placed for this board (pixels and the top layer on a free board). */
  place: (config: Record<string, unknown>) => Record<string, unknown>;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open | null>(null);
  const rects: Rect[] = editor.widgets.map((w) => w.rect);
  const byId = new Map(editor.widgets.map((w) => [w.id, w]));
  const inside = containedIds(editor.widgets);
  const onBoard = (w: BoardWidget) => !inside.has(w.id) && !(w.parentId && byId.has(w.parentId));
  /**
   * Widgets that can go into a carousel or a group: those on the board that are not containers
   * themselves; a group may also take groups (nested groups, as in Datart).
   */
  const candidates = (keep: string[] = [], groups = false): Candidate[] =>
    editor.widgets
      .filter(
        (w) =>
          keep.includes(w.id) || (onBoard(w) && w.kind !== 'container' && (groups || w.kind !== 'group')),
      )
      .map((w) => ({ id: w.id, name: w.name }));

  const saveOwned = async (widgetId: string | undefined, viewId: string, config: unknown) => {
    try {
      const view = await queryClient.fetchQuery(trpc.view.byId.queryOptions({ id: viewId }));
      editor.addView({ id: view.id, name: view.name, model: view.model, config: view.config });
      if (widgetId)
        editor.update(widgetId, (c) => ({
          ...c,
          content: ownedChartContent(widgetId, String(c.name), viewId, config as never),
        }));
      else {
        const id = newWidgetId();
        const name = freeName(t('dashboards:owned.name'));
        add({
          id,
          datachartId: null,
          config: ownedChartWidget(
            name,
            firstFreeSpot(rects, 6, 8),
            ownedChartContent(id, name, viewId, config as never),
          ),
        });
      }
      setOpen(null);
    } catch (e) {
      toast.error(errorText(t, e));
    }
  };

  const saveCarousel = (
    widgetId: string | undefined,
    form: { name: string; seconds: number; autoplay: boolean; childIds: string[] },
  ) => {
    const id = widgetId ?? newWidgetId();
    const order = editor.widgets.filter((w) => form.childIds.includes(w.id));
    const slides = order.map((w) => ({ childId: w.id, name: w.name }));
    const old = editor.items.find((w) => w.id === id);
    const base =
      old?.config ?? place(widgetConfig('', 'container', 'carousel', firstFreeSpot(rects, 6, 8), {}));
    const config = carouselWidget(base, slides, form);
    const kept = new Set(form.childIds);
    const next = editor.items.map((w) => {
      if (w.id === id) return { ...w, config };
      if (kept.has(w.id)) return { ...w, parentId: id, config: { ...w.config, parentId: id } };
      if (w.parentId === id) return { ...w, parentId: null, config: { ...w.config, parentId: '' } };
      return w;
    });
    editor.replace(old ? next : [...next, { id, datachartId: null, parentId: null, config }]);
    setOpen(null);
  };

  const carouselFor = open?.kind === 'carousel' && open.widgetId ? byId.get(open.widgetId) : undefined;
  const ownedFor = open?.kind === 'owned' && open.widgetId ? byId.get(open.widgetId) : undefined;
  const dialogs = (
    <>
      {open?.kind === 'owned' && (
        <OwnedChartDialog
          orgId={orgId}
          title={ownedFor?.name ?? t('dashboards:owned.name')}
          initial={ownedFor ? ownedChartOf(ownedFor.config) : { viewId: null, config: null }}
          onDone={(viewId, config) => void saveOwned(open.widgetId, viewId, config)}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'carousel' && (
        <CarouselDialog
          initial={{
            name: carouselFor?.name ?? freeName(t('dashboards:carousel.name')),
            ...(carouselFor ? carouselSettings(carouselFor.config) : { seconds: 5, autoplay: true }),
            childIds: carouselFor ? tabsOf(carouselFor).map((s) => s.childId) : [],
          }}
          candidates={candidates(carouselFor ? tabsOf(carouselFor).map((s) => s.childId) : [])}
          onClose={() => setOpen(null)}
          onSave={(form) => saveCarousel(carouselFor?.id, form)}
        />
      )}
      {open?.kind === 'group' && (
        <GroupDialog
          candidates={candidates([], true)}
          preselected={selected ? [selected] : []}
          onClose={() => setOpen(null)}
          onSave={(ids) => {
            editor.group(ids, {
              id: newWidgetId(),
              datachartId: null,
              parentId: null,
              config: groupWidget(freeName(t('dashboards:group.name'))),
            });
            setOpen(null);
          }}
        />
      )}
      {open?.kind === 'board' && (
        <BoardSettingsDialog
          seconds={boardRefreshSeconds(editor.boardConfig)}
          onClose={() => setOpen(null)}
          onSave={(seconds) => {
            editor.setBoardConfig(writeBoardRefresh(editor.boardConfig, seconds));
            setOpen(null);
          }}
        />
      )}
    </>
  );

  const icon = (label: string, testId: string, Icon: LucideIcon, onClick: () => void) => (
    <WidgetExtraAction label={label} testId={testId} icon={Icon} onClick={onClick} />
  );
  /** The extra buttons on a widget's header in the editor. */
  const actions = (w: BoardWidget) =>
    w.originalType === 'ownedChart'
      ? icon(t('dashboards:owned.edit', { name: w.name }), 'owned-chart-edit', Pencil, () =>
          setOpen({ kind: 'owned', widgetId: w.id }),
        )
      : w.originalType === 'carousel'
        ? icon(t('dashboards:carousel.edit', { name: w.name }), 'carousel-edit', GalleryHorizontal, () =>
            setOpen({ kind: 'carousel', widgetId: w.id }),
          )
        : w.kind === 'group'
          ? icon(t('dashboards:group.ungroup', { name: w.name }), 'group-ungroup', Ungroup, () =>
              editor.ungroup(w.id),
            )
          : null;

  /** The entries these widgets add to the editor's Add menu. */
  const addItems: {
    key: 'ownedChart' | 'carousel';
    icon: LucideIcon;
    label: string;
    onSelect: () => void;
  }[] = [
    {
      key: 'ownedChart',
      icon: PenTool,
      label: t('dashboards:owned.add'),
      onSelect: () => setOpen({ kind: 'owned' }),
    },
    {
      key: 'carousel',
      icon: GalleryHorizontal,
      label: t('dashboards:carousel.add'),
      onSelect: () => setOpen({ kind: 'carousel' }),
    },
  ];

  return {
    dialogs,
    actions,
    addItems,
    groupButton: <GroupButton onClick={() => setOpen({ kind: 'group' })} />,
    settingsButton: <BoardSettingsButton onClick={() => setOpen({ kind: 'board' })} />,
  };
}
