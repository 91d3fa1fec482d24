import type { datachartsService as charts, vizService as svc } from '@tessera/core';

/** Datart writes dates as `yyyy-MM-dd HH:mm:ss` (here in UTC). */
export const datartDate = (d: Date | null | undefined) =>
  d ? d.toISOString().slice(0, 19).replace('T', ' ') : null;
/** Datart carries JSON documents (configs, models) as strings. */
const jsonString = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

interface Audit {
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}
export const audit = (r: Audit) => ({
  createBy: r.createdBy,
  createTime: datartDate(r.createdAt),
  updateBy: r.updatedBy,
  updateTime: datartDate(r.updatedAt),
});

type Node = Awaited<ReturnType<typeof svc.listFolders>>[number];
/** One mapper per resource: a tree node → Datart's `Folder` row (+ `can`). */
export const toFolder = (n: Node) => ({
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

type Detail = Awaited<ReturnType<typeof charts.getDatachart>>;
type ChartLike = Omit<Detail, 'view' | 'queryVariables' | 'download' | 'viewUnavailable'> &
  Partial<Pick<Detail, 'download' | 'viewUnavailable'>>;
type ViewOut = NonNullable<Detail['view']>;
type VariableOut = Detail['queryVariables'][number];

/** A datachart → Datart's `Datachart` (config as a JSON string) with the detail extras. */
export const toDatachart = (c: ChartLike) => ({
  id: c.id,
  name: c.name,
  description: c.description,
  viewId: c.viewId,
  orgId: c.orgId,
  config: jsonString(c.config),
  thumbnail: c.thumbnail,
  status: c.status,
  ...audit(c),
  parentId: c.parentId,
  index: c.index,
  download: c.download ?? c.can.download,
  can: c.can,
  viewUnavailable: c.viewUnavailable ?? null,
});
export const toView = (v: ViewOut) => ({ ...v, model: jsonString(v.model), config: jsonString(v.config) });
export const toVariable = (v: VariableOut) => ({ ...v, defaultValue: jsonString(v.defaultValue) });
export const toDetail = (d: Detail) => ({
  ...toDatachart(d),
  view: d.view ? toView(d.view) : null,
  queryVariables: d.queryVariables.map(toVariable),
});
