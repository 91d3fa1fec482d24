import type { dashboardsService } from '@tessera/core';
import { jsonText } from './json-text';
import { audit } from './viz';

type Detail = Awaited<ReturnType<typeof dashboardsService.getDashboard>>;

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
