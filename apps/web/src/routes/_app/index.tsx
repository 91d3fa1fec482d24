import { createFileRoute, redirect } from '@tanstack/react-router';
import { resolveCurrentOrg } from '../../hooks/use-current-org';
import { OverviewPage } from './-components/overview-page';

export const Route = createFileRoute('/_app/')({
  // The workspace opens on the current organisation's own address; without any organisation the
  // overview says so here.
  beforeLoad: ({ context }) => {
    const org = resolveCurrentOrg(context.user);
    if (org) throw redirect({ to: '/organizations/$orgId', params: { orgId: org.id }, replace: true });
  },
  component: OverviewPage,
});
