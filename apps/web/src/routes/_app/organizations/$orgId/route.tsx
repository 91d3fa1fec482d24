import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { loadPluginCharts } from '../../../../features/plugins/load-plugin-charts';
import { switchOrg } from '../../../../hooks/use-current-org';

export const Route = createFileRoute('/_app/organizations/$orgId')({
  // The organisation in the URL is the current one, for members only: to anyone else it is a page that
  // does not exist (whether the organisation exists is not said).
  beforeLoad: async ({ context, params }) => {
    const isMember = (u: typeof context.user) => u.organizations.some((o) => o.id === params.orgId);
    let { user } = context;
    // A just created or joined organisation may not be in the cached profile yet: ask once more.
    if (!isMember(user)) {
      user = await context.queryClient.fetchQuery(
        context.trpc.user.me.queryOptions(undefined, { staleTime: 0 }),
      );
      context.auth.setUser(user);
    }
    const org = user.organizations.find((o) => o.id === params.orgId);
    if (!org) throw notFound();
    switchOrg(context.services, org.id);
    return { user, org };
  },
  // What the shell shows for the organisation (menu entries, module gates) loads with the page.
  // Its enabled chart plugins are chart types on every page of it (D-plugin-1).
  loader: async ({ context, params }) => {
    const [mine] = await Promise.all([
      context.queryClient.ensureQueryData(context.trpc.permission.mine.queryOptions({ orgId: params.orgId })),
      loadPluginCharts(context, params.orgId),
    ]);
    return mine;
  },
  component: Outlet,
});
