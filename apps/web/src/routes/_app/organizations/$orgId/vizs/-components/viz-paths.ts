import type { useNavigate } from '@tanstack/react-router';

type Navigate = ReturnType<typeof useNavigate>;

/** Opens a node of the viz trees on its own page: chart viewer, dashboard viewer or storyboard editor. */
export function openViz(navigate: Navigate, type: string, id: string): void {
  if (type === 'DASHBOARD')
    void navigate({ to: '/vizs/dashboards/$dashboardId', params: { dashboardId: id } });
  else if (type === 'STORYBOARD')
    void navigate({ to: '/vizs/storyboards/$storyboardId', params: { storyboardId: id } });
  else void navigate({ to: '/vizs/charts/$chartId', params: { chartId: id } });
}
