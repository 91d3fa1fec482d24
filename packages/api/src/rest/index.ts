import type { RestRoute } from './route';
import { systemRoutes } from './v1/system.routes';
import { usersRoutes } from './v1/users.routes';
import { orgsRoutes } from './v1/orgs.routes';
import { rolesRoutes } from './v1/roles.routes';
import { settingsRoutes, teamUserRoutes } from './v1/settings.routes';
import { dataProviderRoutes, sourcesRoutes } from './v1/sources.routes';
import { viewsRoutes } from './v1/views.routes';
import { variablesRoutes } from './v1/variables.routes';
import { pluginsRoutes } from './v1/plugins.routes';
import { downloadsRoutes } from './v1/downloads.routes';
import { schedulesRoutes } from './v1/schedules.routes';
import { vizRoutes } from './v1/viz.routes';
import { dashboardsRoutes } from './v1/dashboards.routes';
import { sharesRoutes } from './v1/shares.routes';
import { storyboardsRoutes } from './v1/storyboards.routes';
import { vizFilesRoutes } from './v1/viz-files.routes';
import { vizTransferRoutes } from './v1/viz-transfer.routes';
import { geoMapsRoutes } from './v1/geo-maps.routes';
import { embedRoutes } from './v1/embed.routes';

/** Every REST operation under /api/v1. The OpenAPI document and the authorisation matrix walk this list. */
export const restRoutes: RestRoute[] = [
  ...systemRoutes,
  ...teamUserRoutes,
  ...usersRoutes,
  ...orgsRoutes,
  ...rolesRoutes,
  ...settingsRoutes,
  ...sourcesRoutes,
  ...dataProviderRoutes,
  ...viewsRoutes,
  ...variablesRoutes,
  ...pluginsRoutes,
  ...downloadsRoutes,
  ...schedulesRoutes,
  ...vizRoutes,
  ...dashboardsRoutes,
  ...storyboardsRoutes,
  ...vizFilesRoutes,
  ...vizTransferRoutes,
  ...sharesRoutes,
  ...geoMapsRoutes,
  ...embedRoutes,
];

export { mountRestRoutes } from './mount';
export { buildOpenApi } from './openapi';
export { ok, fail, type Envelope } from './envelope';
export type { RestRoute } from './route';
export { assertResponseMatches, responseIssues, routeOf } from './v1/contract/response-check';
