import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { PageError } from './components/page-error';
import { leaveNotice, SESSION_LOST } from './lib/notices';
import { goToSignIn } from './lib/sign-in';
import { ServicesProvider, createServices } from './lib/services';
import { TRPCProvider } from './lib/trpc';
import { routeTree } from './routeTree.gen';
import { isSharePath, prefetchShareAtStart } from './features/share/share-route';
import './styles.css';

const services = createServices();
const { queryClient, trpc, auth, trpcClient, i18n } = services;
prefetchShareAtStart(services, window.location);

const router = createRouter({
  routeTree,
  context: { queryClient, trpc, auth, services },
  defaultPreload: false,
  defaultErrorComponent: PageError,
  scrollRestoration: true,
});

// A share page's own chunks start loading now, with its bootstrap, rather than after the root's checks
// (`system.info`) have answered. A chunk that fails to load is reported like any rejection, and the router
// shows its error when it reaches the route.
if (isSharePath(window.location.pathname))
  for (const match of router.matchRoutes(router.state.location))
    void router.loadRouteChunk(router.routesById[match.routeId as keyof typeof router.routesById]);

services.goToLogin = () => {
  const { pathname, href } = router.state.location;
  if (!['/login', '/setup'].includes(pathname)) auth.setRedirect(href);
  // The sign-in page is a page load away: it shows the 401's notice (this page's toast goes with it).
  leaveNotice(SESSION_LOST);
  goToSignIn();
};

// Spec §8: any rejected async action is toasted (debounced) and logged.
window.addEventListener('unhandledrejection', (event) => services.reporter.report(event.reason));

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ServicesProvider services={services}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
            <RouterProvider router={router} />
          </TRPCProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </ServicesProvider>
  </StrictMode>,
);
