import type { BoardWidget } from '@tessera/charts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@tessera/ui/tabs';
import type { ReactNode } from 'react';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

/** A tab container's tabs in order (Datart's `content.itemMap`), each naming the widget it shows. */
export function tabsOf(container: BoardWidget): { id: string; name: string; childId: string }[] {
  return Object.entries(obj(container.content.itemMap))
    .map(([key, v]) => {
      const item = obj(v);
      return {
        id: typeof item.tabId === 'string' ? item.tabId : key,
        name: typeof item.name === 'string' ? item.name : '',
        childId: typeof item.childWidgetId === 'string' ? item.childWidgetId : '',
        index: typeof item.index === 'number' ? item.index : 0,
      };
    })
    .filter((t) => t.childId)
    .sort((a, b) => a.index - b.index)
    .map(({ id, name, childId }) => ({ id, name, childId }));
}

/** The ids of widgets that live inside a container on this board (drawn there, not on the board). */
export function containedIds(widgets: BoardWidget[]): Set<string> {
  const ids = new Set<string>();
  for (const w of widgets) if (w.kind === 'container') for (const t of tabsOf(w)) ids.add(t.childId);
  return ids;
}

/** Datart's tab container: one tab per child widget; the hidden tabs' widgets are not drawn. */
export function TabContainer({
  widget,
  children,
}: {
  widget: BoardWidget;
  /** Draws a child widget (its frame and body) by id; null when the board has no such widget. */
  children: (childId: string) => ReactNode;
}) {
  const tabs = tabsOf(widget);
  if (tabs.length === 0) return null;
  return (
    <Tabs defaultValue={tabs[0]!.id} className="flex h-full flex-col gap-2" data-testid="tab-container">
      <TabsList>
        {tabs.map((t) => (
          <TabsTrigger key={t.id} value={t.id}>
            {t.name}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((t) => (
        <TabsContent key={t.id} value={t.id} className="min-h-0 flex-1">
          {children(t.childId)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
