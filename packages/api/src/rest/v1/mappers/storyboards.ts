import type { storyboardsService } from '@tessera/core';
import { jsonText } from './json-text';
import { audit } from './viz';

type Node = Awaited<ReturnType<typeof storyboardsService.createStoryboard>>;
type Detail = Awaited<ReturnType<typeof storyboardsService.getStoryboard>>;
type Page = Detail['storypages'][number];

/** Datart's `Storyboard` row (`config` as JSON text) with `can`. */
export const toStoryboard = (s: Node) => ({
  id: s.id,
  name: s.name,
  orgId: s.orgId,
  config: jsonText(s.config),
  parentId: s.parentId,
  isFolder: s.isFolder,
  index: s.index,
  status: s.status,
  ...audit(s),
  can: s.can,
});

/** Datart's `Storypage` (`config` as JSON text). */
export const toStorypage = (p: Page) => ({
  id: p.id,
  storyboardId: p.storyboardId,
  relType: p.relType,
  relId: p.relId,
  config: jsonText(p.config),
  ...audit(p),
});

/** Datart's storyboard detail: the storyboard, its pages and `download`. */
export const toStoryboardDetail = (d: Detail) => ({
  ...toStoryboard(d),
  storypages: d.storypages.map(toStorypage),
  download: d.download,
});
