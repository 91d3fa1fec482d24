import type { sharesService, shareVisit } from '@tessera/core';
import { toDashboardDetail } from './dashboards';
import { datartDate, toDetail } from './viz';

type ShareView = Awaited<ReturnType<typeof sharesService.createShare>>;
type ShareViz = Awaited<ReturnType<typeof shareVisit.openShare>>;

/** Datart's ShareInfo (`authenticationCode` only right after it was generated). */
export const toShareInfo = (s: ShareView) => ({
  id: s.id,
  orgId: s.orgId,
  vizType: s.vizType,
  vizId: s.vizId,
  authenticationMode: s.authenticationMode,
  rowPermissionBy: s.rowPermissionBy,
  authenticationCode: s.authenticationCode,
  expiryDate: datartDate(s.expiryDate),
  roles: s.roles,
  users: s.users,
  createBy: s.createdBy,
  createTime: datartDate(s.createdAt),
});

/** Datart's ShareVizDetail: the viz detail in its REST shape (JSON-string configs) with the tokens. */
export const toShareVizDetail = (d: ShareViz) => ({
  vizType: d.vizType,
  vizDetail:
    'widgets' in d.vizDetail
      ? toDashboardDetail(d.vizDetail)
      : toDetail(d.vizDetail as Parameters<typeof toDetail>[0]),
  shareToken: d.shareToken,
  executeToken: d.executeToken,
  subVizToken: d.subVizToken,
});
