import type { sharesService, shareVisit } from '@tessera/core';
import { toDashboardDetail } from './dashboards';
import { toStoryboard, toStorypage } from './storyboards';
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

type Shared = ShareViz['vizDetail'];

/** A shared viz in its REST shape (JSON-string configs); a storyboard's pages carry what they show. */
const toSharedViz = (v: Shared): unknown => {
  if ('widgets' in v) return toDashboardDetail(v);
  if ('storypages' in v)
    return {
      ...toStoryboard(v),
      download: v.download,
      storypages: v.storypages.map((p) => ({ ...toStorypage(p), vizDetail: toSharedViz(p.vizDetail) })),
    };
  return toDetail(v);
};

/** Datart's ShareVizDetail: the viz detail in its REST shape (JSON-string configs) with the tokens. */
export const toShareVizDetail = (d: ShareViz) => ({
  vizType: d.vizType,
  vizDetail: toSharedViz(d.vizDetail),
  shareToken: d.shareToken,
  executeToken: d.executeToken,
  subVizToken: d.subVizToken,
});
