import type { useNavigate, useRouter } from '@tanstack/react-router';
import type { Jump } from './jump';

type Navigate = ReturnType<typeof useNavigate>;
type Router = ReturnType<typeof useRouter>;

/** Opens a node of the viz trees on its own page: chart viewer, dashboard viewer or storyboard editor. */
export function openViz(navigate: Navigate, orgId: string, type: string, id: string): void {
  if (type === 'DASHBOARD')
    void navigate({
      to: '/organizations/$orgId/vizs/dashboards/$dashboardId',
      params: { orgId, dashboardId: id },
    });
  else if (type === 'STORYBOARD')
    void navigate({
      to: '/organizations/$orgId/vizs/storyboards/$storyboardId',
      params: { orgId, storyboardId: id },
    });
  else void navigate({ to: '/organizations/$orgId/vizs/charts/$chartId', params: { orgId, chartId: id } });
}

/**
 * The address of a drill-through or jump target in the same organisation, with the clicked values as a
 * plain query string (not the router's JSON-typed one): the target reads values by name as text.
 */
export function jumpHref(router: Router, orgId: string, jump: Extract<Jump, { id: string }>): string {
  const { pathname } =
    jump.kind === 'chart'
      ? router.buildLocation({
          to: '/organizations/$orgId/vizs/charts/$chartId',
          params: { orgId, chartId: jump.id },
        })
      : router.buildLocation({
          to: '/organizations/$orgId/vizs/dashboards/$dashboardId',
          params: { orgId, dashboardId: jump.id },
        });
  return `${pathname}?${new URLSearchParams(jump.search).toString()}`;
}
