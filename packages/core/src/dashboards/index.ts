export * as dashboardsSchemas from './dashboards.schemas';
export * as dashboardsService from './dashboards.service';
export * as dashboardData from './dashboard-data.service';
