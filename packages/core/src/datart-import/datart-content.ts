import type { SecretBox } from '@tessera/auth';
import { sealConfig } from '../sources/secrets';
import type { EntryData } from '../transfer/transfer.schemas';
import { DATART_ENCRYPTED, datartDecrypt } from './datart-crypto';
import type { DatartSkip } from './datart-report';
import type { DatartData, DatartRow } from './datart-schema';
import { bool, byOrg, jsonObject, jsonStrings, mapStrings, num, str } from './datart-values';
import { variablePermissions } from '../variables/variables.schemas';

export interface OrgContent {
  SOURCE: EntryData['SOURCE'][];
  VIEW: EntryData['VIEW'][];
  VARIABLE: EntryData['VARIABLE'][];
  FOLDER: EntryData['FOLDER'][];
  DATACHART: EntryData['DATACHART'][];
  DASHBOARD: EntryData['DASHBOARD'][];
  STORYBOARD: EntryData['STORYBOARD'][];
  /** Datart keys VIZ grants of charts and boards by their `folder` row; here the node is the item itself. */
  nodeIds: Map<string, string>;
  /** Raw Datart rows per id, for the repeat-run fingerprints. */
  raw: Map<string, unknown>;
  skipped: { type: string; id: string; name: string; reason: DatartSkip['reason'] }[];
}

/** Datart's encrypted properties opened with the operator's key, or blanked (the source then needs its password). */
async function sourceEntry(r: DatartRow, key: string | undefined, box: SecretBox) {
  let missing = false;
  const opened = mapStrings(jsonObject(r.config) ?? {}, (s) => {
    if (!s.startsWith(DATART_ENCRYPTED)) return s;
    const plain = key ? datartDecrypt(s, key) : null;
    if (plain === null) missing = true;
    return plain ?? '';
  }) as Record<string, unknown>;
  const type = bool(r.is_folder) ? 'FOLDER' : String(r.type);
  const entry: EntryData['SOURCE'] = {
    id: String(r.id),
    name: String(r.name),
    type,
    config: type === 'FOLDER' ? null : await sealConfig(box, type, opened),
    description: null,
    isFolder: bool(r.is_folder),
    hadSecret: missing,
    parentId: str(r.parent_id),
    index: num(r.index),
  };
  return entry;
}

const parentIn = (ids: Set<string>, parent: unknown) => {
  const p = str(parent);
  return p && ids.has(p) ? p : null;
};

/**
 * One organisation's content as the transfer writers take it (the writers of a `.drr` import write the
 * rows, D-datart-import-1). Archived sources and views stay behind (their names may clash with live ones);
 * archived charts and boards arrive archived.
 */
export async function orgContent(
  d: DatartData,
  orgId: string,
  key: string | undefined,
  box: SecretBox,
): Promise<OrgContent> {
  const c: OrgContent = {
    SOURCE: [],
    VIEW: [],
    VARIABLE: [],
    FOLDER: [],
    DATACHART: [],
    DASHBOARD: [],
    STORYBOARD: [],
    nodeIds: new Map(),
    raw: new Map(),
    skipped: [],
  };
  const live = (rows: DatartRow[], type: string) =>
    rows.filter((r) => {
      if (num(r.status, 1) !== 0) return true;
      c.skipped.push({ type, id: String(r.id), name: String(r.name), reason: 'archived' });
      return false;
    });
  const sources = live(byOrg(d.source, orgId), 'SOURCE');
  const sourceIds = new Set(sources.map((r) => String(r.id)));
  for (const r of sources) {
    c.SOURCE.push({ ...(await sourceEntry(r, key, box)), parentId: parentIn(sourceIds, r.parent_id) });
    c.raw.set(String(r.id), r);
  }
  const views = live(byOrg(d.view, orgId), 'VIEW');
  const viewIds = new Set(views.map((r) => String(r.id)));
  for (const r of views)
    c.VIEW.push({
      id: String(r.id),
      name: String(r.name),
      description: str(r.description),
      sourceId: parentIn(sourceIds, r.source_id),
      script: str(r.script),
      type: str(r.type) ?? 'SQL',
      model: jsonObject(r.model),
      config: jsonObject(r.config),
      isFolder: bool(r.is_folder),
      parentId: parentIn(viewIds, r.parent_id),
      index: num(r.index),
    });
  for (const r of byOrg(d.variable, orgId)) {
    const viewId = str(r.view_id);
    if (viewId && !viewIds.has(viewId)) continue; // a variable of a view left behind goes with it
    c.VARIABLE.push({
      id: String(r.id),
      viewId,
      name: String(r.name),
      label: str(r.label),
      type: String(r.type),
      valueType: String(r.value_type),
      format: str(r.format),
      permission: variablePermissions[num(r.permission, 2)] ?? 'EDITABLE',
      defaultValue: jsonStrings(r.default_value),
      expression: bool(r.expression),
    });
  }
  vizContent(d, orgId, c, viewIds);
  return c;
}

