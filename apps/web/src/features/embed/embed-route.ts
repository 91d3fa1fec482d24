import type { Services } from '../../lib/services';

/** The embed pages' loader: the share pages' texts (their charts and boards are the share pages'). */
export async function embedRouteLoader({
  context,
}: {
  context: { services: Pick<Services, 'i18n'> };
}): Promise<void> {
  const [shares, dashboards] = await Promise.all([
    import('../../lib/shares-i18n'),
    import('../../lib/dashboards-i18n'),
  ]);
  shares.registerSharesI18n(context.services.i18n);
  dashboards.registerDashboardsI18n(context.services.i18n);
}
