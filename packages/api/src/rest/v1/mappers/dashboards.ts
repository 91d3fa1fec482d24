import type { dashboardsService } from '@tessera/core';
import { jsonText } from './json-text';

type Detail = Awaited<ReturnType<typeof dashboardsService.getDashboard>>;
type Node = Awaited<ReturnType<typeof dashboardsService.createDashboard>>;

/** Datart writes dates as `yyyy-MM-dd HH:mm:ss` (here in UTC). */
const datartDate = (d: Date | null | undefined) =>
  d ? d.toISOString().slice(0, 19).replace('T', ' ') : null;
const audit = (r: {
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}) => ({
  createBy: r.createdBy,
  createTime: datartDate(r.createdAt),
  updateBy: r.updatedBy,
  updateTime: datartDate(r.updatedAt),
});

/** A dashboard's tree node → Datart's `Folder` row (+ `can`). */
export const toFolderRow = (n: Node) => ({
  id: n.id,
  name: n.name,
  orgId: n.orgId,
  relType: n.relType,
  relId: n.relId,
  subType: n.subType,
  avatar: n.avatar,
  description: n.description,
  parentId: n.parentId,
  index: n.index,
  status: n.status,
  ...audit(n),
  can: n.can,
});

/** Datart's DashboardDetail: every `config` / `model` is JSON text; widgets carry `viewIds` and `relations`. */
export const toDashboardDetail = (d: Detail) => ({
  id: d.id,
  name: d.name,
  orgId: d.orgId,
  description: d.description,
  config: jsonText(d.config),
  thumbnail: d.thumbnail,
  status: d.status,
  version: d.version,
  ...audit(d),
  parentId: d.parentId,
  index: d.index,
  subType: d.subType,
  widgets: d.widgets.map((w) => ({
    id: w.id,
    dashboardId: w.dashboardId,
    parentId: w.parentId,
    config: jsonText(w.config),
    datachartId: w.datachartId,
    viewIds: w.viewIds,
    relations: w.relations.map((r) => ({
      id: r.id,
      sourceId: r.sourceId,
      targetId: r.targetId,
      config: jsonText(r.config),
    })),
    ...audit(w),
  })),
  datacharts: d.datacharts.map((c) => ({ ...c, config: jsonText(c.config) })),
  views: d.views.map((v) => ({ ...v, model: jsonText(v.model), config: jsonText(v.config) })),
  queryVariables: d.queryVariables.map((v) => ({
    ...v,
    defaultValue: v.defaultValue === null ? null : JSON.stringify(v.defaultValue),
  })),
  download: d.download,
  can: d.can,
});