function vizContent(d: DatartData, orgId: string, c: OrgContent, viewIds: Set<string>) {
  const nodes = byOrg(d.folder, orgId);
  const folderIds = new Set(nodes.filter((n) => n.rel_type === 'FOLDER').map((n) => String(n.id)));
  const nodeOf = new Map(
    nodes.filter((n) => n.rel_id).map((n) => [`${String(n.rel_type)}:${String(n.rel_id)}`, n]),
  );
  for (const n of nodes) {
    if (n.rel_type === 'FOLDER')
      c.FOLDER.push({
        id: String(n.id),
        name: String(n.name),
        description: null,
        avatar: str(n.avatar),
        parentId: parentIn(folderIds, n.parent_id),
        index: num(n.index),
      });
    else if (n.rel_id) c.nodeIds.set(String(n.id), String(n.rel_id));
  }
  const place = (type: string, id: string) => {
    const n = nodeOf.get(`${type}:${id}`);
    return {
      parentId: n ? parentIn(folderIds, n.parent_id) : null,
      index: n ? num(n.index) : 0,
      avatar: n ? str(n.avatar) : null,
      subType: n ? str(n.sub_type) : null,
    };
  };
  const chartIds = new Set<string>();
  for (const r of byOrg(d.datachart, orgId)) {
    const id = String(r.id);
    chartIds.add(id);
    c.DATACHART.push({
      id,
      name: String(r.name),
      description: str(r.description),
      config: jsonObject(r.config),
      status: num(r.status, 1),
      viewId: parentIn(viewIds, r.view_id),
      ...place('DATACHART', id),
    });
  }
  const boardIds = new Set<string>();
  for (const r of byOrg(d.dashboard, orgId)) {
    const id = String(r.id);
    boardIds.add(id);
    const widgets = d.widget.filter((w) => w.dashboard_id === id);
    const widgetIds = new Set(widgets.map((w) => String(w.id)));
    const elements = (w: DatartRow, type: string) =>
      d.rel_widget_element
        .filter((e) => e.widget_id === w.id && e.rel_type === type)
        .map((e) => String(e.rel_id));
    c.DASHBOARD.push({
      id,
      name: String(r.name),
      description: null,
      config: jsonObject(r.config),
      status: num(r.status, 1),
      ...place('DASHBOARD', id),
      widgets: widgets.map((w) => ({
        id: String(w.id),
        parentId: parentIn(widgetIds, w.parent_id),
        config: jsonObject(w.config) ?? {},
        datachartId: elements(w, 'DATACHART').find((x) => chartIds.has(x)) ?? null,
        viewIds: [...new Set(elements(w, 'VIEW').filter((x) => viewIds.has(x)))],
      })),
      relations: d.rel_widget_widget
        .filter((x) => widgetIds.has(String(x.source_id)) && widgetIds.has(String(x.target_id)))
        .map((x) => ({
          id: String(x.id),
          sourceId: String(x.source_id),
          targetId: String(x.target_id),
          config: jsonObject(x.config),
        })),
    });
  }
  const stories = byOrg(d.storyboard, orgId);
  const storyIds = new Set(stories.map((s) => String(s.id)));
  for (const s of stories)
    c.STORYBOARD.push({
      id: String(s.id),
      name: String(s.name),
      config: jsonObject(s.config),
      isFolder: bool(s.is_folder),
      status: num(s.status, 1),
      parentId: parentIn(storyIds, s.parent_id),
      index: num(s.index),
      pages: d.storypage
        .filter((p) => p.storyboard_id === s.id)
        .filter((p) => (p.rel_type === 'DASHBOARD' ? boardIds : chartIds).has(String(p.rel_id)))
        .map((p) => ({
          id: String(p.id),
          relType: p.rel_type === 'DASHBOARD' ? ('DASHBOARD' as const) : ('DATACHART' as const),
          relId: String(p.rel_id),
          config: jsonObject(p.config),
        })),
    });
}
