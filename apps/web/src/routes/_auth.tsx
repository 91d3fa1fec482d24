import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { AuthFrame } from '../components/auth-frame';
import { signInRedirect } from '../lib/sign-in';

export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ context, location }) => {
    const { initialized } = context.systemInfo;
    if (!initialized && location.pathname !== '/setup') throw redirect({ to: '/setup' });
    if (initialized && location.pathname === '/setup') throw redirect(signInRedirect);
  },
  component: AuthLayout,
});

function AuthLayout() {
  const { systemInfo } = Route.useRouteContext();
  return (
    <AuthFrame version={systemInfo.version}>
      <Outlet />
    </AuthFrame>
  );
}
