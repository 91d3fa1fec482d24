import { createCallerFactory, router } from './init';
import { authRouter } from './routers/auth.router';
import { systemRouter } from './routers/system.router';
import { userRouter } from './routers/user.router';
import { orgRouter } from './routers/org.router';
import { memberRouter } from './routers/member.router';
import { roleRouter } from './routers/role.router';
import { permissionRouter } from './routers/permission.router';
import { settingsRouter } from './routers/settings.router';
import { sourceRouter } from './routers/source.router';
import { dataRouter, viewRouter } from './routers/view.router';
import { columnRuleRouter, functionRouter, variableRouter } from './routers/variable.router';
import { vizRouter } from './routers/viz.router';
import { datachartRouter } from './routers/datachart.router';
import { dashboardRouter } from './routers/dashboard.router';
import { storyboardRouter } from './routers/storyboard.router';
import { downloadRouter } from './routers/download.router';
import { scheduleRouter } from './routers/schedule.router';
import { shareRouter } from './routers/share.router';
import { geoMapRouter } from './routers/geo-map.router';
import { pluginRouter } from './routers/plugin.router';
import { embedRouter } from './routers/embed.router';
import { versionRouter } from './routers/version.router';
import { transferRouter } from './routers/transfer.router';
import { datartRouter } from './routers/datart.router';

export const appRouter = router({
  system: systemRouter,
  auth: authRouter,
  user: userRouter,
  org: orgRouter,
  member: memberRouter,
  role: roleRouter,
  permission: permissionRouter,
  settings: settingsRouter,
  source: sourceRouter,
  view: viewRouter,
  data: dataRouter,
  variable: variableRouter,
  columnRule: columnRuleRouter,
  fn: functionRouter,
  viz: vizRouter,
  datachart: datachartRouter,
  dashboard: dashboardRouter,
  storyboard: storyboardRouter,
  share: shareRouter,
  download: downloadRouter,
  schedule: scheduleRouter,
  geoMap: geoMapRouter,
  plugin: pluginRouter,
  embed: embedRouter,
  version: versionRouter,
  transfer: transferRouter,
  datart: datartRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
