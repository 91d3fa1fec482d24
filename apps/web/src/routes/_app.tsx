import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { TooltipProvider } from '@tessera/ui/tooltip';
import { useState } from 'react';
import { rememberOrgLocally } from '../hooks/use-current-org';
import { useMediaQuery } from '../hooks/use-media-query';
import { loadWorkspaceTexts } from '../lib/i18n';
import { signInRedirect } from '../lib/sign-in';
import { StorageKeys } from '../lib/storage-keys';
import { AppSidebar } from './_app/-components/app-sidebar';
import { TopBar } from './_app/-components/top-bar';

/** The user whose server-side last visited organisation was applied in this page load. */
let serverOrgAppliedFor: string | null = null;

export const Route = createFileRoute('/_app')({
  // Spec §2: no token → /login (or /setup before initialisation); with a token the user is loaded first.
  beforeLoad: async ({ context, location }) => {
    if (!context.systemInfo.initialized) throw redirect({ to: '/setup' });
    // The workspace's texts stay out of the entry (the login page does not need them); loaded alongside the user.
    const texts = loadWorkspaceTexts(context.services.i18n);
    if (!context.auth.getToken()) {
      context.auth.setRedirect(location.href);
      throw redirect(signInRedirect);
    }
    // The server-kept last organisation is read once per page load: asked in the same tick as the user,
    // the two go out as one batched request instead of one after the other.
    const firstLoad = serverOrgAppliedFor === null;
    // A failed read is already reported (toast and log) by the query cache's onError; the shell then
    // opens on the locally remembered organisation instead of failing the whole workspace.
    const readSettings = () =>
      context.queryClient.ensureQueryData(context.trpc.settings.user.queryOptions()).catch((): [] => []);
    const settings = firstLoad ? readSettings() : null;
    let user;
    try {
      user = await context.queryClient.ensureQueryData(context.trpc.user.me.queryOptions());
    } catch {
      // Spec §4: if fetching the user by token fails, the token is cleared.
      context.auth.setToken(null);
      context.auth.setRedirect(location.href);
      throw redirect(signInRedirect);
    }
    context.auth.setUser(user);
    // The last visited organisation is kept on the server per user; it wins once per page load when the
    // user still belongs to it (the local copy covers the rest of the session).
    if (serverOrgAppliedFor !== user.id) {
      serverOrgAppliedFor = user.id;
      const list = await (settings ?? readSettings());
      const last = list.find((s) => s.relType === 'LAST_VISITED_ORGANIZATION')?.relId;
      if (last && user.organizations.some((o) => o.id === last)) rememberOrgLocally(last);
    }
    await texts;
    return { user };
  },
  component: AppShell,
});

function AppShell() {
  const [chosen, setCollapsed] = useState(() => localStorage.getItem(StorageKeys.sidebarCollapsed) === '1');
  // Narrow screens always get the icon rail; the remembered choice applies from tablet width up.
  const narrow = useMediaQuery('(max-width: 767px)');
  const collapsed = chosen || narrow;
  const toggle = () =>
    setCollapsed((c) => {
      localStorage.setItem(StorageKeys.sidebarCollapsed, c ? '0' : '1');
      return !c;
    });
  // Tooltips are a workspace matter: provided here, they stay out of the sign-in and share bundles.
  return (
    <TooltipProvider delayDuration={300}>
      <div className="flex h-full bg-background">
        <AppSidebar collapsed={collapsed} />
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar collapsed={collapsed} onToggleSidebar={toggle} />
          {/* The scrollbar's room is kept: a board growing past the screen would otherwise narrow every widget
              once, and each chart would be laid out and drawn twice. */}
          <main className="min-h-0 flex-1 overflow-auto [scrollbar-gutter:stable]">
            <Outlet />
          </main>
        </div>
      </div>
    </TooltipProvider>
  );
}
